import type { FastifyInstance } from 'fastify';
import {
  albumContract,
  albumImageContract,
  emptySchema,
  type AlbumCreateBody,
  type AlbumImageCreateBody,
  type AlbumImageListQuery,
  type AlbumImageUpdateBody,
  type AlbumListQuery,
  type AlbumUpdateBody,
  type PersonalAlbumQuery,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import {
  albumImageDetail,
  createAlbumImage,
  deleteAlbumImage,
  listAlbumImages,
  updateAlbumImage,
} from './album-image.service.js';
import {
  albumDetail,
  createAlbum,
  deleteAlbum,
  listAlbums,
  listOwnAlbums,
  updateAlbum,
  type AlbumDeps,
} from './album.service.js';

export interface AlbumRoutesOptions extends AlbumDeps {
  auth: Auth;
}

/** Albums (`/api/album`, `/web/album`) and their images (`/api/albumImage`, `/web/albumImage`). */
export async function albumRoutes(app: FastifyInstance, options: AlbumRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const albums = albumContract.paths;
  const images = albumImageContract.paths;
  const album = albumContract.record;
  const image = albumImageContract.record;
  const tags = ['album'];

  contractRoute<{ Querystring: AlbumListQuery }>(
    app,
    albums.list,
    {
      tags,
      summary: '相册列表',
      description: `某用户（userId）的相册，每页默认 ${albumContract.pageSize} 条；私密相册只有本人能看到。`,
      query: albumContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(album), '相册分页', [400]),
    },
    async (request) => ok(await listAlbums(db, request.viewer, request.query)),
  );
  contractRoute<{ Querystring: PersonalAlbumQuery }>(
    app,
    albums.personalList,
    {
      tags,
      summary: '我的相册',
      query: albumContract.personalListQuery,
      auth: auth.member,
      response: envelopeResponses(pagedListSchema(album), '相册分页', [400, 401]),
    },
    async (request) => ok(await listOwnAlbums(db, request.viewer, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    albums.detail,
    {
      tags,
      summary: '相册详情',
      params: { id: '相册 ID' },
      auth: auth.optional,
      response: envelopeResponses(album, '相册', [400, 404]),
    },
    async (request) => ok(await albumDetail(db, request.viewer, request.params.id)),
  );
  contractRoute<{ Body: AlbumCreateBody }>(
    app,
    albums.create,
    {
      tags,
      summary: '新建相册',
      body: albumContract.bodies.create,
      auth: auth.member,
      response: envelopeResponses(album, '相册', [400, 401]),
    },
    async (request) => ok(await createAlbum(options, request.viewer, request.body)),
  );
  contractRoute<{ Params: { id: string }; Body: AlbumUpdateBody }>(
    app,
    albums.update,
    {
      tags,
      summary: '修改相册',
      description: '只改传入的字段；仅相册所有者。',
      params: { id: '相册 ID' },
      body: albumContract.bodies.update,
      auth: auth.member,
      response: envelopeResponses(album, '相册', [400, 401, 403, 404]),
    },
    async (request) => ok(await updateAlbum(options, request.viewer, request.params.id, request.body)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    albums.delete,
    {
      tags,
      summary: '删除相册',
      description: '相册与其中的图片记录一并删除（原图不受影响）；仅相册所有者。',
      params: { id: '相册 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await deleteAlbum(options, request.viewer, request.params.id);
      return ok({});
    },
  );

  contractRoute<{ Querystring: AlbumImageListQuery }>(
    app,
    images.list,
    {
      tags,
      summary: '相册图片列表',
      description: `每页默认 ${albumImageContract.pageSize} 条，最新加入在前；来自内容的图片只在该内容可见时列出。`,
      query: albumImageContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(image), '图片分页', [400, 404]),
    },
    async (request) => ok(await listAlbumImages(db, request.viewer, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    images.detail,
    {
      tags,
      summary: '相册图片详情',
      params: { id: '图片 ID' },
      auth: auth.optional,
      response: envelopeResponses(image, '图片', [400, 404]),
    },
    async (request) => ok(await albumImageDetail(db, request.viewer, request.params.id)),
  );
  contractRoute<{ Body: AlbumImageCreateBody }>(
    app,
    images.create,
    {
      tags,
      summary: '加入相册',
      description:
        '把可见内容的图片（contentId，url 不填为封面）或本人上传的图片（url）加入本人的相册；同一张图片在同一相册只保留一份。',
      body: albumImageContract.bodies.create,
      auth: auth.member,
      response: envelopeResponses(image, '图片', [400, 401, 403, 404]),
    },
    async (request) => ok(await createAlbumImage(options, request.viewer, request.body)),
  );
  contractRoute<{ Params: { id: string }; Body: AlbumImageUpdateBody }>(
    app,
    images.update,
    {
      tags,
      summary: '修改相册图片',
      description: '标题、启用状态，或移到本人的另一个相册。',
      params: { id: '图片 ID' },
      body: albumImageContract.bodies.update,
      auth: auth.member,
      response: envelopeResponses(image, '图片', [400, 401, 403, 404, 409]),
    },
    async (request) => ok(await updateAlbumImage(options, request.viewer, request.params.id, request.body)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    images.delete,
    {
      tags,
      summary: '移出相册',
      params: { id: '图片 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已移出', [400, 401, 403, 404]),
    },
    async (request) => {
      await deleteAlbumImage(options, request.viewer, request.params.id);
      return ok({});
    },
  );
}
