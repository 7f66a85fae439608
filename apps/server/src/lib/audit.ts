import type { FastifyRequest } from 'fastify';
import { isAppError } from '../errors.js';

/** What a `/mng` write says about itself for the audit log; every key is optional (the path gives defaults). */
export interface AuditNote {
  /** `<resource>.<verb>`; defaults to the route path after `/mng/` without its parameters (`user.ban`). */
  action?: string;
  /** Defaults to the first path segment after `/mng/`. */
  targetType?: string;
  /** Defaults to the route's `id` parameter. */
  targetId?: string | null;
  /** The record before the write (serialised as JSON). */
  before?: unknown;
  /** The record after the write; defaults to the answer's `data`. */
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a `/mng` write through `noteAudit`; read when its answer is sent. */
    auditNote: AuditNote | null;
  }
}

/**
 * Tells the audit log what a `/mng` write changed. Every successful `/mng` POST is recorded without it (actor, path,
 * body, answer); a route calls this, once or several times, to add the record as it was before and after.
 */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...(request.auditNote ?? {}), ...note };
}

/** Reads the record a write touches; throwing a 404 `AppError` (or answering null) means there is none. */
export type AuditLoader = () => Promise<unknown>;

async function loadOrNull(load: AuditLoader): Promise<unknown> {
  try {
    return (await load()) ?? null;
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * Runs a `/mng` write and notes the record before and after it for the audit log: `load` reads the record as it is
 * (before is null when it does not exist yet, after is null once deleted); without a loader (a create) before is null
 * and after is what the write answered. Answers the write's result.
 */
export async function auditedWrite<T>(
  request: FastifyRequest,
  load: AuditLoader | null,
  write: () => Promise<T>,
): Promise<T> {
  const before = load ? await loadOrNull(load) : null;
  const result = await write();
  const after = load ? await loadOrNull(load) : (result ?? null);
  noteAudit(request, { before, after });
  return result;
}
