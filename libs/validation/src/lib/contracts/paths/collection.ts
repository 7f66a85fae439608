import { PAGE_SIZE, type Collection, type PagedList } from '@yiying/models';
import type {
  InteractionCreateBody,
  InteractionListQuery,
  InteractionUpdateBody,
  PersonalInteractionQuery,
} from '../interaction.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of the collection resource (收藏). */
export const collectionPaths = {
  list: route<{ query: InteractionListQuery; response: PagedList<Collection> }>()({
    method: 'GET',
    path: '/api/collection/list',
    operationId: 'listCollection',
    summary: '收藏列表',
    description:
      '某用户的收藏（userId）或某内容的收藏（contentId），可按内容类型筛选，最新在前。只含当前用户可见的内容（可见范围规则同内容列表）。',
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
  personalList: route<{ query: PersonalInteractionQuery; response: PagedList<Collection> }>()({
    method: 'GET',
    path: '/web/collection/personalList',
    operationId: 'personalCollection',
    summary: '我的收藏',
    access: 'member',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: Collection }>()({
    method: 'GET',
    path: '/web/collection/detail/{id}',
    operationId: 'collectionDetail',
    summary: '收藏详情',
    description: '只能查看本人的记录。',
    params: { id: '收藏记录 ID' },
    access: 'member',
  }),
  create: route<{ body: InteractionCreateBody; response: Collection }>()({
    method: 'POST',
    path: '/web/collection/create',
    operationId: 'createCollection',
    summary: '新增收藏',
    description: '与 behaviour/collect 相同，答复为记录本身。',
    access: 'member',
  }),
  update: route<{ body: InteractionUpdateBody; response: Collection }>()({
    method: 'POST',
    path: '/web/collection/update/{id}',
    operationId: 'updateCollection',
    summary: '修改收藏备注',
    params: { id: '收藏记录 ID' },
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/collection/delete/{id}',
    operationId: 'deleteCollection',
    summary: '删除收藏',
    params: { id: '收藏记录 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
