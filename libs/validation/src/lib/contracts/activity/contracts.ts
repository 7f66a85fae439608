import { PAGE_SIZE } from '@yiying/models';
import { activityEnrollPaths, activityMngPaths, activityPaths } from '../paths.js';
import { examplePage, type RouteExamples } from '../examples.js';
import { ACTIVITY_SORT_COLUMNS, ENROLL_SORT_COLUMNS } from './fields.js';
import {
  activityCreateBody,
  activityCurrentQuery,
  activityListQuery,
  activityRecordSchema,
  activityUpdateBody,
  exampleActivity,
} from './activity.js';
import {
  activityResultsSchema,
  enrollCreateBody,
  enrollCurrentQuery,
  enrollListQuery,
  enrollmentCurrentSchema,
  enrollmentRecordSchema,
  enrollReviewBody,
  enrollUpdateBody,
  exampleCurrent,
  exampleEnrollment,
  exampleResults,
  exampleVote,
  voteResultSchema,
} from './enroll.js';
import { exampleRoadshow, roadshowCreateBody, roadshowListQuery, roadshowUpdateBody } from './roadshow.js';

/** Everything the activity, entry, road-show and their admin calls fix. */
export const activityContract = {
  paths: activityPaths,
  pageSize: PAGE_SIZE.activity,
  sortColumns: ACTIVITY_SORT_COLUMNS,
  listQuery: activityListQuery,
  currentQuery: activityCurrentQuery,
  record: activityRecordSchema,
  results: activityResultsSchema,
  examples: {
    listActivity: examplePage(exampleActivity),
    activityDetail: exampleActivity,
    currentActivity: exampleActivity,
    activityResults: exampleResults,
  } satisfies RouteExamples,
} as const;

export const activityEnrollContract = {
  paths: activityEnrollPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: ENROLL_SORT_COLUMNS,
  listQuery: enrollListQuery,
  uploadListQuery: activityListQuery,
  currentQuery: enrollCurrentQuery,
  bodies: { create: enrollCreateBody, update: enrollUpdateBody },
  record: enrollmentRecordSchema,
  current: enrollmentCurrentSchema,
  vote: voteResultSchema,
  examples: {
    listActivityEnroll: examplePage(exampleEnrollment),
    uploadActivityList: examplePage(exampleActivity),
    currentActivityEnroll: exampleCurrent,
    myActivityEnroll: exampleCurrent,
    activityEnrollDetail: exampleEnrollment,
    createActivityEnroll: exampleEnrollment,
    updateActivityEnroll: exampleEnrollment,
    voteActivityEnroll: exampleVote,
  } satisfies RouteExamples,
} as const;

export const activityMngContract = {
  paths: activityMngPaths,
  listQuery: activityListQuery,
  enrollListQuery,
  roadshowListQuery,
  bodies: {
    create: activityCreateBody,
    update: activityUpdateBody,
    review: enrollReviewBody,
    roadshowCreate: roadshowCreateBody,
    roadshowUpdate: roadshowUpdateBody,
  },
  examples: {
    mngListActivity: examplePage({ ...exampleActivity, state: 'create' as const }),
    mngCreateActivity: exampleActivity,
    mngUpdateActivity: exampleActivity,
    mngPublishActivity: exampleActivity,
    mngDownActivity: { ...exampleActivity, state: 'down' as const },
    mngListActivityEnroll: examplePage({ ...exampleEnrollment, state: 'created' as const }),
    mngReviewActivityEnroll: exampleEnrollment,
    mngListRoadshow: examplePage(exampleRoadshow),
    mngCreateRoadshow: exampleRoadshow,
    mngUpdateRoadshow: exampleRoadshow,
    mngPublishRoadshow: exampleRoadshow,
  } satisfies RouteExamples,
} as const;
