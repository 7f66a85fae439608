import type { Mute } from '@yiying/models';
import type { MuteCreateBody } from '../mute.schema.js';
import { route, type RouteTable, type WithDefaults } from '../route-spec.js';

/** The signed-in member's muted words (屏蔽词): hidden or folded in their feeds, search results and comments. */
export const mutePaths = {
  list: route<{ response: Mute[] }>()({
    method: 'GET',
    path: '/web/user/mute/list',
    operationId: 'listMutes',
    summary: '我的屏蔽词',
    description: '仍在有效期内的屏蔽词，最新的在前。',
    access: 'member',
  }),
  create: route<{ body: MuteCreateBody; input: WithDefaults<MuteCreateBody, 'duration'>; response: Mute }>()({
    method: 'POST',
    path: '/web/user/mute/create',
    operationId: 'createMute',
    summary: '添加屏蔽词',
    description:
      '隐藏（hide）：动态、搜索结果和评论中含有该词的内容不再出现（分页和总数随之变化）；折叠（fold）：仍然出现，但标记 folded 与 foldedWord。同一个词再次添加会更新动作和有效期；最多 50 个。',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/user/mute/delete/{id}',
    operationId: 'deleteMute',
    summary: '删除屏蔽词',
    params: { id: '屏蔽词 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
