import type { ServerModule } from '../../context.js';
import { certificateArchive } from './certificate.archive.js';
import { certificateRoutes } from './certificate.routes.js';
import { seedCertificates } from './certificate.seed.js';
import { CertificateService } from './certificate.service.js';

export type { CertificateService } from './certificate.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Doctor and student verification: a member asks, an admin decides. */
    certificates: CertificateService;
  }
}

/** Doctor / student verification (`/web/user/certificate`, `/mng/user/certificate/*`). */
export const certificateModule: ServerModule = {
  name: 'certificate',
  dependsOn: ['identity', 'upload'],
  archive: certificateArchive,
  services: ({ db, clock, uploads }) => ({ certificates: new CertificateService(db, clock, uploads) }),
  async register(app, ctx) {
    await app.register(certificateRoutes, { auth: ctx.identity.auth, certificates: ctx.certificates });
  },
  seed: seedCertificates,
};
