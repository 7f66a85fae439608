import type { ServerModule } from '../../context.js';
import { albumArchive } from './album.archive.js';
import { migration0008Album } from './0008_album.js';
import { albumRoutes } from './album.routes.js';

/** Members' albums and the pictures they add from posts or their uploads (the album icon of the gallery). */
export const albumModule: ServerModule = {
  name: 'album',
  dependsOn: ['content', 'identity', 'media', 'watchlist'],
  archive: albumArchive,
  migrations: [{ name: '0008_album', migration: migration0008Album }],
  async register(app, ctx) {
    await app.register(albumRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      media: ctx.media,
      guard: ctx.textGuard,
      auth: ctx.identity.auth,
    });
  },
};
