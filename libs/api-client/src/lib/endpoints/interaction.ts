import { PAGE_SIZE, type Collection, type Like, type PagedList } from '@yiying/models';
import {
  collectionPaths,
  likesPaths,
  type InteractionListQuery,
  type PersonalInteractionQuery,
} from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Query of a likes or collection list: whose (`userId`), of which post (`contentId`), the content `type`. */
export type InteractionListParams = Partial<InteractionListQuery>;
/** Query of the member's own likes (赞过) or collections (收藏), by content `type`. */
export type PersonalInteractionParams = Partial<PersonalInteractionQuery>;

/** The likes resource (赞过) or the collection resource (收藏): the same calls over `Like` or `Collection` rows. */
export interface InteractionApi<T> {
  /** `GET /api/<res>/list` (public), 10 per page. */
  list(params?: InteractionListParams): Promise<PagedList<T>>;
  /** `GET /web/<res>/personalList`: the signed-in member's own, newest first. */
  personalList(params?: PersonalInteractionParams): Promise<PagedList<T>>;
  detail(id: string): Promise<T>;
  /** Likes or collects a post (as the behaviour call does), with an optional note. */
  create(body: { contentId: string; remark?: string }): Promise<T>;
  /** Changes the member's note. */
  update(id: string, body: { remark?: string }): Promise<T>;
  delete(id: string): Promise<void>;
}

function createInteractionApi<T>(
  client: Pick<Transport, 'get' | 'post' | 'list'>,
  paths: typeof likesPaths | typeof collectionPaths,
): InteractionApi<T> {
  const page = { pageNum: 1, pageSize: PAGE_SIZE.default };
  return {
    list: (params = {}) => client.list<T>(paths.list.path, { ...params }, page),
    personalList: (params = {}) => client.list<T>(paths.personalList.path, { ...params }, page),
    detail: (id) => client.get<T>(fillPath(paths.detail.path, { id })),
    create: (body) => client.post<T>(paths.create.path, body),
    update: (id, body) => client.post<T>(fillPath(paths.update.path, { id }), body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(paths.delete.path, { id }));
    },
  };
}

/** Calls of the likes resource (`/api/likes`, `/web/likes`). */
export type LikesApi = InteractionApi<Like>;
/** Calls of the collection resource (`/api/collection`, `/web/collection`). */
export type CollectionApi = InteractionApi<Collection>;

export function createLikesApi(client: Pick<Transport, 'get' | 'post' | 'list'>): LikesApi {
  return createInteractionApi<Like>(client, likesPaths);
}

export function createCollectionApi(client: Pick<Transport, 'get' | 'post' | 'list'>): CollectionApi {
  return createInteractionApi<Collection>(client, collectionPaths);
}
