import { createHash } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { GuestbookKind, YesNo, type GuestbookRecord, type PagedList } from '@yiying/models';
import {
  GUESTBOOK_PER_WINDOW,
  GUESTBOOK_WINDOW_MS,
  SITE_MESSAGES,
  type GuestbookCreateBody,
  type GuestbookListQuery,
  type GuestbookUpdateBody,
} from '@yiying/validation';
import { screenTexts, type TextGuard } from '../../lib/text-guard/index.js';
import type { GuestbookDb } from './guestbook.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import type { KeyValueStore } from '../../lib/store.js';
import { likePattern } from '../content/index.js';
import type { GuestbookRow } from './guestbook.table.js';

export interface GuestbookDeps {
  db: GuestbookDb;
  clock: Clock;
  store: KeyValueStore;
  /** The watch list over what the form says (屏蔽 refuses, 替换 stars, 审核 and 标记 flag a member's message). */
  guard?: TextGuard;
}

function recordOf(row: GuestbookRow): GuestbookRecord {
  return {
    guestbookId: row.guestbook_id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    title: row.title,
    message: row.message,
    email: row.email,
    company: row.company,
    department: row.department,
    readFlag: row.read_flag,
    userId: row.user_id,
    createTime: row.create_time,
  };
}

/** Counts one entry from `ip`; past the limit, 429 留言过于频繁 with the seconds until the window ends. */
async function throttle(store: KeyValueStore, ip: string): Promise<void> {
  const key = `guestbook:ip:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;
  const count = await store.increment(key, GUESTBOOK_WINDOW_MS);
  if (count > GUESTBOOK_PER_WINDOW) {
    const error = new AppError('TOO_MANY_REQUESTS', SITE_MESSAGES.guestbookThrottled);
    error.retryAfter = Math.max(1, Math.ceil((await store.ttl(key)) / 1000));
    throw error;
  }
}

/** `POST /web/guestbook/create`: the contact-us or online message form, from anyone; limited per address. */
export async function createEntry(
  deps: GuestbookDeps,
  from: { ip: string; userId: string | null },
  body: GuestbookCreateBody,
): Promise<GuestbookRecord> {
  await throttle(deps.store, from.ip);
  const screened = await screenTexts(
    deps.guard,
    body.kind === GuestbookKind.message
      ? { name: body.name, memo: body.memo, company: body.company, department: body.department }
      : { name: body.name, title: body.title, message: body.message },
  );
  body = { ...body, ...screened.values } as GuestbookCreateBody;
  const now = deps.clock();
  const row: GuestbookRow =
    body.kind === GuestbookKind.message
      ? {
          guestbook_id: newId(now),
          kind: GuestbookKind.message,
          name: body.name,
          phone: body.phone,
          title: null,
          message: body.memo ?? null,
          email: body.email ?? null,
          company: body.company ?? null,
          department: body.department ?? null,
          read_flag: YesNo.no,
          user_id: from.userId,
          create_time: isoAt(now),
        }
      : {
          guestbook_id: newId(now),
          kind: GuestbookKind.contact,
          name: body.name,
          phone: body.phone,
          title: body.title,
          message: body.message ?? null,
          email: null,
          company: null,
          department: null,
          read_flag: YesNo.no,
          user_id: from.userId,
          create_time: isoAt(now),
        };
  await deps.db.insertInto('guestbook').values(row).execute();
  // A visitor's message has no author to tell: it is flagged only when a member wrote it.
  if (from.userId) {
    await screened.flag(deps.db, {
      source: 'guestbook',
      userId: from.userId,
      title: '留言',
      targetId: row.guestbook_id,
    });
  }
  return recordOf(row);
}

/** `GET /mng/guestbook/list`: newest first, by kind, read flag or a word of the name, phone or title. */
export async function listEntries(deps: GuestbookDeps, query: GuestbookListQuery): Promise<PagedList<GuestbookRecord>> {
  const page = resolvePage(query, 10);
  let q = deps.db.selectFrom('guestbook');
  if (query.kind !== undefined) q = q.where('kind', '=', query.kind);
  if (query.readFlag !== undefined) q = q.where('read_flag', '=', query.readFlag);
  if (query.search !== undefined) {
    const pattern = likePattern(query.search);
    q = q.where(
      sql<SqlBool>`(name like ${pattern} escape '\\' or phone like ${pattern} escape '\\' or title like ${pattern} escape '\\')`,
    );
  }
  return pageOf(
    q,
    page,
    (rows) =>
      rows
        .selectAll()
        .orderBy('create_time', query.order ?? 'desc')
        .orderBy('guestbook_id', 'desc'),
    (rows) => rows.map(recordOf),
  );
}

async function entryRow(db: GuestbookDb, id: string): Promise<GuestbookRow> {
  const row = await db.selectFrom('guestbook').selectAll().where('guestbook_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SITE_MESSAGES.guestbookNotFound);
  return row;
}

/** An entry as it is, without marking it read. */
export async function guestbookEntry(deps: GuestbookDeps, id: string): Promise<GuestbookRecord> {
  return recordOf(await entryRow(deps.db, id));
}

/** `GET /mng/guestbook/detail/{id}`: opening an entry marks it read. */
export async function entryDetail(deps: GuestbookDeps, id: string): Promise<GuestbookRecord> {
  const row = await entryRow(deps.db, id);
  if (row.read_flag !== YesNo.yes) {
    await deps.db.updateTable('guestbook').set({ read_flag: YesNo.yes }).where('guestbook_id', '=', id).execute();
  }
  return recordOf({ ...row, read_flag: YesNo.yes });
}

/** `POST /mng/guestbook/update/{id}`: marks an entry read or unread. */
export async function updateEntry(
  deps: GuestbookDeps,
  id: string,
  body: GuestbookUpdateBody,
): Promise<GuestbookRecord> {
  const row = await entryRow(deps.db, id);
  const readFlag = body.readFlag as YesNo;
  await deps.db.updateTable('guestbook').set({ read_flag: readFlag }).where('guestbook_id', '=', id).execute();
  return recordOf({ ...row, read_flag: readFlag });
}

/** `POST /mng/guestbook/delete/{id}`. */
export async function deleteEntry(deps: GuestbookDeps, id: string): Promise<void> {
  await entryRow(deps.db, id);
  await deps.db.deleteFrom('guestbook').where('guestbook_id', '=', id).execute();
}
