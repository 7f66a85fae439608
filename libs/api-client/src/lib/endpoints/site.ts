// Over 400 lines: the client calls of the seven site resources, a few lines each, built alike.
import {
  CONFIG_LIST_QUERY,
  PAGE_SIZE,
  type BannerAdminRecord,
  type CategoryRecord,
  type CircleRecord,
  type CircleSubscriptionRecord,
  type ContentRecord,
  type DictionaryRecord,
  type GuestbookRecord,
  type NoticeRecord,
  type PagedList,
  type SiteConfigRecord,
  type SiteParamKey,
  type SiteParamRecord,
} from '@yiying/models';
import {
  bannerMngPaths,
  categoryPaths,
  circleContentPaths,
  circlePaths,
  circleSubscribePaths,
  configPaths,
  dictPaths,
  guestbookPaths,
  noticePaths,
  siteParamPaths,
  type BannerMngListQuery,
  type CategoryListQuery,
  type CircleContentQuery,
  type CircleListQuery,
  type CircleSubscribeListQuery,
  type ConfigListQuery,
  type DictListQuery,
  type GuestbookListQuery,
  type MngConfigListQuery,
  type MngNoticeListQuery,
  type NoticeListQuery,
} from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

type Client = Pick<Transport, 'get' | 'post' | 'list'>;

/** Query of the circle list (enabled circles; `starFlag` yes for the featured ones). */
export type CircleListParams = Partial<CircleListQuery>;
/** Query of the member's subscriptions. */
export type CircleSubscribeListParams = Partial<CircleSubscribeListQuery>;
/** Query of the circle post lists (12 per page). */
export type CircleContentParams = Partial<CircleContentQuery>;
/** Query of the notice list. */
export type NoticeListParams = Partial<NoticeListQuery>;
/** Query of the notice management list. */
export type MngNoticeListParams = Partial<MngNoticeListQuery>;
/** Query of the config list (spec §7 defaults: offset 0, limit 20, sort label, order asc). */
export type ConfigListParams = Partial<ConfigListQuery>;
/** Query of the config management list. */
export type MngConfigListParams = Partial<MngConfigListQuery>;
/** Query of the dictionary list. */
export type DictListParams = Partial<DictListQuery>;
/** Query of the category list. */
export type CategoryListParams = Partial<CategoryListQuery>;
/** Query of the guestbook inbox. */
export type GuestbookListParams = Partial<GuestbookListQuery>;
/** Query of the banner management list. */
export type BannerMngListParams = Partial<BannerMngListQuery>;

/** A circle as its creator writes it; `enabled`, `starFlag` and `sort` are the admin's. */
export interface CircleWriteRequest {
  name?: string;
  description?: string;
  cover?: string;
  enabled?: 0 | 1;
  starFlag?: 'yes' | 'no';
  sort?: number;
}

/** A notice: article HTML (`model` article) or an image list (`model` shop). */
export interface NoticeWriteRequest {
  title?: string;
  subtitle?: string;
  cover?: string;
  type?: NoticeRecord['type'];
  model?: NoticeRecord['model'];
  content?: string;
  images?: string[];
  state?: NoticeRecord['state'];
  publishTime?: string;
}

/** A site configuration item: the kind (`value`), its label and JSON object text. */
export interface ConfigWriteRequest {
  siteId?: string;
  value?: SiteConfigRecord['value'];
  label?: string;
  content?: string;
  enabled?: 0 | 1;
}

/** A dictionary entry. */
export interface DictWriteRequest {
  value?: string;
  label?: string;
  type?: string;
  icon?: string;
  description?: string;
  sort?: number;
  parentId?: string;
  enabled?: 0 | 1;
}

/** A category. */
export interface CategoryWriteRequest {
  name?: string;
  icon?: string;
  sort?: number;
  parentId?: string;
  state?: CategoryRecord['state'];
}

