import type { FastifyInstance } from 'fastify';
import { albumContract, albumImageContract, emptySchema } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
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
  const album = albumContract.record;
  const image = albumImageContract.record;
  const tags = ['album'];

  implementContract(app, auth, albumContract.paths, {
    list: {
      tags,
      query: albumContract.listQuery,
      response: envelopeResponses(pagedListSchema(album), '相册分页', [400]),
      handler: async (request) => ok(await listAlbums(db, request.viewer, request.query)),
    },
    personalList: {
      tags,
      query: albumContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(album), '相册分页', [400, 401]),
      handler: async (request) => ok(await listOwnAlbums(db, request.viewer, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(album, '相册', [400, 404]),
      handler: async (request) => ok(await albumDetail(db, request.viewer, request.params.id)),
    },
    create: {
      tags,
      body: albumContract.bodies.create,
      response: envelopeResponses(album, '相册', [400, 401]),
      handler: async (request) => ok(await createAlbum(options, request.viewer, request.body)),
    },
    update: {
      tags,
      body: albumContract.bodies.update,
      response: envelopeResponses(album, '相册', [400, 401, 403, 404]),
      handler: async (request) => ok(await updateAlbum(options, request.viewer, request.params.id, request.body)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await deleteAlbum(options, request.viewer, request.params.id);
        return ok({});
      },
    },
  });

  implementContract(app, auth, albumImageContract.paths, {
    list: {
      tags,
      query: albumImageContract.listQuery,
      response: envelopeResponses(pagedListSchema(image), '图片分页', [400, 404]),
      handler: async (request) => ok(await listAlbumImages(db, request.viewer, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(image, '图片', [400, 404]),
      handler: async (request) => ok(await albumImageDetail(db, request.viewer, request.params.id)),
    },
    create: {
      tags,
      body: albumImageContract.bodies.create,
      response: envelopeResponses(image, '图片', [400, 401, 403, 404]),
      handler: async (request) => ok(await createAlbumImage(options, request.viewer, request.body)),
    },
    update: {
      tags,
      body: albumImageContract.bodies.update,
      response: envelopeResponses(image, '图片', [400, 401, 403, 404, 409]),
      handler: async (request) => ok(await updateAlbumImage(options, request.viewer, request.params.id, request.body)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已移出', [400, 401, 403, 404]),
      handler: async (request) => {
        await deleteAlbumImage(options, request.viewer, request.params.id);
        return ok({});
      },
    },
  });
}
