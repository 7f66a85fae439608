import type { RouteTable } from '../route-spec.js';

/**
 * Behaviours on a post (`/web/user/behaviour/…`). `cancel/like/{id}` and `cancel/collection/{id}` take the like or
 * collection id, or the post's id. 屏蔽此条 hides a post from the member's own lists.
 */
export const interactionPaths = {
  like: { method: 'POST', path: '/web/user/behaviour/like/{contentId}', operationId: 'like' },
  collect: { method: 'POST', path: '/web/user/behaviour/collect/{contentId}', operationId: 'collect' },
  forward: { method: 'POST', path: '/web/user/behaviour/forward/{contentId}', operationId: 'forward' },
  cancelLike: { method: 'POST', path: '/web/user/behaviour/cancel/like/{id}', operationId: 'cancelLike' },
  cancelCollection: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/collection/{id}',
    operationId: 'cancelCollection',
  },
  shield: { method: 'POST', path: '/web/user/behaviour/shield/{contentId}', operationId: 'shield', empty: true },
  cancelShield: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/shield/{contentId}',
    operationId: 'cancelShield',
    empty: true,
  },
} as const satisfies RouteTable;