/** A banner. */
export interface BannerWriteRequest {
  title?: string;
  cover?: string;
  coverName?: string;
  coverAuthor?: string;
  type?: BannerAdminRecord['type'];
  summary?: string;
  content?: string;
  link?: string;
  state?: BannerAdminRecord['state'];
  sort?: number;
}

/** The contact-us form (spec §5). */
export interface ContactRequest {
  kind?: 'contact';
  name: string;
  phone: string;
  title: string;
  message?: string;
}

/** The online message form (spec §5). */
export interface OnlineMessageRequest {
  kind: 'message';
  name: string;
  phone: string;
  email?: string;
  company?: string;
  department?: string;
  memo?: string;
}

/** Create, update, delete and detail of one managed resource (`/mng`). */
export interface MngCrud<R, W, Q> {
  list(params?: Q): Promise<PagedList<R>>;
  detail(id: string): Promise<R>;
  create(body: W): Promise<R>;
  update(id: string, body: W): Promise<R>;
  delete(id: string): Promise<void>;
}

interface CrudPaths {
  list: { path: string };
  detail: { path: string };
  create: { path: string };
  update: { path: string };
  delete: { path: string };
}

function mngCrud<R, W, Q extends object>(client: Client, paths: CrudPaths, pageSize: number): MngCrud<R, W, Q> {
  return {
    list: (params) => client.list<R>(paths.list.path, { ...(params ?? {}) }, { pageNum: 1, pageSize }),
    detail: (id) => client.get<R>(fillPath(paths.detail.path, { id })),
    create: (body) => client.post<R>(paths.create.path, body),
    update: (id, body) => client.post<R>(fillPath(paths.update.path, { id }), body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(paths.delete.path, { id }));
    },
  };
}

export interface CircleApi {
  /** `GET /api/circle/list`: enabled circles; a signed-in member sees `subscribed` on each. */
  list(params?: CircleListParams): Promise<PagedList<CircleRecord>>;
  detail(id: string): Promise<CircleRecord>;
  /** A member's own circle. */
  create(body: CircleWriteRequest & { name: string }): Promise<CircleRecord>;
  update(id: string, body: CircleWriteRequest): Promise<CircleRecord>;
  delete(id: string): Promise<void>;
  /** `GET /api/content/allCircleList`: posts of every circle, or of `circleId`. */
  allContent(params?: CircleContentParams): Promise<PagedList<ContentRecord>>;
  /** `GET /web/content/attentionCircleList`: posts of the circles I joined. */
  attentionContent(params?: CircleContentParams): Promise<PagedList<ContentRecord>>;
  /** `/mng/circle/*`: every circle, for admins. */
  mng: MngCrud<CircleRecord, CircleWriteRequest, CircleListParams>;
}

export interface CircleSubscribeApi {
  /** `GET /web/circleSubscribe/list`: my subscriptions with their circles. */
  list(params?: CircleSubscribeListParams): Promise<PagedList<CircleSubscriptionRecord>>;
  detail(id: string): Promise<CircleSubscriptionRecord>;
  /** 加入: joining again is not an error. */
  create(circleId: string): Promise<CircleSubscriptionRecord>;
  delete(id: string): Promise<void>;
  /** 退出: `POST /web/user/behaviour/cancel/circleSubscribe/{id}` with the subscription or the circle id. */
  cancel(id: string): Promise<void>;
}

export interface NoticeApi {
  /** `GET /api/notice/list`: published notices, newest first. */
  list(params?: NoticeListParams): Promise<PagedList<NoticeRecord>>;
  /** `GET /api/notice/detail/{id}`: counts one read per viewer. */
  detail(id: string): Promise<NoticeRecord>;
  mng: MngCrud<NoticeRecord, NoticeWriteRequest, MngNoticeListParams>;
}

export interface SiteParamApi {
  /** `GET /api/config/params`: the visible site parameters (title, phone, logo, qrcode1–3 …). */
  list(): Promise<SiteParamRecord[]>;
  /** `GET /mng/config/params`: every parameter. */
  mngList(): Promise<SiteParamRecord[]>;
  mngUpdate(
    key: SiteParamKey,
    body: Partial<Pick<SiteParamRecord, 'value' | 'label' | 'visible' | 'icon'>>,
  ): Promise<SiteParamRecord>;
}

