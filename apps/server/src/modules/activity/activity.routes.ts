import type { FastifyInstance } from 'fastify';
import {
  activityContract,
  activityEnrollContract,
  activityMngContract,
  emptySchema,
  roadshowContract,
} from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { mngKindRoutes } from './mng-kind.routes.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { viewerKey } from '../content/index.js';
import type { Auth } from '../identity/index.js';
import type { ActivityDeps } from './activity.deps.js';
import { createActivity, deleteActivity, setActivityState, updateActivity } from './activity.editor.js';
import { activityDetail, currentActivity, listActivities } from './activity.query.js';
import { currentEntries, entryDetail, listEntries } from './entry.query.js';
import { reviewEntry } from './entry.review.js';
import { createEntry, deleteEntry, updateEntry } from './entry.service.js';
import { activityResults, vote } from './vote.service.js';
import {
  createRoadshow,
  deleteRoadshow,
  listRoadshows,
  publishRoadshow,
  roadshowDetail,
  updateRoadshow,
} from './roadshow.service.js';

export interface ActivityRoutesOptions extends ActivityDeps {
  auth: Auth;
}

/**
 * Activities and exhibitions (`/api/activity`), their entries and votes (`/api/activityEnroll`,
 * `/web/activityEnroll`), road shows (`/api/roadshow`) and the admin editor and review (`/mng`).
 */
