import { sql, type SqlBool } from 'kysely';
import { ContentModel, RecordState, type NoticeRecord, type PagedList } from '@yiying/models';
import {
  NOTICE_SORT_COLUMNS,
  SITE_MESSAGES,
  type MngNoticeListQuery,
  type NoticeCreateBody,
  type NoticeListQuery,
  type NoticeUpdateBody,
} from '@yiying/validation';
import type { SiteDb } from './site.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { isSiteFile, likePattern, sanitizeArticle } from '../content/index.js';
import type { NoticeRow } from './site.table.js';

export interface NoticeDeps {
  db: SiteDb;
  clock: Clock;
}

function parseImages(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function noticeRecord(row: NoticeRow, withContent: boolean): NoticeRecord {
  const record: NoticeRecord = {
    noticeId: row.notice_id,
    title: row.title,
    subtitle: row.subtitle,
    cover: row.cover,
    type: row.type,
    model: row.model,
    images: parseImages(row.images),
    state: row.state,
    publishTime: row.publish_time,
    hits: row.hits,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
  if (withContent) record.content = row.content;
  return record;
}

type NoticeFilter = Omit<MngNoticeListQuery, 'pageNum' | 'currentPage' | 'pageSize' | 'sort' | 'order'> & {
  publishedBy?: string;
};

async function noticePage(
  db: SiteDb,
  filter: NoticeFilter,
  query: MngNoticeListQuery | NoticeListQuery,
): Promise<PagedList<NoticeRecord>> {
  const page = resolvePage(query, 10);
  let q = db.selectFrom('notice');
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.state !== undefined) q = q.where('state', '=', filter.state);
  if (filter.publishedBy !== undefined) q = q.where('publish_time', '<=', filter.publishedBy);
  if (filter.search !== undefined) q = q.where(sql<SqlBool>`title like ${likePattern(filter.search)} escape '\\'`);
  const column = (query.sort && sortColumn(query.sort, NOTICE_SORT_COLUMNS)) || 'publish_time';
  return pageOf(
    q,
    page,
    (rows) =>
      rows
        .selectAll()
        .orderBy(column, query.order ?? 'desc')
        .orderBy('notice_id', 'desc'),
    (rows) => rows.map((row) => noticeRecord(row, false)),
  );
}

/** `GET /api/notice/list`: published notices whose publish time has come, newest first. */
export function listPublishedNotices(deps: NoticeDeps, query: NoticeListQuery): Promise<PagedList<NoticeRecord>> {
  return noticePage(
    deps.db,
    { type: query.type, search: query.search, state: RecordState.publish, publishedBy: isoAt(deps.clock()) },
    query,
  );
}

/** `GET /mng/notice/list`: every notice, or those of one state. */
export function listAllNotices(deps: NoticeDeps, query: MngNoticeListQuery): Promise<PagedList<NoticeRecord>> {
  return noticePage(deps.db, { type: query.type, search: query.search, state: query.state }, query);
}

async function noticeRow(db: SiteDb, id: string): Promise<NoticeRow> {
  const row = await db.selectFrom('notice').selectAll().where('notice_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SITE_MESSAGES.noticeNotFound);
  return row;
}

/**
 * `GET /api/notice/detail/{id}`: a published notice with its body. The read count goes up the first time a viewer
 * (`viewerKey`: the member, or the visitor's hashed address and browser) opens it, and never again for them.
 */
export async function publishedNoticeDetail(deps: NoticeDeps, id: string, viewerKey: string): Promise<NoticeRecord> {
  const { db, clock } = deps;
  const now = isoAt(clock());
  const row = await noticeRow(db, id);
  if (row.state !== RecordState.publish || row.publish_time > now) {
    throw new AppError('NOT_FOUND', SITE_MESSAGES.noticeNotFound);
  }
  const counted = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('notice_read')
      .values({ notice_id: id, viewer_key: viewerKey, create_time: now })
      .onConflict((oc) => oc.columns(['notice_id', 'viewer_key']).doNothing())
      .executeTakeFirst();
    const first = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (first) {
      await trx
        .updateTable('notice')
        .set((eb) => ({ hits: eb('hits', '+', 1) }))
        .where('notice_id', '=', id)
        .execute();
    }
    return first;
  });
  return noticeRecord({ ...row, hits: row.hits + (counted ? 1 : 0) }, true);
}

