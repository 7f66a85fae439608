// A bare `ws` server echoing every frame back, run as its own process (like the chat server) by the chat benchmark.
// Prints its port on stdout once listening.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
wss.on('listening', () => process.stdout.write(`${wss.address().port}\n`));
wss.on('connection', (ws) => ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary })));
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
