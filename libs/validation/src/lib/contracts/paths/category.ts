import { PAGE_SIZE, type CategoryRecord, type PagedList } from '@yiying/models';
import type { CategoryCreateBody, CategoryListQuery, CategoryUpdateBody } from '../site/category.schema.js';
import { route, type RouteTable, type WithDefaults } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/** Routes of content categories: published ones for everyone, every one for admins. */
export const categoryPaths = {
  list: route<{ query: CategoryListQuery; response: PagedList<CategoryRecord> }>()({
    method: 'GET',
    path: '/api/category/list',
    operationId: 'listCategory',
    summary: '分类列表',
    description: '已开放的分类，按 sort 升序；state 为其他值时为空列表。',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: CategoryRecord }>()({
    method: 'GET',
    path: '/api/category/detail/{id}',
    operationId: 'categoryDetail',
    summary: '分类详情',
    description: '未开放的分类按不存在处理。',
    params: { id: '分类 ID' },
  }),
  mngList: route<{ query: CategoryListQuery; response: PagedList<CategoryRecord> }>()({
    method: 'GET',
    path: '/mng/category/list',
    operationId: 'mngListCategory',
    summary: '全部分类',
    description: ADMIN_ONLY,
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  mngDetail: route<{ response: CategoryRecord }>()({
    method: 'GET',
    path: '/mng/category/detail/{id}',
    operationId: 'mngCategoryDetail',
    summary: '分类详情（管理）',
    description: ADMIN_ONLY,
    params: { id: '分类 ID' },
    access: 'admin',
  }),
  mngCreate: route<{
    body: CategoryCreateBody;
    input: WithDefaults<CategoryCreateBody, 'sort' | 'state'>;
    response: CategoryRecord;
  }>()({
    method: 'POST',
    path: '/mng/category/create',
    operationId: 'mngCreateCategory',
    summary: '新增分类',
    description: ADMIN_ONLY,
    access: 'admin',
  }),
  mngUpdate: route<{ body: CategoryUpdateBody; response: CategoryRecord }>()({
    method: 'POST',
    path: '/mng/category/update/{id}',
    operationId: 'mngUpdateCategory',
    summary: '修改分类',
    description: `只改传入的字段；parentId 传空字符串即取消上级。${ADMIN_ONLY}`,
    params: { id: '分类 ID' },
    access: 'admin',
  }),
  mngDelete: route()({
    method: 'POST',
    path: '/mng/category/delete/{id}',
    operationId: 'mngDeleteCategory',
    summary: '删除分类',
    description: `其中的内容保留。${ADMIN_ONLY}`,
    params: { id: '分类 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
