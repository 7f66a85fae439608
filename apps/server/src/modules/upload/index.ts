import type { ServerModule } from '../../context.js';
import { uploadArchive } from './upload.archive.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { uploadRoutes } from './upload.routes.js';
import { UploadService } from './upload.service.js';

export type { UploadService, UploadedFile } from './upload.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Avatar and certificate uploads (through the media pipeline) and who owns which file. */
    uploads: UploadService;
  }
}

/** Member uploads (`/web/user/uploadOss`, `/web/user/fileDelete`) and who owns which file. */
export const uploadModule: ServerModule = {
  name: 'upload',
  dependsOn: ['identity', 'media'],
  archive: uploadArchive,
  erase: {
    // Files of old-style upload rows (the rows cascade with the user).
    async files({ userId }, ctx) {
      const legacy = await ctx.db.selectFrom('upload_file').select('url').where('user_id', '=', userId).execute();
      for (const row of legacy) {
        if (row.url.startsWith(FILES_PREFIX)) await ctx.storage.delete(row.url.slice(FILES_PREFIX.length));
      }
    },
  },
  services: (ctx) => ({
    uploads: new UploadService({ db: ctx.db, storage: ctx.storage, media: () => ctx.media }),
  }),
  async register(app, ctx) {
    await app.register(uploadRoutes, { auth: ctx.identity.auth, uploads: ctx.uploads });
  },
};
