import { PAGE_SIZE, type DictionaryRecord, type PagedList } from '@yiying/models';
import type { DictCreateBody, DictListQuery, DictUpdateBody } from '../site/dict.schema.js';
import { route, type RouteTable, type WithDefaults } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/** Routes of the dictionary (`dict`): enabled entries for everyone, every entry for admins. */
export const dictPaths = {
  list: route<{ query: DictListQuery; response: PagedList<DictionaryRecord> }>()({
    method: 'GET',
    path: '/api/dict/list',
    operationId: 'listDict',
    summary: '字典列表',
    description:
      '启用的字典项（按 label 包含、type、parentId 筛选），按 sort 升序；descriptionData 为解析后的描述，非 JSON 的描述包装为 { value }。',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: DictionaryRecord }>()({
    method: 'GET',
    path: '/api/dict/detail/{id}',
    operationId: 'dictDetail',
    summary: '字典项详情',
    description: '停用的字典项按不存在处理。',
    params: { id: '字典项 ID' },
  }),
  mngList: route<{ query: DictListQuery; response: PagedList<DictionaryRecord> }>()({
    method: 'GET',
    path: '/mng/dict/list',
    operationId: 'mngListDict',
    summary: '全部字典项',
    description: ADMIN_ONLY,
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  mngDetail: route<{ response: DictionaryRecord }>()({
    method: 'GET',
    path: '/mng/dict/detail/{id}',
    operationId: 'mngDictDetail',
    summary: '字典项详情（管理）',
    description: ADMIN_ONLY,
    params: { id: '字典项 ID' },
    access: 'admin',
  }),
  mngCreate: route<{
    body: DictCreateBody;
    input: WithDefaults<DictCreateBody, 'sort' | 'enabled'>;
    response: DictionaryRecord;
  }>()({
    method: 'POST',
    path: '/mng/dict/create',
    operationId: 'mngCreateDict',
    summary: '新增字典项',
    description: ADMIN_ONLY,
    access: 'admin',
  }),
  mngUpdate: route<{ body: DictUpdateBody; response: DictionaryRecord }>()({
    method: 'POST',
    path: '/mng/dict/update/{id}',
    operationId: 'mngUpdateDict',
    summary: '修改字典项',
    description: `只改传入的字段；parentId 传空字符串即取消上级。${ADMIN_ONLY}`,
    params: { id: '字典项 ID' },
    access: 'admin',
  }),
  mngDelete: route()({
    method: 'POST',
    path: '/mng/dict/delete/{id}',
    operationId: 'mngDeleteDict',
    summary: '删除字典项',
    description: `下级字典项保留，改为无上级。${ADMIN_ONLY}`,
    params: { id: '字典项 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
