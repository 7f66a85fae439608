import { CONFIG_LIST_QUERY } from '@yiying/models';
import type {
  bannerMngPaths,
  categoryPaths,
  configPaths,
  dictPaths,
  guestbookPaths,
  InputOf,
  noticePaths,
  RouteSpec,
  RouteTable,
  siteParamPaths,
} from '@yiying/validation';
import type { ContractClient, RouteCall } from '../contract-client.js';

/** The console's routes of a site resource, as its route table names them. */
export interface MngTable extends RouteTable {
  mngList: RouteSpec;
  mngDetail: RouteSpec;
  mngCreate: RouteSpec;
  mngUpdate: RouteSpec;
  mngDelete: RouteSpec;
}

/** The console's calls of a table's `mng…` routes, under `list`, `detail`, `create`, `update` and `delete`. */
export interface MngCrud<T extends MngTable> {
  list: RouteCall<T['mngList']>;
  detail: RouteCall<T['mngDetail']>;
  create: RouteCall<T['mngCreate']>;
  update: RouteCall<T['mngUpdate']>;
  delete: RouteCall<T['mngDelete']>;
}

type MngCalls<T extends MngTable> = {
  [K in keyof MngTable as K extends `mng${string}` ? K : never]: RouteCall<T[K]>;
};

/** The `mng` calls of a group built from its table. */
export function mngOf<T extends MngTable>(calls: MngCalls<T>): MngCrud<T> {
  return {
    list: calls.mngList,
    detail: calls.mngDetail,
    create: calls.mngCreate,
    update: calls.mngUpdate,
    delete: calls.mngDelete,
  };
}

/** Query of the notice list. */
export type NoticeListParams = InputOf<typeof noticePaths.list>;
/** Query of the notice management list. */
export type MngNoticeListParams = InputOf<typeof noticePaths.mngList>;
/** A notice change: article HTML (`model` article) or an image list (`model` shop). */
export type NoticeWriteRequest = InputOf<typeof noticePaths.mngUpdate>;
/** Query of the config list (spec §7 defaults: offset 0, limit 20, sort label, order asc). */
export type ConfigListParams = InputOf<typeof configPaths.list>;
/** Query of the config management list. */
export type MngConfigListParams = InputOf<typeof configPaths.mngList>;
/** A site configuration change: the kind (`value`), its label and JSON object text. */
export type ConfigWriteRequest = InputOf<typeof configPaths.mngUpdate>;
/** Query of the dictionary list. */
export type DictListParams = InputOf<typeof dictPaths.list>;
/** A dictionary entry change. */
export type DictWriteRequest = InputOf<typeof dictPaths.mngUpdate>;
/** Query of the category list. */
export type CategoryListParams = InputOf<typeof categoryPaths.list>;
/** A category change. */
export type CategoryWriteRequest = InputOf<typeof categoryPaths.mngUpdate>;
/** Query of the guestbook inbox. */
export type GuestbookListParams = InputOf<typeof guestbookPaths.mngList>;
/** Query of the banner management list. */
export type BannerMngListParams = InputOf<typeof bannerMngPaths.list>;
/** A banner change. */
export type BannerWriteRequest = InputOf<typeof bannerMngPaths.update>;
/** The online message form (spec §5). */
export type OnlineMessageRequest = Extract<InputOf<typeof guestbookPaths.create>, { kind: 'message' }>;
/** The contact-us form (spec §5); `kind` contact is the default. */
export type ContactRequest = Exclude<InputOf<typeof guestbookPaths.create>, OnlineMessageRequest>;

type Notice = ContractClient<typeof noticePaths>;

/** 公告: published notices (each read counted once per viewer) and the console's. */
export type NoticeApi = Pick<Notice, 'list' | 'detail'> & { mng: MngCrud<typeof noticePaths> };

/** The notice group: the public calls, and the console's under `mng`. */
export function noticeApi(calls: Notice): NoticeApi {
  return { list: calls.list, detail: calls.detail, mng: mngOf<typeof noticePaths>(calls) };
}

/** Site parameters (title, phone, logo, qrcode1–3 …): the visible ones, and every one for the console. */
export type SiteParamApi = ContractClient<typeof siteParamPaths>;

type Config = ContractClient<typeof configPaths>;

/** Site configuration (`/api/config/list`, `/mng/config`); its lists send the spec's defaults. */
export type ConfigApi = Pick<Config, 'list'> & { mng: MngCrud<typeof configPaths> };

/** The spec's config list query (offset 0, limit 20, sort label, order asc), sent with every config list. */
const CONFIG_DEFAULTS = {
  ...CONFIG_LIST_QUERY,
  offset: Number(CONFIG_LIST_QUERY.offset),
  limit: Number(CONFIG_LIST_QUERY.limit),
};

/** The config group: both lists with the spec's defaults, the console's calls under `mng`. */
export function configApi(calls: Config): ConfigApi {
  return {
    list: (params = {}) => calls.list({ ...CONFIG_DEFAULTS, ...params }),
    mng: {
      ...mngOf<typeof configPaths>(calls),
      list: (params = {}) => calls.mngList({ ...CONFIG_DEFAULTS, ...params }),
    },
  };
}

type Dict = ContractClient<typeof dictPaths>;

/** The dictionary (`dict`): enabled entries, and every entry for the console. */
export type DictApi = Pick<Dict, 'list' | 'detail'> & { mng: MngCrud<typeof dictPaths> };

/** The dictionary group: the public calls, and the console's under `mng`. */
export function dictApi(calls: Dict): DictApi {
  return { list: calls.list, detail: calls.detail, mng: mngOf<typeof dictPaths>(calls) };
}

type Category = ContractClient<typeof categoryPaths>;

/** Content categories: published ones, and every one for the console. */
export type CategoryApi = Pick<Category, 'list' | 'detail'> & { mng: MngCrud<typeof categoryPaths> };

/** The category group: the public calls, and the console's under `mng`. */
export function categoryApi(calls: Category): CategoryApi {
  return { list: calls.list, detail: calls.detail, mng: mngOf<typeof categoryPaths>(calls) };
}

type Guestbook = ContractClient<typeof guestbookPaths>;

/** 联系我们 and 在线留言 (429 with Retry-After when sent too often), and the admin's inbox. */
export type GuestbookApi = Pick<Guestbook, 'create'> & {
  mng: {
    list: Guestbook['mngList'];
    /** Opening an entry marks it read. */
    detail: Guestbook['mngDetail'];
    update: Guestbook['mngUpdate'];
    delete: Guestbook['mngDelete'];
  };
};

/** The guestbook group: the form, and the inbox under `mng`. */
export function guestbookApi(calls: Guestbook): GuestbookApi {
  return {
    create: calls.create,
    mng: { list: calls.mngList, detail: calls.mngDetail, update: calls.mngUpdate, delete: calls.mngDelete },
  };
}

/** `/mng/banner`: banner management. */
export type BannerMngApi = ContractClient<typeof bannerMngPaths>;
