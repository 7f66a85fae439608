import { PAGE_SIZE, type Fans, type PagedList } from '@yiying/models';
import type { FansListQuery, PersonalFansQuery } from '../fans.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of the fans resource (follow relations). */
export const fansPaths = {
  list: route<{ query: FansListQuery; response: PagedList<Fans> }>()({
    method: 'GET',
    path: '/api/fans/list',
    operationId: 'listFans',
    summary: '关注关系列表',
    description: `\`userId\`：某用户的粉丝；\`fansId\`：某用户关注的人。每页默认 ${PAGE_SIZE.default} 条。`,
    pageSize: PAGE_SIZE.default,
  }),
  personalList: route<{ query: PersonalFansQuery; response: PagedList<Fans> }>()({
    method: 'GET',
    path: '/web/fans/personalList',
    operationId: 'personalFans',
    summary: '我的粉丝或我的关注',
    access: 'member',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: Fans }>()({
    method: 'GET',
    path: '/web/fans/detail/{id}',
    operationId: 'fansDetail',
    summary: '关注关系详情',
    params: { id: '关注关系 ID' },
    access: 'member',
  }),
  create: route<{ body: { userId: string }; response: Fans }>()({
    method: 'POST',
    path: '/web/fans/create',
    operationId: 'createFans',
    summary: '关注某用户',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/fans/delete/{id}',
    operationId: 'deleteFans',
    summary: '取消关注（按关系 ID）',
    description: '只能删除自己发起的关注。',
    params: { id: '关注关系 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
