import { PAGE_SIZE, type AlbumImage, type PagedList } from '@yiying/models';
import type { AlbumImageCreateBody, AlbumImageListQuery, AlbumImageUpdateBody } from '../album.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of the album image resource. */
export const albumImagePaths = {
  list: route<{
    query: AlbumImageListQuery;
    input: Partial<AlbumImageListQuery> & Pick<AlbumImageListQuery, 'albumId'>;
    response: PagedList<AlbumImage>;
  }>()({
    method: 'GET',
    path: '/api/albumImage/list',
    operationId: 'listAlbumImage',
    summary: '相册图片列表',
    description: `每页默认 ${PAGE_SIZE.albumImage} 条，最新加入在前；来自内容的图片只在该内容可见时列出。`,
    access: 'optional',
    pageSize: PAGE_SIZE.albumImage,
  }),
  detail: route<{ response: AlbumImage }>()({
    method: 'GET',
    path: '/api/albumImage/detail/{id}',
    operationId: 'albumImageDetail',
    summary: '相册图片详情',
    params: { id: '图片 ID' },
    access: 'optional',
  }),
  create: route<{ body: AlbumImageCreateBody; response: AlbumImage }>()({
    method: 'POST',
    path: '/web/albumImage/create',
    operationId: 'createAlbumImage',
    summary: '加入相册',
    description:
      '把可见内容的图片（contentId，url 不填为封面）或本人上传的图片（url）加入本人的相册；同一张图片在同一相册只保留一份。',
    access: 'member',
  }),
  update: route<{ body: AlbumImageUpdateBody; response: AlbumImage }>()({
    method: 'POST',
    path: '/web/albumImage/update/{id}',
    operationId: 'updateAlbumImage',
    summary: '修改相册图片',
    description: '标题、启用状态，或移到本人的另一个相册。',
    params: { id: '图片 ID' },
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/albumImage/delete/{id}',
    operationId: 'deleteAlbumImage',
    summary: '移出相册',
    params: { id: '图片 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
