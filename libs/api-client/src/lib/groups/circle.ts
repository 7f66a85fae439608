import type { circleContentPaths, circlePaths, circleSubscribePaths, InputOf } from '@yiying/validation';
import type { ContractClient } from '../contract-client.js';
import { mngOf, type MngCrud } from './site.js';

/** Query of the circle list (enabled circles; `starFlag` yes for the featured ones). */
export type CircleListParams = InputOf<typeof circlePaths.list>;
/** A circle as its creator writes it; `enabled`, `starFlag` and `sort` are the admin's. */
export type CircleWriteRequest = InputOf<typeof circlePaths.update>;
/** Query of the member's subscriptions. */
export type CircleSubscribeListParams = InputOf<typeof circleSubscribePaths.list>;
/** Query of the circle post lists (12 per page). */
export type CircleContentParams = InputOf<typeof circleContentPaths.allCircleList>;

type Circle = ContractClient<typeof circlePaths>;
type CirclePosts = ContractClient<typeof circleContentPaths>;

/** 圈子: circles (a signed-in member sees `subscribed` on each), their posts, and `/mng/circle`. */
export type CircleApi = Pick<Circle, 'list' | 'detail' | 'create' | 'update' | 'delete'> & {
  /** `GET /api/content/allCircleList`: posts of every circle, or of `circleId`. */
  allContent: CirclePosts['allCircleList'];
  /** `GET /web/content/attentionCircleList`: posts of the circles I joined. */
  attentionContent: CirclePosts['attentionCircleList'];
  /** `/mng/circle/*`: every circle, for admins. */
  mng: MngCrud<typeof circlePaths>;
};

/** The circle group: the circle calls, the two post lists, and the console's calls under `mng`. */
export function circleApi(calls: Circle, posts: CirclePosts): CircleApi {
  return {
    list: calls.list,
    detail: calls.detail,
    create: calls.create,
    update: calls.update,
    delete: calls.delete,
    allContent: posts.allCircleList,
    attentionContent: posts.attentionCircleList,
    mng: mngOf<typeof circlePaths>(calls),
  };
}

type CircleSubscribe = ContractClient<typeof circleSubscribePaths>;

/** 加入圈子: the member's subscriptions; `cancel` (退出) takes the subscription or the circle id. */
export type CircleSubscribeApi = Omit<CircleSubscribe, 'create'> & {
  /** 加入: joining again is not an error. */
  create(circleId: string): ReturnType<CircleSubscribe['create']>;
};

/** The subscription group: the contract's calls, `create` taking the circle as its one argument. */
export function circleSubscribeApi(calls: CircleSubscribe): CircleSubscribeApi {
  return { ...calls, create: (circleId) => calls.create({ circleId }) };
}
