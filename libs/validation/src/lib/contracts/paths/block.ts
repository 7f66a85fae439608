import type { RouteTable } from '../route-spec.js';

/** The member's block list (from a homepage or a conversation). */
export const blockPaths = {
  list: { method: 'GET', path: '/web/user/block/list', operationId: 'listBlocks' },
  state: { method: 'GET', path: '/web/user/block/state/{userId}', operationId: 'blockState' },
  block: { method: 'POST', path: '/web/user/block/{userId}', operationId: 'blockUser' },
  unblock: { method: 'POST', path: '/web/user/unblock/{userId}', operationId: 'unblockUser' },
} as const satisfies RouteTable;
