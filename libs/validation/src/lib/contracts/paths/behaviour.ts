import type { RouteTable } from '../route-spec.js';

/** Follow behaviours (`/web/user/behaviour/…`). */
export const behaviourPaths = {
  attention: {
    method: 'POST',
    path: '/web/user/behaviour/attention/{attentionUserId}',
    operationId: 'attention',
  },
  cancelAttention: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/attention/{attentionUserId}',
    operationId: 'cancelAttention',
  },
} as const satisfies RouteTable;
