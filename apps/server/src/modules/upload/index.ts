import type { ServerModule } from '../../context.js';
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
  services: (ctx) => ({
    uploads: new UploadService({ db: ctx.db, storage: ctx.storage, media: () => ctx.media }),
  }),
  async register(app, ctx) {
    await app.register(uploadRoutes, { auth: ctx.identity.auth, uploads: ctx.uploads });
  },
};
