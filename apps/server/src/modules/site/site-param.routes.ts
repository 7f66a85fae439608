import type { FastifyInstance } from 'fastify';
import { siteParamContract } from '@yiying/validation';
import { auditedWrite } from '../../lib/audit.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { listAllParams, listVisibleParams, paramOf, updateParam } from './site-param.service.js';
import type { SiteDeps } from './site.deps.js';

/** Site parameters (`/api/config/params`): the public list, and the console's list and update. */
export function siteParamRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const { paths, record, bodies } = siteParamContract;
  const paramList = { type: 'array', items: record };
  const mngTags = ['config', 'mng'];
  implementContract(app, auth, paths, {
    list: {
      tags: ['config'],
      response: envelopeResponses(paramList, '站点参数', [429]),
      handler: async () => ok(await listVisibleParams(deps)),
    },
    mngList: {
      tags: mngTags,
      response: envelopeResponses(paramList, '站点参数', [401, 403]),
      handler: async () => ok(await listAllParams(deps)),
    },
    mngUpdate: {
      tags: mngTags,
      body: bodies.update,
      response: envelopeResponses(record, '站点参数', [400, 401, 403, 404]),
      handler: async (request) =>
        ok(
          await auditedWrite(
            request,
            () => paramOf(deps, request.params.key),
            () => updateParam(deps, request.params.key, request.body),
          ),
        ),
    },
  });
}
