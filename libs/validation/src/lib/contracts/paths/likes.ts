import { PAGE_SIZE, type Like, type PagedList } from '@yiying/models';
import type {
  InteractionCreateBody,
  InteractionListQuery,
  InteractionUpdateBody,
  PersonalInteractionQuery,
} from '../interaction.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of the likes resource (赞过). */
export const likesPaths = {
  list: route<{ query: InteractionListQuery; response: PagedList<Like> }>()({
    method: 'GET',
    path: '/api/likes/list',
    operationId: 'listLikes',
    summary: '点赞列表',
    description:
      '某用户的点赞（userId）或某内容的点赞（contentId），可按内容类型筛选，最新在前。只含当前用户可见的内容（可见范围规则同内容列表）。',
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
  personalList: route<{ query: PersonalInteractionQuery; response: PagedList<Like> }>()({
    method: 'GET',
    path: '/web/likes/personalList',
    operationId: 'personalLikes',
    summary: '我的点赞',
    access: 'member',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: Like }>()({
    method: 'GET',
    path: '/web/likes/detail/{id}',
    operationId: 'likesDetail',
    summary: '点赞详情',
    description: '只能查看本人的记录。',
    params: { id: '点赞记录 ID' },
    access: 'member',
  }),
  create: route<{ body: InteractionCreateBody; response: Like }>()({
    method: 'POST',
    path: '/web/likes/create',
    operationId: 'createLikes',
    summary: '新增点赞',
    description: '与 behaviour/like 相同，答复为记录本身。',
    access: 'member',
  }),
  update: route<{ body: InteractionUpdateBody; response: Like }>()({
    method: 'POST',
    path: '/web/likes/update/{id}',
    operationId: 'updateLikes',
    summary: '修改点赞备注',
    params: { id: '点赞记录 ID' },
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/likes/delete/{id}',
    operationId: 'deleteLikes',
    summary: '删除点赞',
    params: { id: '点赞记录 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
