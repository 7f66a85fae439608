import { HOT_NUM_DEFAULT, PAGE_SIZE, type ContentRecord, type PagedList } from '@yiying/models';
import {
  contentPaths,
  type ContentListQuery,
  type PersonalContentQuery,
  type ContentCreateBody,
  type ContentUpdateBody,
} from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Query of the content list as the caller gives it: every field optional. */
export type ContentListParams = Partial<ContentListQuery>;

/** Query of the hot list: by hot rank, `hotNum` (default 10) per page unless `pageSize` says otherwise. */
export type HotListParams = Partial<Pick<ContentListQuery, 'pageNum' | 'pageSize' | 'type' | 'cursor'>> & {
  hotNum?: number;
  /** Only this author's posts. */
  userId?: string;
};

/** Query of the posts of the members I follow, newest first. */
export type AttentionListParams = Partial<Pick<ContentListQuery, 'pageNum' | 'pageSize' | 'type' | 'cursor'>>;

/** Query of the side list of a post: more from the same author or circle (12). */
export type SideListParams = Partial<Pick<ContentListQuery, 'pageNum' | 'pageSize'>> & { contentId: string };

/** Query of the member's own posts (`state` create = 草稿, publish = 已发布). */
export type PersonalContentParams = Partial<PersonalContentQuery>;

/**
 * Body of a new post as the caller gives it: `type` is needed, the rest takes the contract's defaults
 * (a draft, `state: 'create'`, may be incomplete).
 */
export type ContentCreateRequest = Partial<ContentCreateBody> & Pick<ContentCreateBody, 'type'>;

/** Changes to a post: any publishing field but the type. */
export type ContentUpdateRequest = Partial<ContentUpdateBody>;

export interface ContentApi {
  /** `GET /api/content/list` (public), 9 per page unless `pageSize` says otherwise. */
  list(params?: ContentListParams): Promise<PagedList<ContentRecord>>;
  /**
   * `GET /api/content/hotList`: posts by hot rank (likes, comments, forwards, collections and views, decaying with
   * age). Give the answer's `nextCursor` as `cursor` to continue an infinite scroll.
   */
  hotList(params?: HotListParams): Promise<PagedList<ContentRecord>>;
  /** `GET /web/content/attentionList`: posts of the members the signed-in member follows, newest first. */
  attentionList(params?: AttentionListParams): Promise<PagedList<ContentRecord>>;
  /** `GET /api/content/sideList`: more from the same author or circle as `contentId`. */
  sideList(params: SideListParams): Promise<PagedList<ContentRecord>>;
  /** `GET /api/content/detail/{id}`: one post with its `media`; 404 when it is missing or not visible to the caller. */
  detail(id: string): Promise<ContentRecord>;
  /** `GET /web/content/personalList`: the signed-in member's own posts, drafts and hidden ones included. */
  personalList(params?: PersonalContentParams): Promise<PagedList<ContentRecord>>;
  /** `POST /web/content/create`: a draft (`state: 'create'`) or a published post. */
  create(body: ContentCreateRequest): Promise<ContentRecord>;
  /** `POST /web/content/update/{id}`: changes fields of one of the member's posts (publishing a draft, too). */
  update(id: string, body: ContentUpdateRequest): Promise<ContentRecord>;
  /** `POST /web/content/delete/{id}`. */
  delete(id: string): Promise<void>;
}

export function createContentApi(client: Pick<Transport, 'list' | 'get' | 'post'>): ContentApi {
  const page = { pageNum: 1, pageSize: PAGE_SIZE.content };
  return {
    list: (params = {}) => client.list<ContentRecord>(contentPaths.list.path, { ...params }, page),
    hotList: (params = {}) =>
      client.list<ContentRecord>(
        contentPaths.hotList.path,
        { ...params },
        { pageNum: 1, pageSize: params.pageSize ?? params.hotNum ?? HOT_NUM_DEFAULT },
      ),
    attentionList: (params = {}) => client.list<ContentRecord>(contentPaths.attentionList.path, { ...params }, page),
    sideList: (params) =>
      client.list<ContentRecord>(
        contentPaths.sideList.path,
        { ...params },
        { pageNum: 1, pageSize: PAGE_SIZE.sideContent },
      ),
    detail: (id) => client.get<ContentRecord>(fillPath(contentPaths.detail.path, { id })),
    personalList: (params = {}) => client.list<ContentRecord>(contentPaths.personalList.path, { ...params }, page),
    create: (body) => client.post<ContentRecord>(contentPaths.create.path, body),
    update: (id, body) => client.post<ContentRecord>(fillPath(contentPaths.update.path, { id }), body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(contentPaths.delete.path, { id }));
    },
  };
}
