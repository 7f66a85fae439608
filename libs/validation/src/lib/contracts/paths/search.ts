import type { RouteTable } from '../route-spec.js';

/** The site search (`ee/search`). */
export const searchPaths = {
  search: { method: 'GET', path: '/api/ee/search', operationId: 'search' },
} as const satisfies RouteTable;