/** `GET /mng/notice/detail/{id}`: any notice; an admin's look is not a read. */
export async function noticeDetail(deps: NoticeDeps, id: string): Promise<NoticeRecord> {
  return noticeRecord(await noticeRow(deps.db, id), true);
}

function checkFiles(cover: string | undefined, images: readonly string[] | undefined): void {
  const errors = [];
  if (cover && !isSiteFile(cover)) errors.push({ field: 'cover', message: SITE_MESSAGES.fileNotSite });
  if (images?.some((url) => !isSiteFile(url))) errors.push({ field: 'images', message: SITE_MESSAGES.fileNotSite });
  if (errors.length > 0) throw validationFailed(errors);
}

function publishTimeOf(given: string | undefined, fallback: string): string {
  return given === undefined ? fallback : new Date(given).toISOString();
}

/** `POST /mng/notice/create`: article HTML is sanitised on save; a shop notice keeps its images. */
export async function createNotice(deps: NoticeDeps, adminId: string, body: NoticeCreateBody): Promise<NoticeRecord> {
  checkFiles(body.cover, body.images);
  const now = deps.clock();
  const row: NoticeRow = {
    notice_id: newId(now),
    title: body.title,
    subtitle: body.subtitle ?? '',
    cover: body.cover ?? '',
    type: body.type as NoticeRow['type'],
    model: body.model as NoticeRow['model'],
    content: sanitizeArticle(body.content ?? ''),
    images: JSON.stringify(body.images ?? []),
    state: body.state as RecordState,
    publish_time: publishTimeOf(body.publishTime, isoAt(now)),
    hits: 0,
    create_by: adminId,
    create_time: isoAt(now),
    update_time: isoAt(now),
  };
  await deps.db.insertInto('notice').values(row).execute();
  return noticeRecord(row, true);
}

/** `POST /mng/notice/update/{id}`: only the fields given change; publishing a draft without a time publishes it now. */
export async function updateNotice(deps: NoticeDeps, id: string, body: NoticeUpdateBody): Promise<NoticeRecord> {
  checkFiles(body.cover, body.images);
  const current = await noticeRow(deps.db, id);
  const now = isoAt(deps.clock());
  const model = (body.model as NoticeRow['model'] | undefined) ?? current.model;
  const images = body.images ?? parseImages(current.images);
  const state = (body.state as RecordState | undefined) ?? current.state;
  if (model === ContentModel.shop && state === RecordState.publish && images.length === 0) {
    throw validationFailed([{ field: 'images', message: SITE_MESSAGES.noticeImagesRequired }]);
  }
  const publishingNow = state === RecordState.publish && current.state !== RecordState.publish;
  const changes = {
    title: body.title ?? current.title,
    subtitle: body.subtitle ?? current.subtitle,
    cover: body.cover ?? current.cover,
    type: (body.type as NoticeRow['type'] | undefined) ?? current.type,
    model,
    content: body.content === undefined ? current.content : sanitizeArticle(body.content),
    images: JSON.stringify(images),
    state,
    publish_time: publishTimeOf(
      body.publishTime,
      publishingNow && current.publish_time < now ? now : current.publish_time,
    ),
    update_time: now,
  };
  await deps.db.updateTable('notice').set(changes).where('notice_id', '=', id).execute();
  return noticeRecord({ ...current, ...changes }, true);
}

export async function deleteNotice(deps: NoticeDeps, id: string): Promise<void> {
  await noticeRow(deps.db, id);
  await deps.db.deleteFrom('notice').where('notice_id', '=', id).execute();
}
