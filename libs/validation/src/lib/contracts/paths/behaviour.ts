import type { AttentionState } from '@yiying/models';
import { route, type RouteTable } from '../route-spec.js';

/** Follow behaviours (`/web/user/behaviour/…`). */
export const behaviourPaths = {
  attention: route<{ response: AttentionState }>()({
    method: 'POST',
    path: '/web/user/behaviour/attention/{attentionUserId}',
    operationId: 'attention',
    summary: '加关注',
    params: { attentionUserId: '要关注的用户 ID' },
    access: 'member',
  }),
  cancelAttention: route<{ response: AttentionState }>()({
    method: 'POST',
    path: '/web/user/behaviour/cancel/attention/{attentionUserId}',
    operationId: 'cancelAttention',
    summary: '取消关注',
    params: { attentionUserId: '要取消关注的用户 ID' },
    access: 'member',
  }),
} as const satisfies RouteTable;
