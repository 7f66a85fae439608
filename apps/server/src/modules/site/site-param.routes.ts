import type { FastifyInstance } from 'fastify';
import { siteParamContract, type SiteParamUpdateBody } from '@yiying/validation';
import { auditedWrite } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { MNG } from './mng-resource.routes.js';
import { listAllParams, listVisibleParams, paramOf, updateParam } from './site-param.service.js';
import type { SiteDeps } from './site.deps.js';

/** Site parameters (`/api/config/params`): the public list, and the console's list and update. */
export function siteParamRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const params = siteParamContract;
  const paramList = { type: 'array', items: params.record };
  contractRoute(
    app,
    params.paths.list,
    {
      tags: ['config'],
      summary: '站点参数',
      description:
        '可见的站点参数（标题、副标题、电话、地址、邮箱、标志、二维码、登录提示…），按固定顺序；未设置的取默认值。',
      response: envelopeResponses(paramList, '站点参数', [429]),
    },
    async () => ok(await listVisibleParams(deps)),
  );
  contractRoute(
    app,
    params.paths.mngList,
    {
      tags: ['config', 'mng'],
      summary: '全部站点参数',
      description: `含隐藏的参数。${MNG}`,
      auth: auth.admin,
      response: envelopeResponses(paramList, '站点参数', [401, 403]),
    },
    async () => ok(await listAllParams(deps)),
  );
  contractRoute<{ Params: { key: string }; Body: SiteParamUpdateBody }>(
    app,
    params.paths.mngUpdate,
    {
      tags: ['config', 'mng'],
      summary: '修改站点参数',
      description: `只改传入的字段；公开读取的缓存随即失效。${MNG}`,
      params: { key: '参数名，如 title、phone、qrcode1' },
      body: params.bodies.update,
      auth: auth.admin,
      response: envelopeResponses(params.record, '站点参数', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => paramOf(deps, request.params.key),
          () => updateParam(deps, request.params.key, request.body),
        ),
      ),
  );
}
