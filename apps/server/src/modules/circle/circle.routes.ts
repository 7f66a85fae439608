import type { FastifyInstance } from 'fastify';
import { circleContentContract, circleContract, circleSubscribeContract, emptySchema } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { listAllCircleContent, listAttentionCircleContent } from './circle-content.service.js';
import {
  circleDetail,
  createCircle,
  deleteCircle,
  listAllCircles,
  listEnabledCircles,
  updateCircle,
  type CircleDeps,
} from './circle.service.js';
import {
  cancelSubscription,
  deleteSubscription,
  listSubscriptions,
  subscribe,
  subscriptionDetail,
} from './subscription.service.js';

export interface CircleRoutesOptions extends CircleDeps {
  auth: Auth;
}

/** Circles (`/api/circle`, `/web/circle`, `/mng/circle`), subscriptions and the circle post lists. */
export async function circleRoutes(app: FastifyInstance, options: CircleRoutesOptions): Promise<void> {
  const { auth } = options;
  const { paths, record, bodies } = circleContract;
  const tags = ['circle'];
  const mngTags = ['circle', 'mng'];

  implementContract(app, auth, paths, {
    list: {
      tags,
      query: circleContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '圈子分页', [400]),
      handler: async (request) => ok(await listEnabledCircles(options, request.viewer, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(record, '圈子', [400, 404]),
      handler: async (request) => ok(await circleDetail(options, request.viewer, request.params.id)),
    },
    create: {
      tags,
      body: bodies.create,
      response: envelopeResponses(record, '圈子', [400, 401, 409]),
      handler: async (request) => {
        const viewer = request.viewer;
        return ok(await createCircle(options, viewer, request.body, { asAdmin: viewer.admin }));
      },
    },
    update: {
      tags,
      body: bodies.update,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 404, 409]),
      handler: async (request) => ok(await updateCircle(options, request.viewer, request.params.id, request.body)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await deleteCircle(options, request.viewer, request.params.id);
        return ok({});
      },
    },
    mngList: {
      tags: mngTags,
      query: circleContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '圈子分页', [400, 401, 403]),
      handler: async (request) => ok(await listAllCircles(options, request.viewer, request.query)),
    },
    mngDetail: {
      tags: mngTags,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 404]),
      handler: async (request) => ok(await circleDetail(options, request.viewer, request.params.id, { all: true })),
    },
    mngCreate: {
      tags: mngTags,
      body: bodies.create,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 409]),
      handler: async (request) => {
        const admin = request.viewer;
        return ok(
          await auditedWrite(request, null, () => createCircle(options, admin, request.body, { asAdmin: true })),
        );
      },
    },
    mngUpdate: {
      tags: mngTags,
      body: bodies.update,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 404, 409]),
      handler: async (request) => {
        const admin = request.viewer;
        const load = () => circleDetail(options, admin, request.params.id, { all: true });
        return ok(
          await auditedWrite(request, load, () =>
            updateCircle(options, admin, request.params.id, request.body, { asAdmin: true }),
          ),
        );
      },
    },
    mngDelete: {
      tags: mngTags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        const admin = request.viewer;
        const load = () => circleDetail(options, admin, request.params.id, { all: true });
        await auditedWrite(request, load, () => deleteCircle(options, admin, request.params.id, { asAdmin: true }));
        return ok({});
      },
    },
  });

  // Subscriptions.
  const sub = circleSubscribeContract;
  implementContract(app, auth, sub.paths, {
    list: {
      tags,
      query: sub.listQuery,
      response: envelopeResponses(pagedListSchema(sub.record), '圈子关系分页', [400, 401]),
      handler: async (request) => ok(await listSubscriptions(options, request.viewer, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(sub.record, '圈子关系', [400, 401, 404]),
      handler: async (request) => ok(await subscriptionDetail(options, request.viewer, request.params.id)),
    },
    create: {
      tags,
      body: sub.bodies.create,
      response: envelopeResponses(sub.record, '圈子关系', [400, 401, 404]),
      handler: async (request) => ok(await subscribe(options, request.viewer, request.body.circleId)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
      handler: async (request) => {
        await deleteSubscription(options, request.viewer, request.params.id);
        return ok({});
      },
    },
    cancel: {
      tags: ['circle', 'behaviour'],
      response: envelopeResponses(emptySchema, '已退出', [400, 401, 404]),
      handler: async (request) => {
        await cancelSubscription(options, request.viewer, request.params.id);
        return ok({});
      },
    },
  });

  // Posts in circles.
  const posts = circleContentContract;
  implementContract(app, auth, posts.paths, {
    allCircleList: {
      tags: ['circle', 'content'],
      query: posts.listQuery,
      response: envelopeResponses(pagedListSchema(posts.record), '内容分页', [400, 404]),
      handler: async (request) => ok(await listAllCircleContent(options, request.viewer, request.query)),
    },
    attentionCircleList: {
      tags: ['circle', 'content'],
      query: posts.listQuery,
      response: envelopeResponses(pagedListSchema(posts.record), '内容分页', [400, 401, 404]),
      handler: async (request) => ok(await listAttentionCircleContent(options, request.viewer, request.query)),
    },
  });
}
