import type { RouteTable } from '../route-spec.js';

/** The signed-in member's muted words (屏蔽词): hidden or folded in their feeds, search results and comments. */
export const mutePaths = {
  list: { method: 'GET', path: '/web/user/mute/list', operationId: 'listMutes' },
  create: { method: 'POST', path: '/web/user/mute/create', operationId: 'createMute' },
  delete: { method: 'POST', path: '/web/user/mute/delete/{id}', operationId: 'deleteMute', empty: true },
} as const satisfies RouteTable;
