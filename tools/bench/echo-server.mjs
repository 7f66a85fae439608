// Bare `ws` servers for the chat benchmark, each run as its own process (like the chat server); prints its port on
// stdout once listening.
//   node echo-server.mjs echo   every frame is sent straight back;
//   node echo-server.mjs relay  the chat's frames without the chat: a `private` frame goes to the socket of its
//                               receiver (`/websocket/{userId}/web`) and is answered with a `response`, an `ensure`
//                               goes back to the message's sender. No checks, no storage: what the same drive costs
//                               a server that only parses and forwards.
import { WebSocketServer } from 'ws';

const mode = process.argv[2] === 'relay' ? 'relay' : 'echo';
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
wss.on('listening', () => process.stdout.write(`${wss.address().port}\n`));

if (mode === 'echo') {
  wss.on('connection', (ws) => ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary })));
} else {
  const sockets = new Map();
  const senders = new Map();
  let seq = 0;
  wss.on('connection', (ws, request) => {
    const userId = /^\/websocket\/([^/]+)\/web/.exec(request.url ?? '')?.[1] ?? '';
    sockets.set(userId, ws);
    ws.on('close', () => sockets.get(userId) === ws && sockets.delete(userId));
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.type === 'private') {
        const messageId = `r${(seq += 1)}`;
        senders.set(messageId, userId);
        const message = { msgId: messageId, fromId: userId, toId: frame.receiverId, content: frame.content };
        sockets.get(frame.receiverId)?.send(
          JSON.stringify({
            type: 'private',
            status: 'ready_send',
            messageId,
            senderId: userId,
            destId: frame.receiverId,
            content: frame.content,
          }),
        );
        ws.send(JSON.stringify({ type: 'response', clientId: frame.clientId, ok: true, message }));
      } else if (frame.type === 'ensure') {
        const sender = senders.get(frame.messageId);
        senders.delete(frame.messageId);
        sockets.get(sender)?.send(JSON.stringify({ type: 'ensure', messageId: frame.messageId, status: 'received' }));
      }
    });
  });
}
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
