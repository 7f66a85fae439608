import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { IM_CLIENT_ID_MAX_LENGTH } from '@yiying/validation';
import { AppError, isAppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { tokenOf, type Session, type TokenService } from '../identity/index.js';
import { CLOSE_UNAUTHORIZED, type ChatConnection, type SocketHub } from './im.hub.js';
import type { ImService } from './im.service.js';

/**
 * Clients send acknowledgements, pings and messages: anything bigger is refused by the socket itself. A message's
 * content is at most 500 UTF-16 units, 3,000 bytes of JSON even when every unit is written as a `\uXXXX` escape, and
 * the other fields stay under 300 bytes.
 */
const MAX_CLIENT_FRAME_BYTES = 4096;

/** The answer to a `private` frame whose client id is missing or too long (it cannot be matched to a send). */
const BAD_FRAME_RESPONSE = JSON.stringify({
  type: 'response',
  clientId: null,
  ok: false,
  status: 400,
  message: '消息格式不正确',
});

export interface ImSocketOptions {
  tokens: TokenService;
  hub: SocketHub;
  im: ImService;
  clock: Clock;
  /** Origins allowed besides the site's own (`PUBLIC_URL` and the request's host). */
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member a chat socket belongs to, set by the handshake check. */
    chatSession?: Session;
  }
}

/** A browser's Origin must be this site: the request's own host, or `PUBLIC_URL`. Clients that send none pass. */
export function originAllowed(request: FastifyRequest, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === request.headers.host) return true;
  return publicUrl !== undefined && new URL(publicUrl).host === host;
}

/**
 * `/websocket/{userId}/web?token=…` and `/websocket/message?token=…` (spec §7). The handshake is refused (403) for a
 * foreign Origin and (401) unless the token is live and, on the first path, belongs to `userId`.
 */
export async function imSocketRoutes(app: FastifyInstance, options: ImSocketOptions): Promise<void> {
  const { tokens, hub, im, clock } = options;
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
    // Clients hear 1001 (going away) and reconnect, not a close without a code.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
      this.websocketServer.close(() => undefined);
      done();
    },
  });

  const handshake = async (request: FastifyRequest) => {
    if (!originAllowed(request, options.publicUrl)) throw new AppError('FORBIDDEN', '不允许从其他网站建立通讯连接');
    const query = request.query as { token?: unknown };
    const token = typeof query.token === 'string' && query.token ? query.token : tokenOf(request);
    const session = await tokens.authenticate(token);
    if (!session) throw new AppError('UNAUTHORIZED');
    const claimed = (request.params as { userId?: string }).userId;
    if (claimed !== undefined && claimed !== session.userId) throw new AppError('UNAUTHORIZED', '令牌与用户不符');
    request.chatSession = session;
  };

  const onSocket = (socket: WebSocket, request: FastifyRequest) => {
    const session = request.chatSession as Session;
    const connection: ChatConnection = { userId: session.userId, familyId: session.familyId, socket, alive: true };
    hub.add(connection);
    socket.on('close', () => hub.remove(connection));
    socket.on('error', () => hub.remove(connection));
    socket.on('message', (raw: RawData) => {
      let frame: { type?: unknown; messageId?: unknown; clientId?: unknown };
      try {
        frame = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (frame?.type === 'ensure' && typeof frame.messageId === 'string' && frame.messageId.length <= 64) {
        im.acknowledge(session.userId, frame.messageId).catch((error) =>
          request.log.error({ err: error }, '消息确认失败'),
        );
      } else if (frame?.type === 'private') {
        sendFromSocket(connection, session, frame as Record<string, unknown>, request);
      } else if (frame?.type === 'ping') {
        hub.send(connection, '{"type":"pong"}');
      }
    });
    // Everything pushed while the member had no socket (or before it acknowledged): at least once, deduplicated by id.
    im.pendingFrames(session.userId)
      .then((frames) => {
        for (const frame of frames) hub.send(connection, JSON.stringify(frame));
      })
      .catch((error) => request.log.error({ err: error }, '补发未确认消息失败'));
  };

  /**
   * A message sent on the socket (spec §3 `private`): stored and pushed like `POST /web/imMsg/create`, then answered
   * on the same socket with `{ type: 'response', clientId, ok: true, message }` or `{ …, ok: false, status, message }`
   * (the refusal's Chinese reason). Revoked tokens close their sockets; an expired one is refused and closed here.
   */
  const sendFromSocket = (
    connection: ChatConnection,
    session: Session,
    frame: Record<string, unknown>,
    request: FastifyRequest,
  ) => {
    const clientId = frame['clientId'];
    if (typeof clientId !== 'string' || clientId.length === 0 || clientId.length > IM_CLIENT_ID_MAX_LENGTH) {
      hub.send(connection, BAD_FRAME_RESPONSE);
      return;
    }
    const refuse = (status: number, message: string) =>
      hub.send(connection, JSON.stringify({ type: 'response', clientId, ok: false, status, message }));
    if (session.accessExpireTime !== undefined && session.accessExpireTime <= isoAt(clock())) {
      const expired = new AppError('UNAUTHORIZED');
      refuse(expired.status, expired.message);
      connection.socket.close(CLOSE_UNAUTHORIZED, 'token expired');
      return;
    }
    im.sendFromSocket(session.userId, clientId, frame).then(
      (message) => hub.send(connection, JSON.stringify({ type: 'response', clientId, ok: true, message })),
      (error: unknown) => {
        if (isAppError(error)) return refuse(error.status, error.message);
        request.log.error({ err: error }, '聊天连接发送消息失败');
        const failed = new AppError('INTERNAL');
        refuse(failed.status, failed.message);
      },
    );
  };

  const schema = { tags: ['chat'], hide: false };
  app.get(
    '/websocket/:userId/web',
    {
      websocket: true,
      preValidation: handshake,
      schema: { ...schema, summary: '聊天连接（WebSocket），token 必须属于 userId' },
    },
    onSocket,
  );
  app.get(
    '/websocket/message',
    { websocket: true, preValidation: handshake, schema: { ...schema, summary: '聊天连接（WebSocket）' } },
    onSocket,
  );
}
