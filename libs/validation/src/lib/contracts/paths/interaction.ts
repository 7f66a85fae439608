import type { BehaviourState, ContentRecord } from '@yiying/models';
import type { ForwardBody } from '../interaction.schema.js';
import { route, type RouteTable } from '../route-spec.js';

const MARK_NOTE = '同一内容只计一次（重复调用不再增加计数）；计数由记录重新统计。作者会收到通知。';
const UNMARK_NOTE = '`id` 为点赞（收藏）记录 ID 或内容 ID；本来就没有时不做改变。';

/**
 * Behaviours on a post (`/web/user/behaviour/…`). `cancel/like/{id}` and `cancel/collection/{id}` take the like or
 * collection id, or the post's id. 屏蔽此条 hides a post from the member's own lists.
 */
export const interactionPaths = {
  like: route<{ response: BehaviourState }>()({
    method: 'POST',
    path: '/web/user/behaviour/like/{contentId}',
    operationId: 'like',
    summary: '点赞',
    description: MARK_NOTE,
    params: { contentId: '内容 ID' },
    access: 'member',
  }),
  collect: route<{ response: BehaviourState }>()({
    method: 'POST',
    path: '/web/user/behaviour/collect/{contentId}',
    operationId: 'collect',
    summary: '收藏',
    description: MARK_NOTE,
    params: { contentId: '内容 ID' },
    access: 'member',
  }),
  cancelLike: route<{ response: BehaviourState }>()({
    method: 'POST',
    path: '/web/user/behaviour/cancel/like/{id}',
    operationId: 'cancelLike',
    summary: '取消点赞',
    description: UNMARK_NOTE,
    params: { id: '记录 ID 或内容 ID' },
    access: 'member',
  }),
  cancelCollection: route<{ response: BehaviourState }>()({
    method: 'POST',
    path: '/web/user/behaviour/cancel/collection/{id}',
    operationId: 'cancelCollection',
    summary: '取消收藏',
    description: UNMARK_NOTE,
    params: { id: '记录 ID 或内容 ID' },
    access: 'member',
  }),
  forward: route<{ body: ForwardBody; response: ContentRecord }>()({
    method: 'POST',
    path: '/web/user/behaviour/forward/{contentId}',
    operationId: 'forward',
    summary: '转发',
    description:
      '以 forwardedText 为标题发布一条转发（parentId 为来源，answer 的 parent 带来源的计数）。转发不复制来源的任何文件，可见范围取来源的范围，来源对读者不可见时 parent 为 null（原作品已不可见）。来源的转发数按转发行重新计数；转发一条转发即转发其来源（来源不可见时 400 原作品已不可见，无法转发）；同一成员转发同一作品只通知作者一次；每人每分钟 10 次、每天 100 次，超出时 429 并带 Retry-After。',
    params: { contentId: '来源内容 ID' },
    access: 'member',
  }),
  shield: route()({
    method: 'POST',
    path: '/web/user/behaviour/shield/{contentId}',
    operationId: 'shield',
    summary: '屏蔽此条',
    description: '此后本人的各内容列表、热门、关注与搜索不再出现这条内容。',
    params: { contentId: '内容 ID' },
    access: 'member',
    empty: true,
  }),
  cancelShield: route()({
    method: 'POST',
    path: '/web/user/behaviour/cancel/shield/{contentId}',
    operationId: 'cancelShield',
    summary: '取消屏蔽',
    params: { contentId: '内容 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