export interface ConfigApi {
  /** `GET /api/config/list` with the spec's defaults (offset 0, limit 20, sort label, order asc). */
  list(params?: ConfigListParams): Promise<PagedList<SiteConfigRecord>>;
  mng: Omit<MngCrud<SiteConfigRecord, ConfigWriteRequest, MngConfigListParams>, 'list'> & {
    list(params?: MngConfigListParams): Promise<PagedList<SiteConfigRecord>>;
  };
}

export interface DictApi {
  /** `GET /api/dict/list`: enabled entries by `sort` ascending. */
  list(params?: DictListParams): Promise<PagedList<DictionaryRecord>>;
  detail(id: string): Promise<DictionaryRecord>;
  mng: MngCrud<DictionaryRecord, DictWriteRequest, DictListParams>;
}

export interface CategoryApi {
  /** `GET /api/category/list`: published categories. */
  list(params?: CategoryListParams): Promise<PagedList<CategoryRecord>>;
  detail(id: string): Promise<CategoryRecord>;
  mng: MngCrud<CategoryRecord, CategoryWriteRequest, CategoryListParams>;
}

export interface GuestbookApi {
  /** `POST /web/guestbook/create`: the contact-us or online message form; 429 with Retry-After when sent too often. */
  create(body: ContactRequest | OnlineMessageRequest): Promise<GuestbookRecord>;
  mng: {
    list(params?: GuestbookListParams): Promise<PagedList<GuestbookRecord>>;
    /** Opening an entry marks it read. */
    detail(id: string): Promise<GuestbookRecord>;
    update(id: string, body: { readFlag: 'yes' | 'no' }): Promise<GuestbookRecord>;
    delete(id: string): Promise<void>;
  };
}

export type BannerMngApi = MngCrud<BannerAdminRecord, BannerWriteRequest, BannerMngListParams>;

export function createCircleApi(client: Client): CircleApi {
  return {
    list: (params = {}) =>
      client.list<CircleRecord>(circlePaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
    detail: (id) => client.get<CircleRecord>(fillPath(circlePaths.detail.path, { id })),
    create: (body) => client.post<CircleRecord>(circlePaths.create.path, body),
    update: (id, body) => client.post<CircleRecord>(fillPath(circlePaths.update.path, { id }), body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(circlePaths.delete.path, { id }));
    },
    allContent: (params = {}) =>
      client.list<ContentRecord>(
        circleContentPaths.allCircleList.path,
        { ...params },
        { pageNum: 1, pageSize: PAGE_SIZE.circleContent },
      ),
    attentionContent: (params = {}) =>
      client.list<ContentRecord>(
        circleContentPaths.attentionCircleList.path,
        { ...params },
        { pageNum: 1, pageSize: PAGE_SIZE.circleContent },
      ),
    mng: mngCrud(
      client,
      {
        list: circlePaths.mngList,
        detail: circlePaths.mngDetail,
        create: circlePaths.mngCreate,
        update: circlePaths.mngUpdate,
        delete: circlePaths.mngDelete,
      },
      PAGE_SIZE.default,
    ),
  };
}

export function createCircleSubscribeApi(client: Client): CircleSubscribeApi {
  return {
    list: (params = {}) =>
      client.list<CircleSubscriptionRecord>(
        circleSubscribePaths.list.path,
        { ...params },
        { pageNum: 1, pageSize: PAGE_SIZE.default },
      ),
    detail: (id) => client.get<CircleSubscriptionRecord>(fillPath(circleSubscribePaths.detail.path, { id })),
    create: (circleId) => client.post<CircleSubscriptionRecord>(circleSubscribePaths.create.path, { circleId }),
    delete: async (id) => {
      await client.post<unknown>(fillPath(circleSubscribePaths.delete.path, { id }));
    },
    cancel: async (id) => {
      await client.post<unknown>(fillPath(circleSubscribePaths.cancel.path, { id }));
    },
  };
}

