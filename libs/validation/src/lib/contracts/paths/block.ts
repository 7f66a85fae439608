import type { BlockEntry, BlockState } from '@yiying/models';
import { route, type RouteTable } from '../route-spec.js';

/** The member's block list (from a homepage or a conversation). */
export const blockPaths = {
  list: route<{ response: BlockEntry[] }>()({
    method: 'GET',
    path: '/web/user/block/list',
    operationId: 'listBlocks',
    summary: '我屏蔽的人',
    access: 'member',
  }),
  state: route<{ response: BlockState }>()({
    method: 'GET',
    path: '/web/user/block/state/{userId}',
    operationId: 'blockState',
    summary: '是否屏蔽了某人',
    params: { userId: '用户 ID' },
    access: 'member',
  }),
  block: route<{ response: BlockState }>()({
    method: 'POST',
    path: '/web/user/block/{userId}',
    operationId: 'blockUser',
    summary: '屏蔽某人',
    description: '屏蔽后双方不能互发私信，对方的评论对我隐藏。',
    params: { userId: '要屏蔽的用户 ID' },
    access: 'member',
  }),
  unblock: route<{ response: BlockState }>()({
    method: 'POST',
    path: '/web/user/unblock/{userId}',
    operationId: 'unblockUser',
    summary: '解除屏蔽',
    params: { userId: '用户 ID' },
    access: 'member',
  }),
} as const satisfies RouteTable;
