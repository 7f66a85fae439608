import type { ServerModule } from '../../context.js';
import { migration0019Recount } from './0019_recount.js';
import { seedCounters } from './counters.seed.js';

export { recountAll, type RecountReport } from './recount.js';

/**
 * Stored counters and the rows they count: the demo data's likes, collections, comments and follows behind its
 * counters, and the repair that sets every counter from its rows (`npm run recount`, migration `0019_recount`).
 * Last in the registry: it seeds after every module whose rows it counts.
 */
export const countersModule: ServerModule = {
  name: 'counters',
  dependsOn: ['content', 'identity'],
  migrations: [{ name: '0019_recount', migration: migration0019Recount }],
  seed: seedCounters,
  // No routes: the counters are answered by the modules that own them.
  register: () => Promise.resolve(),
};
