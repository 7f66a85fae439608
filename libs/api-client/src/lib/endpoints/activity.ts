import {
  PAGE_SIZE,
  type ActivityKind,
  type ActivityRecord,
  type ActivityResults,
  type EnrollmentCurrent,
  type EnrollmentRecord,
  type EnrollState,
  type PatientConsent,
  type PagedList,
  type RoadshowRecord,
  type VoteResult,
} from '@yiying/models';
import {
  activityEnrollPaths,
  activityMngPaths,
  activityPaths,
  roadshowPaths,
  type ActivityListQuery,
  type EnrollListQuery,
  type RoadshowListQuery,
} from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Filters of the activity lists: kind, type, state, doingDate, finishDate, title, roadshowId; 9 per page. */
export type ActivityListParams = Partial<ActivityListQuery>;
/** Filters of the entry lists: createBy, activityId, state, activityTag, kind; 10 per page. */
export type EnrollListParams = Partial<EnrollListQuery>;
/** Filters of the road-show lists: type, state, title; 10 per page. */
export type RoadshowListParams = Partial<RoadshowListQuery>;

/** A new entry: pictures or a video uploaded first (`mediaIds`), and the put-in dialog (name, phone, 你的需求). */
export interface EnrollCreateRequest {
  activityId: string;
  type?: 'image' | 'video';
  title: string;
  description?: string;
  cover?: string;
  mediaIds: string[];
  tags?: string[] | string;
  name: string;
  phone: string;
  demand?: string;
  /** 患者隐私确认, when the work's pictures still show faces. */
  patientConsent?: PatientConsent;
}

/** The author's changes to an entry (while it is `created` and the window is open). */
export type EnrollUpdateRequest = Partial<Omit<EnrollCreateRequest, 'activityId' | 'type'>>;

/** An activity or exhibition as the admin editor sends it; times are ISO 8601. */
export interface ActivityCreateRequest {
  kind?: ActivityKind;
  state?: 'create' | 'publish';
  title: string;
  talkTopic?: string;
  description?: string;
  summary?: string;
  cover: string;
  content?: string;
  type?: 'image' | 'video' | 'mixed';
  submitType?: string;
  activityTags?: string[] | string;
  articleTags?: string[] | string;
  imageTags?: string[] | string;
  videoTags?: string[] | string;
  roadshowId?: string | null;
  unlink?: string | null;
  validStart: string;
  validEnd: string;
  voteStart?: string | null;
  voteEnd?: string | null;
}

export type ActivityUpdateRequest = Partial<Omit<ActivityCreateRequest, 'kind' | 'state'>>;

export interface RoadshowCreateRequest {
  title: string;
  type?: string;
  state?: 'create' | 'publish';
  cover: string;
  summary?: string;
  content?: string;
  city?: string;
  address?: string;
  startTime?: string | null;
  endTime?: string | null;
}

export type RoadshowUpdateRequest = Partial<Omit<RoadshowCreateRequest, 'state'>>;

/** Activities and exhibitions (`/api/activity`). */
export interface ActivityApi {
  list(params?: ActivityListParams): Promise<PagedList<ActivityRecord>>;
  detail(id: string): Promise<ActivityRecord>;
  /** The newest activity open for entries (else the newest published), or null. */
  current(params?: { kind?: ActivityKind }): Promise<ActivityRecord | null>;
  /** Excellent works and the vote ranking, once the voting phase is over. */
  results(id: string): Promise<ActivityResults>;
}

/** Entries (`/api/activityEnroll`, `/web/activityEnroll`). */
export interface ActivityEnrollApi {
  list(params?: EnrollListParams): Promise<PagedList<EnrollmentRecord>>;
  /** Activities open for entries now (the upload-activity list). */
  uploadList(params?: ActivityListParams): Promise<PagedList<ActivityRecord>>;
  /** My entries in an activity, how many more I may submit, and my votes left today. */
  current(activityId: string): Promise<EnrollmentCurrent>;
  /** The same for the signed-in member only (`GET /web/activityEnroll/current`): 401 without a session. */
  mine(activityId: string): Promise<EnrollmentCurrent>;
  detail(id: string): Promise<EnrollmentRecord>;
  create(body: EnrollCreateRequest): Promise<EnrollmentRecord>;
  update(id: string, body: EnrollUpdateRequest): Promise<EnrollmentRecord>;
  delete(id: string): Promise<void>;
  /** One vote for a passed entry during the voting phase. */
  vote(id: string): Promise<VoteResult>;
}

/** Road shows (`/api/roadshow`). */
export interface RoadshowApi {
  list(params?: RoadshowListParams): Promise<PagedList<RoadshowRecord>>;
  detail(id: string): Promise<RoadshowRecord>;
}

