import type { PagedList } from '@yiying/models';
import { ADMIN_PAGE_SIZE, type AdminAuditListQuery, type AuditEntry } from '@yiying/validation';
import type { AdminDb } from './admin.db.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { randomBytes } from 'node:crypto';
import { pageOf, resolvePage } from '../../lib/paging.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLogRow } from './admin.table.js';

/** One admin write to record. */
export interface AuditRecord {
  actorId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  /** Defaults to `SERVICE`: a write made outside an HTTP call. */
  method?: string;
  path?: string;
  status?: number;
  body?: unknown;
  before?: unknown;
  after?: unknown;
}

let sequence = 0;

/** Time-ordered like `newId`, and in insertion order within one millisecond of one process. */
function auditId(now: number): string {
  sequence = (sequence + 1) % 36 ** 4;
  return (
    now.toString(36).padStart(9, '0') +
    sequence.toString(36).padStart(4, '0') +
    randomBytes(4).toString('hex').slice(0, 7)
  );
}

/** Keys whose values never reach the log. */
const SECRET_KEY = /password|token|code|secret/i;

/** JSON text of a value with secrets masked; null for nothing. Bounded so one large body cannot swell the log. */
export function auditJson(value: unknown, max = 20_000): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value, (key, inner: unknown) =>
    key && SECRET_KEY.test(key) && typeof inner === 'string' ? '******' : inner,
  );
  if (text === undefined) return null;
  return text.length > max ? JSON.stringify({ truncated: true, head: text.slice(0, max) }) : text;
}

function dayStart(day: string): string {
  return day.length === 10 ? `${day}T00:00:00.000Z` : day;
}

function dayEnd(day: string): string {
  return day.length === 10 ? `${day}T23:59:59.999Z` : day;
}

/** The audit log: who did what to which record, when, and the record before and after. */
export class AuditService {
  constructor(
    private readonly db: AdminDb,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Records one admin write; answers its id. */
  async record(entry: AuditRecord): Promise<string> {
    const now = this.clock();
    const id = auditId(now);
    await this.db
      .insertInto('audit_log')
      .values({
        audit_id: id,
        actor_id: entry.actorId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId ?? null,
        method: entry.method ?? 'SERVICE',
        path: entry.path ?? '',
        status: entry.status ?? 200,
        body: auditJson(entry.body),
        before: auditJson(entry.before),
        after: auditJson(entry.after),
        create_time: isoAt(now),
      })
      .execute();
    return id;
  }

  /** Records without failing the caller: a lost audit row is logged, the write it describes already happened. */
  async recordQuietly(entry: AuditRecord): Promise<void> {
    try {
      await this.record(entry);
    } catch (error) {
      this.log?.error({ err: error, action: entry.action }, '审计日志写入失败');
    }
  }

  async list(query: AdminAuditListQuery): Promise<PagedList<AuditEntry>> {
    const page = resolvePage(query, ADMIN_PAGE_SIZE);
    let base = this.db.selectFrom('audit_log');
    if (query.actorId) base = base.where('audit_log.actor_id', '=', query.actorId);
    if (query.action) base = base.where('audit_log.action', '=', query.action);
    if (query.targetType) base = base.where('audit_log.target_type', '=', query.targetType);
    if (query.targetId) base = base.where('audit_log.target_id', '=', query.targetId);
    if (query.from) base = base.where('audit_log.create_time', '>=', dayStart(query.from));
    if (query.to) base = base.where('audit_log.create_time', '<=', dayEnd(query.to));
    const order = query.order === 'asc' ? 'asc' : 'desc';
    return pageOf(
      base,
      page,
      (q) =>
        q
          .leftJoin('user', 'user.user_id', 'audit_log.actor_id')
          .selectAll('audit_log')
          .select(['user.username', 'user.avatar', 'user.type'])
          .orderBy('audit_log.create_time', order)
          .orderBy('audit_log.audit_id', order),
      (rows) => rows.map(auditRowToModel),
    );
  }
}

function auditRowToModel(
  row: AuditLogRow & { username: string | null; avatar: string | null; type: AuditEntry['actor']['type'] | null },
): AuditEntry {
  return {
    auditId: row.audit_id,
    actor: {
      userId: row.actor_id,
      username: row.username ?? '已删除的账号',
      avatar: row.avatar ?? '',
      ...(row.type ? { type: row.type } : {}),
    },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    method: row.method,
    path: row.path,
    status: Number(row.status),
    body: row.body,
    before: row.before,
    after: row.after,
    createTime: row.create_time,
  };
}
