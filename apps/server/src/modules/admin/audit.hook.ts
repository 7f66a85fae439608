import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditService } from './audit.service.js';

/** `/mng/user/ban/:id` → `user.ban`: the route's path after `/mng/` without its parameters. */
export function actionOfRoute(route: string): string[] {
  return route
    .replace(/^\/mng\//, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'));
}

function answerData(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return undefined;
  try {
    return (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

function isAuditedWrite(request: FastifyRequest, status: number): boolean {
  return request.method === 'POST' && request.url.startsWith('/mng/') && status >= 200 && status < 300;
}

/**
 * Records every successful `/mng` POST in the audit log before its answer leaves: the admin who called, the action
 * (from the route path unless the route named it), the target (the `id` parameter by default), the request body with
 * secrets masked, and the record before and after as the route reported them with `noteAudit` (the answer's `data`
 * stands for `after` otherwise). Added on the root instance ahead of every module's routes.
 */
export function installAuditHook(app: FastifyInstance, audit: AuditService): void {
  app.decorateRequest('auditNote', null);
  const record = async (request: FastifyRequest, status: number, payload: unknown): Promise<void> => {
    const session = request.session;
    if (!session) return;
    const note = request.auditNote ?? {};
    const segments = actionOfRoute(request.routeOptions.url ?? request.url.split('?')[0] ?? '');
    const params = (request.params ?? {}) as Record<string, unknown>;
    const key = params['id'] ?? params['key'];
    const id = typeof key === 'string' ? key : null;
    await audit.recordQuietly({
      actorId: session.userId,
      action: note.action ?? (segments.join('.') || 'mng'),
      targetType: note.targetType ?? segments[0] ?? 'mng',
      targetId: note.targetId !== undefined ? note.targetId : id,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      status,
      body: request.body,
      before: note.before,
      after: note.after !== undefined ? note.after : answerData(payload),
    });
  };

  // A callback hook: every answer passes here, and only an audited write has anything to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.session || !isAuditedWrite(request, reply.statusCode)) {
      done(null, payload);
      return;
    }
    record(request, reply.statusCode, payload).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
}