/** The admin editor and review (`/mng`, admin role). */
export interface ActivityMngApi {
  list(params?: ActivityListParams & { state?: string }): Promise<PagedList<ActivityRecord>>;
  create(body: ActivityCreateRequest): Promise<ActivityRecord>;
  update(id: string, body: ActivityUpdateRequest): Promise<ActivityRecord>;
  publish(id: string): Promise<ActivityRecord>;
  down(id: string): Promise<ActivityRecord>;
  delete(id: string): Promise<void>;
  enrollList(params?: EnrollListParams): Promise<PagedList<EnrollmentRecord>>;
  review(
    id: string,
    body: { state: Extract<EnrollState, 'pass' | 'nopass' | 'excellent'>; note?: string },
  ): Promise<EnrollmentRecord>;
  roadshowList(params?: RoadshowListParams): Promise<PagedList<RoadshowRecord>>;
  roadshowCreate(body: RoadshowCreateRequest): Promise<RoadshowRecord>;
  roadshowUpdate(id: string, body: RoadshowUpdateRequest): Promise<RoadshowRecord>;
  roadshowPublish(id: string): Promise<RoadshowRecord>;
  roadshowDelete(id: string): Promise<void>;
}

type Client = Pick<Transport, 'get' | 'post' | 'list'>;

const activityPage = { pageNum: 1, pageSize: PAGE_SIZE.activity };
const defaultPage = { pageNum: 1, pageSize: PAGE_SIZE.default };

export function createActivityApi(client: Client): ActivityApi {
  return {
    list: (params = {}) => client.list<ActivityRecord>(activityPaths.list.path, { ...params }, activityPage),
    detail: (id) => client.get<ActivityRecord>(fillPath(activityPaths.detail.path, { id })),
    current: async (params = {}) =>
      (await client.get<ActivityRecord | null>(activityPaths.current.path, { ...params })) ?? null,
    results: (id) => client.get<ActivityResults>(fillPath(activityPaths.results.path, { id })),
  };
}

export function createActivityEnrollApi(client: Client): ActivityEnrollApi {
  return {
    list: (params = {}) => client.list<EnrollmentRecord>(activityEnrollPaths.list.path, { ...params }, defaultPage),
    uploadList: (params = {}) =>
      client.list<ActivityRecord>(activityEnrollPaths.uploadList.path, { ...params }, activityPage),
    current: (activityId) => client.get<EnrollmentCurrent>(activityEnrollPaths.current.path, { activityId }),
    mine: (activityId) => client.get<EnrollmentCurrent>(activityEnrollPaths.mine.path, { activityId }),
    detail: (id) => client.get<EnrollmentRecord>(fillPath(activityEnrollPaths.detail.path, { id })),
    create: (body) => client.post<EnrollmentRecord>(activityEnrollPaths.create.path, body),
    update: (id, body) => client.post<EnrollmentRecord>(fillPath(activityEnrollPaths.update.path, { id }), body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(activityEnrollPaths.delete.path, { id }));
    },
    vote: (id) => client.post<VoteResult>(fillPath(activityEnrollPaths.vote.path, { id })),
  };
}

export function createRoadshowApi(client: Client): RoadshowApi {
  return {
    list: (params = {}) => client.list<RoadshowRecord>(roadshowPaths.list.path, { ...params }, defaultPage),
    detail: (id) => client.get<RoadshowRecord>(fillPath(roadshowPaths.detail.path, { id })),
  };
}

export function createActivityMngApi(client: Client): ActivityMngApi {
  const p = activityMngPaths;
  return {
    list: (params = {}) => client.list<ActivityRecord>(p.list.path, { ...params }, activityPage),
    create: (body) => client.post<ActivityRecord>(p.create.path, body),
    update: (id, body) => client.post<ActivityRecord>(fillPath(p.update.path, { id }), body),
    publish: (id) => client.post<ActivityRecord>(fillPath(p.publish.path, { id })),
    down: (id) => client.post<ActivityRecord>(fillPath(p.down.path, { id })),
    delete: async (id) => {
      await client.post<unknown>(fillPath(p.delete.path, { id }));
    },
    enrollList: (params = {}) => client.list<EnrollmentRecord>(p.enrollList.path, { ...params }, defaultPage),
    review: (id, body) => client.post<EnrollmentRecord>(fillPath(p.review.path, { id }), body),
    roadshowList: (params = {}) => client.list<RoadshowRecord>(p.roadshowList.path, { ...params }, defaultPage),
    roadshowCreate: (body) => client.post<RoadshowRecord>(p.roadshowCreate.path, body),
    roadshowUpdate: (id, body) => client.post<RoadshowRecord>(fillPath(p.roadshowUpdate.path, { id }), body),
    roadshowPublish: (id) => client.post<RoadshowRecord>(fillPath(p.roadshowPublish.path, { id })),
    roadshowDelete: async (id) => {
      await client.post<unknown>(fillPath(p.roadshowDelete.path, { id }));
    },
  };
}
