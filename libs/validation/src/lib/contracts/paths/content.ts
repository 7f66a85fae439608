import { HOT_NUM_DEFAULT, MAX_PAGE_SIZE, PAGE_SIZE, type ContentRecord, type PagedList } from '@yiying/models';
import type {
  AttentionListQuery,
  ContentCreateBody,
  ContentListQuery,
  ContentUpdateBody,
  HotListQuery,
  PersonalContentQuery,
  SideListQuery,
} from '../content.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Who sees which posts, as every list and the detail describe it. */
const SCOPE_NOTE =
  '可见范围：未登录只见已发布的公开内容；登录后另见自己的全部内容、已关注作者的粉丝可见内容、互相关注作者的互关可见内容；管理员可见除他人草稿外的全部内容。';

/** Routes of the content resource. */
export const contentPaths = {
  list: route<{ query: ContentListQuery; response: PagedList<ContentRecord> }>()({
    method: 'GET',
    path: '/api/content/list',
    operationId: 'listContent',
    summary: '内容列表',
    description: `作者信息已关联。${SCOPE_NOTE}默认排序：置顶优先，其次 sort 降序，再按创建时间降序；每页默认 ${PAGE_SIZE.content} 条，最多 ${MAX_PAGE_SIZE} 条。`,
    access: 'optional',
    pageSize: PAGE_SIZE.content,
  }),
  detail: route<{ response: ContentRecord }>()({
    method: 'GET',
    path: '/api/content/detail/{id}',
    operationId: 'contentDetail',
    summary: '内容详情',
    description: `正文、文件（media）与转发来源。${SCOPE_NOTE}看不到的内容按不存在处理。拍摄参数仅在作者允许时返回（作者本人总能看到）。`,
    params: { id: '内容 ID' },
    access: 'optional',
  }),
  hotList: route<{ query: HotListQuery; response: PagedList<ContentRecord> }>()({
    method: 'GET',
    path: '/api/content/hotList',
    operationId: 'hotContent',
    summary: '热门内容',
    description: `按热度排序的已发布内容。热度 = 10000·log10(1 + 点赞 + 2·评论 + 3·转发 + 2·收藏 + 浏览/20) ÷ (发布小时数 + 2)^1.8，互动时即时更新，并每 10 分钟按时间衰减重算。每页默认 hotNum（${HOT_NUM_DEFAULT}）条；\`cursor\` 续接上一页（无限滚动）。${SCOPE_NOTE}`,
    access: 'optional',
    pageSize: HOT_NUM_DEFAULT,
  }),
  attentionList: route<{ query: AttentionListQuery; response: PagedList<ContentRecord> }>()({
    method: 'GET',
    path: '/web/content/attentionList',
    operationId: 'attentionContent',
    summary: '关注的人的内容',
    description: `我关注的用户发布的内容，最新在前，每页默认 ${PAGE_SIZE.content} 条；\`cursor\` 续接上一页。${SCOPE_NOTE}`,
    access: 'member',
    pageSize: PAGE_SIZE.content,
  }),
  sideList: route<{
    query: SideListQuery;
    input: Partial<SideListQuery> & Pick<SideListQuery, 'contentId'>;
    response: PagedList<ContentRecord>;
  }>()({
    method: 'GET',
    path: '/api/content/sideList',
    operationId: 'sideContent',
    summary: '相关内容',
    description: `与 contentId 同一作者或同一圈子的其他已发布内容，最新在前，每页默认 ${PAGE_SIZE.sideContent} 条。${SCOPE_NOTE}`,
    access: 'optional',
    pageSize: PAGE_SIZE.sideContent,
  }),
  personalList: route<{ query: PersonalContentQuery; response: PagedList<ContentRecord> }>()({
    method: 'GET',
    path: '/web/content/personalList',
    operationId: 'personalContent',
    summary: '我的作品',
    description: `本人的全部内容（草稿、已发布、已隐藏），可按类型和状态筛选，每页默认 ${PAGE_SIZE.content} 条。`,
    access: 'member',
    pageSize: PAGE_SIZE.content,
  }),
  create: route<{
    body: ContentCreateBody;
    input: Partial<ContentCreateBody> & Pick<ContentCreateBody, 'type'>;
    response: ContentRecord;
  }>()({
    method: 'POST',
    path: '/web/content/create',
    operationId: 'createContent',
    summary: '发布内容',
    description:
      '`state: create` 存草稿（可不完整），`publish` 发布。`mediaIds` 为本人上传的文件（按顺序）；标题中的 `#话题#` 自动创建或关联话题；文章 HTML 保存时按白名单清理。',
    access: 'member',
  }),
  update: route<{ body: ContentUpdateBody; input: Partial<ContentUpdateBody>; response: ContentRecord }>()({
    method: 'POST',
    path: '/web/content/update/{id}',
    operationId: 'updateContent',
    summary: '修改内容',
    description:
      '只改传入的字段；修改后的内容须仍然完整（已发布的内容）。仅作者可改；管理员可隐藏（down）或重新开放任何内容。',
    params: { id: '内容 ID' },
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/content/delete/{id}',
    operationId: 'deleteContent',
    summary: '删除内容',
    description: '删除内容、话题关联，以及不再被其他内容使用的文件。仅作者或管理员。',
    params: { id: '内容 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
