import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import type { Auth } from '../identity/index.js';
import { categoryRoutes } from './category.routes.js';
import { configRoutes } from './config.routes.js';
import { dictRoutes } from './dict.routes.js';
import { noticeRoutes } from './notice.routes.js';
import { siteParamRoutes } from './site-param.routes.js';
import type { SiteDeps } from './site.deps.js';

export interface SiteRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  cache: TtlCache;
  auth: Auth;
}

/** Site parameters, configuration, dictionary, categories and notices: public reads and `/mng` writes. */
export async function siteRoutes(app: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  const { auth } = options;
  const deps: SiteDeps = options;
  siteParamRoutes(app, deps, auth);
  configRoutes(app, deps, auth);
  dictRoutes(app, deps, auth);
  categoryRoutes(app, deps, auth);
  noticeRoutes(app, deps, auth);
}
