import { PAGE_SIZE, type CircleRecord, type PagedList } from '@yiying/models';
import type { CircleCreateBody, CircleListQuery, CircleUpdateBody } from '../circle.schema.js';
import { route, type RouteTable } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/** Routes of the circle resource: public reads, a member's own circles, and the admin's management. */
export const circlePaths = {
  list: route<{ query: CircleListQuery; response: PagedList<CircleRecord> }>()({
    method: 'GET',
    path: '/api/circle/list',
    operationId: 'listCircle',
    summary: '圈子列表',
    description:
      '启用的圈子（enabled 传 0 时为空列表），starFlag=yes 为推荐圈子；默认按位置、成员数排序。含成员数与帖子数；登录后每项带 subscribed（是否已加入）。',
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: CircleRecord }>()({
    method: 'GET',
    path: '/api/circle/detail/{id}',
    operationId: 'circleDetail',
    summary: '圈子详情',
    description: '停用的圈子按不存在处理。',
    params: { id: '圈子 ID' },
    access: 'optional',
  }),
  create: route<{ body: CircleCreateBody; response: CircleRecord }>()({
    method: 'POST',
    path: '/web/circle/create',
    operationId: 'createCircle',
    summary: '创建圈子',
    description:
      '会员创建的圈子默认启用、非推荐，创建者自动加入；名称不可重复（409）。enabled、starFlag、sort 仅管理员可设。',
    access: 'member',
  }),
  update: route<{ body: CircleUpdateBody; response: CircleRecord }>()({
    method: 'POST',
    path: '/web/circle/update/{id}',
    operationId: 'updateCircle',
    summary: '修改圈子',
    description: '创建者或管理员；只改传入的字段。非管理员修改 enabled、starFlag、sort 时 403。',
    params: { id: '圈子 ID' },
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/circle/delete/{id}',
    operationId: 'deleteCircle',
    summary: '删除圈子',
    description: '创建者或管理员；成员关系一并删除，圈内帖子保留（不再属于任何圈子）。',
    params: { id: '圈子 ID' },
    access: 'member',
    empty: true,
  }),
  mngList: route<{ query: CircleListQuery; response: PagedList<CircleRecord> }>()({
    method: 'GET',
    path: '/mng/circle/list',
    operationId: 'mngListCircle',
    summary: '全部圈子',
    description: `含停用的圈子，可按 enabled 筛选。${ADMIN_ONLY}`,
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  mngDetail: route<{ response: CircleRecord }>()({
    method: 'GET',
    path: '/mng/circle/detail/{id}',
    operationId: 'mngCircleDetail',
    summary: '圈子详情（管理）',
    description: ADMIN_ONLY,
    params: { id: '圈子 ID' },
    access: 'admin',
  }),
  mngCreate: route<{ body: CircleCreateBody; response: CircleRecord }>()({
    method: 'POST',
    path: '/mng/circle/create',
    operationId: 'mngCreateCircle',
    summary: '新增圈子（管理）',
    description: `enabled、starFlag、sort 按传入值。${ADMIN_ONLY}`,
    access: 'admin',
  }),
  mngUpdate: route<{ body: CircleUpdateBody; response: CircleRecord }>()({
    method: 'POST',
    path: '/mng/circle/update/{id}',
    operationId: 'mngUpdateCircle',
    summary: '修改圈子（管理）',
    description: `只改传入的字段；停用后圈子与其帖子列表不再公开。${ADMIN_ONLY}`,
    params: { id: '圈子 ID' },
    access: 'admin',
  }),
  mngDelete: route()({
    method: 'POST',
    path: '/mng/circle/delete/{id}',
    operationId: 'mngDeleteCircle',
    summary: '删除圈子（管理）',
    description: ADMIN_ONLY,
    params: { id: '圈子 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
