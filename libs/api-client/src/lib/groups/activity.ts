import type { activityEnrollPaths, activityMngPaths, activityPaths, InputOf, roadshowPaths } from '@yiying/validation';
import type { CallResult, ContractClient } from '../contract-client.js';

type ActivityCalls = ContractClient<typeof activityPaths>;
type EnrollCalls = ContractClient<typeof activityEnrollPaths>;

/** Filters of the activity lists: kind, type, state, doingDate, finishDate, title, roadshowId; 9 per page. */
export type ActivityListParams = InputOf<typeof activityPaths.list>;
/** Filters of the entry lists: createBy, activityId, state, activityTag, kind; 10 per page. */
export type EnrollListParams = InputOf<typeof activityEnrollPaths.list>;
/** Filters of the road-show lists: type, state, title; 10 per page. */
export type RoadshowListParams = InputOf<typeof roadshowPaths.list>;

/** A new entry: pictures or a video uploaded first (`mediaIds`), and the put-in dialog (name, phone, 你的需求). */
export type EnrollCreateRequest = InputOf<typeof activityEnrollPaths.create>;
/** The author's changes to an entry (while it is `created` and the window is open). */
export type EnrollUpdateRequest = InputOf<typeof activityEnrollPaths.update>;
/** An activity or exhibition as the admin editor sends it; times are ISO 8601. */
export type ActivityCreateRequest = InputOf<typeof activityMngPaths.create>;
export type ActivityUpdateRequest = InputOf<typeof activityMngPaths.update>;
export type RoadshowCreateRequest = InputOf<typeof activityMngPaths.roadshowCreate>;
export type RoadshowUpdateRequest = InputOf<typeof activityMngPaths.roadshowUpdate>;

/** Activities and exhibitions (`/api/activity`): lists, detail, the current one and the voting results. */
export type ActivityApi = ActivityCalls;

/** The activity group: the contract's calls, `current` answering null when there is none. */
export function activityApi(calls: ActivityCalls): ActivityApi {
  return { ...calls, current: async (params) => (await calls.current(params)) ?? null };
}

/** Entries (`/api/activityEnroll`, `/web/activityEnroll`) and votes. */
export type ActivityEnrollApi = Omit<EnrollCalls, 'current' | 'mine'> & {
  /** My entries in an activity, how many more I may submit, and my votes left today. */
  current(activityId: string): Promise<CallResult<typeof activityEnrollPaths.current>>;
  /** The same for the signed-in member only (`GET /web/activityEnroll/current`): 401 without a session. */
  mine(activityId: string): Promise<CallResult<typeof activityEnrollPaths.mine>>;
};

/** The entry group: the contract's calls, `current` and `mine` taking the activity as their one argument. */
export function activityEnrollApi(calls: EnrollCalls): ActivityEnrollApi {
  return {
    ...calls,
    current: (activityId) => calls.current({ activityId }),
    mine: (activityId) => calls.mine({ activityId }),
  };
}

/** Road shows (`/api/roadshow`). */
export type RoadshowApi = ContractClient<typeof roadshowPaths>;

/** The admin editor and review (`/mng`, admin role). */
export type ActivityMngApi = ContractClient<typeof activityMngPaths>;