export async function activityRoutes(app: FastifyInstance, options: ActivityRoutesOptions): Promise<void> {
  const { auth } = options;
  const activity = activityContract.record;
  const entry = activityEnrollContract.record;
  const roadshow = roadshowContract.record;
  const tags = ['activity'];

  implementContract(app, auth, activityContract.paths, {
    list: {
      tags,
      query: activityContract.listQuery,
      response: envelopeResponses(pagedListSchema(activity), '活动分页', [400]),
      handler: async (request) => ok(await listActivities(options, request.viewer, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(activity, '活动', [400, 404]),
      handler: async (request) => {
        const viewer = request.viewer;
        return ok(await activityDetail(options, viewer, request.params.id, viewerKey(request, viewer)));
      },
    },
    current: {
      tags,
      query: activityContract.currentQuery,
      response: envelopeResponses({ ...activity, nullable: true }, '活动', [400]),
      handler: async (request) => ok(await currentActivity(options, request.viewer, request.query.kind)),
    },
    results: {
      tags,
      response: envelopeResponses(activityContract.results, '评选结果', [400, 403, 404]),
      handler: async (request) => ok(await activityResults(options, request.viewer, request.params.id)),
    },
  });

  implementContract(app, auth, activityEnrollContract.paths, {
    list: {
      tags,
      query: activityEnrollContract.listQuery,
      response: envelopeResponses(pagedListSchema(entry), '作品分页', [400]),
      handler: async (request) => ok(await listEntries(options, request.viewer, request.query)),
    },
    uploadList: {
      tags,
      query: activityEnrollContract.uploadListQuery,
      response: envelopeResponses(pagedListSchema(activity), '活动分页', [400]),
      handler: async (request) => ok(await listActivities(options, request.viewer, request.query, 'open')),
    },
    current: {
      tags,
      query: activityEnrollContract.currentQuery,
      response: envelopeResponses(activityEnrollContract.current, '我的参与情况', [400, 404]),
      handler: async (request) => ok(await currentEntries(options, request.viewer, request.query.activityId)),
    },
    mine: {
      tags,
      query: activityEnrollContract.currentQuery,
      response: envelopeResponses(activityEnrollContract.current, '我的参与情况', [400, 401, 404]),
      handler: async (request) => ok(await currentEntries(options, request.viewer, request.query.activityId)),
    },
    detail: {
      tags,
      response: envelopeResponses(entry, '作品', [400, 404]),
      handler: async (request) => {
        const viewer = request.viewer;
        return ok(await entryDetail(options, viewer, request.params.id, viewerKey(request, viewer)));
      },
    },
    create: {
      tags,
      body: activityEnrollContract.bodies.create,
      response: envelopeResponses(entry, '作品（待审核）', [400, 401, 403, 404, 409]),
      handler: async (request) => ok(await createEntry(options, request.viewer, request.body)),
    },
    update: {
      tags,
      body: activityEnrollContract.bodies.update,
      response: envelopeResponses(entry, '作品', [400, 401, 403, 404]),
      handler: async (request) => ok(await updateEntry(options, request.viewer, request.params.id, request.body)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await deleteEntry(options, request.viewer, request.params.id);
        return ok({});
      },
    },
    vote: {
      tags,
      response: envelopeResponses(activityEnrollContract.vote, '投票结果', [400, 401, 403, 404, 409, 429]),
      handler: async (request) => ok(await vote(options, request.viewer, request.params.id)),
    },
  });

  implementContract(app, auth, roadshowContract.paths, {
    list: {
      tags,
      query: roadshowContract.listQuery,
      response: envelopeResponses(pagedListSchema(roadshow), '路演分页', [400]),
      handler: async (request) => ok(await listRoadshows(options, request.query, false)),
    },
    detail: {
      tags,
      response: envelopeResponses(roadshow, '路演', [400, 404]),
      handler: async (request) => ok(await roadshowDetail(options, request.viewer, request.params.id)),
    },
  });

  const activities = mngKindRoutes({
    label: '活动',
    record: activity,
    listQuery: activityMngContract.listQuery,
    bodies: { create: activityMngContract.bodies.create, update: activityMngContract.bodies.update },
    createMayMiss: true,
    list: (admin, query) => listActivities(options, admin, query, 'admin'),
    detail: (admin, id) => activityDetail(options, admin, id),
    create: (admin, body) => createActivity(options, admin, body),
    update: (admin, id, body) => updateActivity(options, admin, id, body),
    remove: (admin, id) => deleteActivity(options, admin, id),
  });
  const roadshows = mngKindRoutes({
    label: '路演',
    record: roadshow,
    listQuery: activityMngContract.roadshowListQuery,
    bodies: { create: activityMngContract.bodies.roadshowCreate, update: activityMngContract.bodies.roadshowUpdate },
    createMayMiss: false,
    list: (_admin, query) => listRoadshows(options, query, true),
    detail: (admin, id) => roadshowDetail(options, admin, id),
    create: (admin, body) => createRoadshow(options, admin, body),
    update: (admin, id, body) => updateRoadshow(options, admin, id, body),
    remove: (admin, id) => deleteRoadshow(options, admin, id),
  });
  const mngTags = ['activity', 'mng'];
  implementContract(app, auth, activityMngContract.paths, {
    list: activities.list,
    create: activities.create,
    update: activities.update,
    publish: activities.state((admin, id) => setActivityState(options, admin, id, 'publish')),
    down: activities.state((admin, id) => setActivityState(options, admin, id, 'down')),
    delete: activities.delete,
    enrollList: {
      tags: mngTags,
      query: activityMngContract.enrollListQuery,
      response: envelopeResponses(pagedListSchema(entry), '作品分页', [400, 401, 403]),
      handler: async (request) => ok(await listEntries(options, request.viewer, request.query)),
    },
    review: {
      tags: mngTags,
      body: activityMngContract.bodies.review,
      response: envelopeResponses(entry, '作品', [400, 401, 403, 404]),
      handler: async (request) => {
        const admin = request.viewer;
        return ok(
          await auditedWrite(
            request,
            () => entryDetail(options, admin, request.params.id),
            () => reviewEntry(options, admin, request.params.id, request.body),
          ),
        );
      },
    },
    roadshowList: roadshows.list,
    roadshowCreate: roadshows.create,
    roadshowUpdate: roadshows.update,
    roadshowPublish: roadshows.state((admin, id) => publishRoadshow(options, admin, id)),
    roadshowDelete: roadshows.delete,
  });
}
