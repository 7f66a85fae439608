import type { contentPaths, InputOf } from '@yiying/validation';
import type { ContractClient } from '../contract-client.js';

type Content = ContractClient<typeof contentPaths>;

/**
 * Posts: the lists (public, hot, followed, side, the member's own), the detail, and the author's writes. `hotList`
 * answers by hot rank; give the answer's `nextCursor` as `cursor` to continue an infinite scroll.
 */
export type ContentApi = Content;

/** Query of the content list as the caller gives it: every field optional. */
export type ContentListParams = InputOf<typeof contentPaths.list>;

/** Query of the hot list: by hot rank, `hotNum` (default 10) per page unless `pageSize` says otherwise. */
export type HotListParams = InputOf<typeof contentPaths.hotList>;

/** Query of the posts of the members I follow, newest first. */
export type AttentionListParams = InputOf<typeof contentPaths.attentionList>;

/** Query of the side list of a post: more from the same author or circle (12). */
export type SideListParams = InputOf<typeof contentPaths.sideList>;

/** Query of the member's own posts (`state` create = 草稿, publish = 已发布). */
export type PersonalContentParams = InputOf<typeof contentPaths.personalList>;

/**
 * Body of a new post as the caller gives it: `type` is needed, the rest takes the contract's defaults
 * (a draft, `state: 'create'`, may be incomplete).
 */
export type ContentCreateRequest = InputOf<typeof contentPaths.create>;

/** Changes to a post: any publishing field but the type. */
export type ContentUpdateRequest = InputOf<typeof contentPaths.update>;

/** The content group: the contract's calls, the hot list paged by `hotNum` when no `pageSize` is given. */
export function contentApi(calls: Content): ContentApi {
  return {
    ...calls,
    hotList: (params = {}) => {
      const pageSize = params.pageSize ?? params.hotNum;
      return calls.hotList(pageSize === undefined ? params : { ...params, pageSize });
    },
  };
}