export function createNoticeApi(client: Client): NoticeApi {
  return {
    list: (params = {}) =>
      client.list<NoticeRecord>(noticePaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
    detail: (id) => client.get<NoticeRecord>(fillPath(noticePaths.detail.path, { id })),
    mng: mngCrud(
      client,
      {
        list: noticePaths.mngList,
        detail: noticePaths.mngDetail,
        create: noticePaths.mngCreate,
        update: noticePaths.mngUpdate,
        delete: noticePaths.mngDelete,
      },
      PAGE_SIZE.default,
    ),
  };
}

export function createSiteParamApi(client: Client): SiteParamApi {
  return {
    list: () => client.get<SiteParamRecord[]>(siteParamPaths.list.path),
    mngList: () => client.get<SiteParamRecord[]>(siteParamPaths.mngList.path),
    mngUpdate: (key, body) => client.post<SiteParamRecord>(fillPath(siteParamPaths.mngUpdate.path, { key }), body),
  };
}

export function createConfigApi(client: Client): ConfigApi {
  const crud = mngCrud<SiteConfigRecord, ConfigWriteRequest, MngConfigListParams>(
    client,
    {
      list: configPaths.mngList,
      detail: configPaths.mngDetail,
      create: configPaths.mngCreate,
      update: configPaths.mngUpdate,
      delete: configPaths.mngDelete,
    },
    PAGE_SIZE.config,
  );
  return {
    list: (params = {}) =>
      client.get<PagedList<SiteConfigRecord>>(configPaths.list.path, { ...CONFIG_LIST_QUERY, ...params }),
    mng: {
      ...crud,
      list: (params = {}) =>
        client.get<PagedList<SiteConfigRecord>>(configPaths.mngList.path, { ...CONFIG_LIST_QUERY, ...params }),
    },
  };
}

export function createDictApi(client: Client): DictApi {
  return {
    list: (params = {}) =>
      client.list<DictionaryRecord>(dictPaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
    detail: (id) => client.get<DictionaryRecord>(fillPath(dictPaths.detail.path, { id })),
    mng: mngCrud(
      client,
      {
        list: dictPaths.mngList,
        detail: dictPaths.mngDetail,
        create: dictPaths.mngCreate,
        update: dictPaths.mngUpdate,
        delete: dictPaths.mngDelete,
      },
      PAGE_SIZE.default,
    ),
  };
}

export function createCategoryApi(client: Client): CategoryApi {
  return {
    list: (params = {}) =>
      client.list<CategoryRecord>(categoryPaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
    detail: (id) => client.get<CategoryRecord>(fillPath(categoryPaths.detail.path, { id })),
    mng: mngCrud(
      client,
      {
        list: categoryPaths.mngList,
        detail: categoryPaths.mngDetail,
        create: categoryPaths.mngCreate,
        update: categoryPaths.mngUpdate,
        delete: categoryPaths.mngDelete,
      },
      PAGE_SIZE.default,
    ),
  };
}

export function createGuestbookApi(client: Client): GuestbookApi {
  return {
    create: (body) => client.post<GuestbookRecord>(guestbookPaths.create.path, body),
    mng: {
      list: (params = {}) =>
        client.list<GuestbookRecord>(
          guestbookPaths.mngList.path,
          { ...params },
          { pageNum: 1, pageSize: PAGE_SIZE.default },
        ),
      detail: (id) => client.get<GuestbookRecord>(fillPath(guestbookPaths.mngDetail.path, { id })),
      update: (id, body) => client.post<GuestbookRecord>(fillPath(guestbookPaths.mngUpdate.path, { id }), body),
      delete: async (id) => {
        await client.post<unknown>(fillPath(guestbookPaths.mngDelete.path, { id }));
      },
    },
  };
}

export function createBannerMngApi(client: Client): BannerMngApi {
  return mngCrud(client, bannerMngPaths, PAGE_SIZE.default);
}
