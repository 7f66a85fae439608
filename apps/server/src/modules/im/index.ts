import path from 'node:path';
import { seedMessages } from './im.seed.js';
import { imErasure } from './im.erase.js';
import type { ServerModule } from '../../context.js';
import { imArchive } from './im.archive.js';
import { SQLITE_FILE_NAME } from '../../db/database.js';
import { durableCommit, type DurableCommit } from '../../db/durable-commit.js';
import { migration0010Im } from './0010_im.js';
import { migration0015ImClientId } from './0015_im_client_id.js';
import { createBlockService, type BlockService } from './blocks.js';
import { LocalBus, RedisBus, type ChatBus } from './im.bus.js';
import { SocketHub } from './im.hub.js';
import { imRoutes } from './im.routes.js';
import { ImService } from './im.service.js';
import { imSocketRoutes } from './im.socket.js';
import { messageCentreRoutes } from './message-centre.routes.js';

export type { BlockService } from './blocks.js';
export { CLOSE_SLOW_CONSUMER, CLOSE_UNAUTHORIZED, type SocketHub } from './im.hub.js';
export type { ImService } from './im.service.js';
export type { ChatBus } from './im.bus.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Block lists: `ctx.blocks.isBlocked(db, viewerId, authorId)` hides a blocked member's comments from the viewer. */
    blocks: BlockService;
    /** The chat sockets of this process; `hub.toUser(userId, frame)` reaches a member's sockets on every process. */
    chatHub: SocketHub;
    /** Between server processes: Redis pub/sub with `REDIS_URL`, nothing otherwise. */
    chatBus: ChatBus;
    im: ImService;
    /** Durable chat transactions (SQLite: flushed off the event loop); closed with the server. */
    chatCommit: DurableCommit;
  }
}

const sqliteFile = (dataDir: string) => path.join(dataDir, SQLITE_FILE_NAME);

/**
 * Private messages and the chat sockets (DESIGN §5): `/web/imMsg/*`, `/web/imSession/*`, block lists, and
 * `/websocket/{userId}/web` + `/websocket/message`, and the message centre (`/web/notification/*`, notifications pushed
 * over the same sockets). With `REDIS_URL` several processes share delivery.
 */
export const imModule: ServerModule = {
  name: 'im',
  dependsOn: ['fans', 'identity', 'media', 'notification', 'watchlist'],
  archive: imArchive,
  erase: imErasure,
  migrations: [
    { name: '0010_im', migration: migration0010Im },
    { name: '0015_im_client_id', migration: migration0015ImClientId },
  ],
  services: (ctx) => {
    const chatBus: ChatBus = ctx.config.redisUrl
      ? new RedisBus(ctx.config.redisUrl, ctx.log, `${ctx.config.redisPrefix}chat`)
      : new LocalBus();
    const chatHub = new SocketHub({
      bus: chatBus,
      log: ctx.log,
      maxBufferedBytes: ctx.config.imSocketBufferBytes,
      heartbeatMs: ctx.config.imHeartbeatSeconds * 1000,
    });
    const blocks = createBlockService(ctx.db, ctx.clock);
    // A sender's answer waits for the disk, the server does not: messages commit in groups, flushed off the event loop.
    const chatCommit = durableCommit(ctx.db, ctx.config.databaseUrl ? undefined : sqliteFile(ctx.config.dataDir));
    const im = new ImService({
      db: ctx.db,
      clock: ctx.clock,
      store: ctx.store,
      hub: chatHub,
      blocks,
      media: ctx.media,
      sendPerMinute: ctx.config.imSendPerMinute,
      commit: chatCommit,
      counted: (via) => ctx.metrics.chatMessages.inc({ via }),
      guard: ctx.textGuard,
    });
    ctx.metrics.gauge('chat_sockets_open', 'Chat sockets open on this process', () => chatHub.size);
    // Logout, a leaked refresh token, a password change or a ban end the member's sockets at once, on every process.
    ctx.identity.tokens.onRevoked((revocation) => chatHub.revoke(revocation));
    // Likes, comments, replies, follows and forwards reach the member's sockets as they are committed.
    ctx.notifications.onRecorded(({ userId, ...notification }) =>
      chatHub.toUser(userId, { type: 'notice', notification }),
    );
    // A video's processing (progress, ready, failed) reaches its uploader's pages as it moves.
    ctx.media.onVideo((ownerId, media) => chatHub.toUser(ownerId, { type: 'notice', media }));
    return { blocks, chatHub, chatBus, im, chatCommit };
  },
  async register(app, ctx) {
    await app.register(imRoutes, {
      db: ctx.db,
      auth: ctx.identity.auth,
      im: ctx.im,
      blocks: ctx.blocks,
      media: ctx.media,
    });
    await app.register(messageCentreRoutes, {
      db: ctx.db,
      auth: ctx.identity.auth,
      notifications: ctx.notifications,
      im: ctx.im,
    });
    await app.register(imSocketRoutes, {
      tokens: ctx.identity.tokens,
      hub: ctx.chatHub,
      im: ctx.im,
      clock: ctx.clock,
      publicUrl: ctx.config.publicUrl,
    });
    app.addHook('onClose', async () => {
      ctx.chatHub.close();
      await ctx.chatBus.close();
      await ctx.chatCommit.close();
    });
  },
  seed: seedMessages,
};
