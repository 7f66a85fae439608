import { PAGE_SIZE, type Album, type PagedList } from '@yiying/models';
import type { AlbumCreateBody, AlbumListQuery, AlbumUpdateBody, PersonalAlbumQuery } from '../album.schema.js';
import { route, type RouteTable, type WithDefaults } from '../route-spec.js';

/** Routes of the album resource. */
export const albumPaths = {
  list: route<{ query: AlbumListQuery; response: PagedList<Album> }>()({
    method: 'GET',
    path: '/api/album/list',
    operationId: 'listAlbum',
    summary: '相册列表',
    description: `某用户（userId）的相册，每页默认 ${PAGE_SIZE.album} 条；私密相册只有本人能看到。`,
    access: 'optional',
    pageSize: PAGE_SIZE.album,
  }),
  personalList: route<{ query: PersonalAlbumQuery; response: PagedList<Album> }>()({
    method: 'GET',
    path: '/web/album/personalList',
    operationId: 'personalAlbum',
    summary: '我的相册',
    access: 'member',
    pageSize: PAGE_SIZE.personalAlbum,
  }),
  detail: route<{ response: Album }>()({
    method: 'GET',
    path: '/api/album/detail/{id}',
    operationId: 'albumDetail',
    summary: '相册详情',
    params: { id: '相册 ID' },
    access: 'optional',
  }),
  create: route<{
    body: AlbumCreateBody;
    input: WithDefaults<AlbumCreateBody, 'accessScope'>;
    response: Album;
  }>()({
    method: 'POST',
    path: '/web/album/create',
    operationId: 'createAlbum',
    summary: '新建相册',
    access: 'member',
  }),
  update: route<{ body: AlbumUpdateBody; response: Album }>()({
    method: 'POST',
    path: '/web/album/update/{id}',
    operationId: 'updateAlbum',
    summary: '修改相册',
    description: '只改传入的字段；仅相册所有者。',
    params: { id: '相册 ID' },
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/album/delete/{id}',
    operationId: 'deleteAlbum',
    summary: '删除相册',
    description: '相册与其中的图片记录一并删除（原图不受影响）；仅相册所有者。',
    params: { id: '相册 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
