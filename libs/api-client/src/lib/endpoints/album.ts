import { PAGE_SIZE, type AccessScope, type Album, type AlbumImage, type PagedList } from '@yiying/models';
import {
  albumImagePaths,
  albumPaths,
  type AlbumImageListQuery,
  type AlbumListQuery,
  type PersonalAlbumQuery,
} from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Query of someone's albums (`userId`), 16 per page. */
export type AlbumListParams = Partial<AlbumListQuery>;
/** Query of my albums, 10 per page. */
export type PersonalAlbumParams = Partial<PersonalAlbumQuery>;
/** Query of an album's images (`albumId` needed), 10 per page. */
export type AlbumImageListParams = Partial<AlbumImageListQuery> & Pick<AlbumImageListQuery, 'albumId'>;

/** A new album: a title (at most 32 characters), optionally a description and who may see it. */
export interface AlbumCreateRequest {
  title: string;
  description?: string;
  accessScope?: AccessScope;
}

/**
 * A new album image: the image of a post I may see (`contentId`; `url` picks one of its pictures, else its
 * cover), or one of my own uploads (`url`).
 */
export interface AlbumImageCreateRequest {
  albumId: string;
  contentId?: string;
  url?: string;
  title?: string;
}

export interface AlbumApi {
  /** `GET /api/album/list` (public albums of `userId`). */
  list(params?: AlbumListParams): Promise<PagedList<Album>>;
  /** `GET /web/album/personalList`: the signed-in member's albums. */
  personalList(params?: PersonalAlbumParams): Promise<PagedList<Album>>;
  detail(id: string): Promise<Album>;
  create(body: AlbumCreateRequest): Promise<Album>;
  /** Renames an album or changes its description or scope. */
  update(id: string, body: Partial<AlbumCreateRequest>): Promise<Album>;
  /** Deletes an album with its images. */
  delete(id: string): Promise<void>;
}

export interface AlbumImageApi {
  /** `GET /api/albumImage/list`. */
  list(params: AlbumImageListParams): Promise<PagedList<AlbumImage>>;
  detail(id: string): Promise<AlbumImage>;
  create(body: AlbumImageCreateRequest): Promise<AlbumImage>;
  /** Changes the title or the enabled flag, or moves the image to another of my albums. */
  update(id: string, body: { title?: string; enabled?: 0 | 1; albumId?: string }): Promise<AlbumImage>;
  delete(id: string): Promise<void>;
}

export function createAlbumApi(client: Pick<Transport, 'get' | 'post' | 'list'>): AlbumApi {
  return {
    list: (params = {}) =>
      client.list<Album>(albumPaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.album }),
    personalList: (params = {}) =>
      client.list<Album>(
        albumPaths.personalList.path,
        { ...params },
        { pageNum: 1, pageSize: PAGE_SIZE.personalAlbum },
      ),
    detail: (id) => client.get<Album>(fillPath(albumPaths.detail.path, { id })),
    create: (body) => client.post<Album>(albumPaths.create.path, body),
    update: (id, body) => client.post<Album>(fillPath(albumPaths.update.path, { id }), body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(albumPaths.delete.path, { id }));
    },
  };
}

export function createAlbumImageApi(client: Pick<Transport, 'get' | 'post' | 'list'>): AlbumImageApi {
  return {
    list: (params) =>
      client.list<AlbumImage>(albumImagePaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.albumImage }),
    detail: (id) => client.get<AlbumImage>(fillPath(albumImagePaths.detail.path, { id })),
    create: (body) => client.post<AlbumImage>(albumImagePaths.create.path, body),
    update: (id, body) => client.post<AlbumImage>(fillPath(albumImagePaths.update.path, { id }), body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(albumImagePaths.delete.path, { id }));
    },
  };
}
