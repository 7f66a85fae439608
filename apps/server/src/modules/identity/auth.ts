import type { FastifyRequest } from 'fastify';
import type { IdentityDb } from './identity.db.js';
import { AppError } from '../../errors.js';
import { markAccess } from '../../lib/api-security.js';
import { memberOnlyHook, type Member, type MemberPreHandler, type PreHandler } from '../../lib/viewer.js';
import type { ClientInfo, Session, TokenService } from './token.service.js';
import { findUserById } from './user.repository.js';
import type { UserRow } from './user.table.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `member` / `admin` / `optional` pre-handlers; the identity comes from the token only. */
    session: Session | null;
  }
}

/** The access token of a request: `authorization: <token>` (a `Bearer ` prefix is accepted too). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/** The session of a request that passed the `member` pre-handler. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}

/** Pre-handlers that decide who is calling. The `uuid` header is never read: it is only a client hint. */
export interface Auth {
  /** 401 '用户未登录' without a live token. */
  member: MemberPreHandler;
  /** 401 without a token, 403 '拒绝访问' unless the member is an admin. */
  admin: MemberPreHandler;
  /** Reads the token when present; anonymous otherwise. */
  optional: PreHandler;
  /** The row of the calling member (after `member`). */
  user(request: FastifyRequest): Promise<UserRow>;
}

/** The pre-handlers of a server; the one place that turns a token into a session and a viewer. */
export function createAuth(db: IdentityDb, tokens: TokenService): Auth {
  /** Session and viewer of the request's token; both null without a live token or without its member. */
  const resolve = async (request: FastifyRequest): Promise<void> => {
    const session = await tokens.authenticate(tokenOf(request), clientOf(request));
    request.session = session;
    if (!session) return;
    const row = await findUserById(db, session.userId);
    request.viewer = row ? { userId: row.user_id, admin: row.role === 'admin' } : null;
  };
  const requireMember = async (request: FastifyRequest): Promise<Member> => {
    await resolve(request);
    if (!request.viewer) throw new AppError('UNAUTHORIZED');
    return request.viewer;
  };
  const user = async (request: FastifyRequest): Promise<UserRow> => {
    const row = await findUserById(db, sessionOf(request).userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  };
  // Marked for the OpenAPI document, which reads each route's security off its pre-handlers.
  const member = memberOnlyHook(
    markAccess<PreHandler>(async (request) => {
      await requireMember(request);
    }, 'member'),
  );
  const admin = memberOnlyHook(
    markAccess<PreHandler>(async (request) => {
      if (!(await requireMember(request)).admin) throw new AppError('FORBIDDEN');
    }, 'member'),
  );
  return {
    member,
    admin,
    user,
    optional: markAccess<PreHandler>(async (request) => resolve(request), 'optional'),
  };
}

export type { Member, MemberPreHandler, PreHandler, Viewer } from '../../lib/viewer.js';
