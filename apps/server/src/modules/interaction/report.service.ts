import { PATIENT_PRIVACY_REPORT_REASON, type PagedList, type Report } from '@yiying/models';
import { likesContract, type ReportCreateBody, type ReportListQuery, type ReportResolveBody } from '@yiying/validation';
import type { InteractionDb } from './interaction.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageFrom, resolvePage } from '../../lib/paging.js';
import { contentVisibleTo, type Viewer } from '../content/index.js';
import { findUsersByIds, userRowToBrief } from '../identity/index.js';
import { visiblePost, type InteractionDeps } from './interaction.service.js';

export const REPORT_NOT_FOUND_MESSAGE = '举报不存在';

function reportSelect(db: InteractionDb, viewer: Viewer) {
  return db
    .selectFrom('report')
    .innerJoin('content', 'content.content_id', 'report.content_id')
    .where(contentVisibleTo(viewer))
    .select([
      'report.report_id',
      'report.content_id',
      'report.user_id',
      'report.reason',
      'report.state',
      'report.note',
      'report.handle_time',
      'report.create_time',
      'content.title',
    ]);
}

type ReportJoinRow = Awaited<ReturnType<ReturnType<typeof reportSelect>['execute']>>[number];

async function toReports(db: InteractionDb, rows: ReportJoinRow[]): Promise<Report[]> {
  const users = new Map(
    (await findUsersByIds(db, [...new Set(rows.map((r) => r.user_id))])).map((u) => [u.user_id, u]),
  );
  return rows.map((row) => {
    const user = users.get(row.user_id);
    return {
      reportId: row.report_id,
      contentId: row.content_id,
      contentTitle: row.title,
      reason: row.reason,
      state: row.state,
      reporter: user ? userRowToBrief(user) : { userId: row.user_id, username: '', avatar: '' },
      createTime: row.create_time,
      handleTime: row.handle_time,
      note: row.note,
    };
  });
}

export async function reportById(db: InteractionDb, viewer: Viewer, reportId: string): Promise<Report> {
  const rows = await reportSelect(db, viewer).where('report.report_id', '=', reportId).execute();
  const [report] = await toReports(db, rows);
  if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE);
  return report;
}

/** 举报: files (or re-files, with a new reason) the viewer's report of a post they may see. */
export async function createReport(
  { db, clock }: Pick<InteractionDeps, 'db' | 'clock'>,
  viewer: NonNullable<Viewer>,
  body: ReportCreateBody,
): Promise<Report> {
  await visiblePost(db, viewer, body.contentId);
  const now = isoAt(clock());
  const reportId = newId(clock());
  await db
    .insertInto('report')
    .values({
      report_id: reportId,
      content_id: body.contentId,
      user_id: viewer.userId,
      reason: body.reason,
      state: 'pending',
      note: null,
      handled_by: null,
      handle_time: null,
      create_time: now,
    })
    .onConflict((oc) =>
      oc.columns(['content_id', 'user_id']).doUpdateSet({
        reason: body.reason,
        state: 'pending',
        note: null,
        handled_by: null,
        handle_time: null,
        create_time: now,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('report')
    .select('report_id')
    .where('content_id', '=', body.contentId)
    .where('user_id', '=', viewer.userId)
    .executeTakeFirstOrThrow();
  return reportById(db, viewer, row.report_id);
}

/** The admin review queue: reports in one state, newest first. */
export async function listReports(
  db: InteractionDb,
  admin: NonNullable<Viewer>,
  query: ReportListQuery,
): Promise<PagedList<Report>> {
  const page = resolvePage(query, likesContract.pageSize);
  return pageFrom(
    page,
    (limit, offset) =>
      reportSelect(db, admin)
        .where('report.state', '=', query.state)
        // 泄露患者隐私 comes first: a patient's picture is taken down before anything else is looked at.
        .orderBy(
          (eb) => eb.case().when('report.reason', 'like', `%${PATIENT_PRIVACY_REPORT_REASON}%`).then(0).else(1).end(),
          'asc',
        )
        .orderBy('report.create_time', query.order ?? 'desc')
        .orderBy('report.report_id', query.order ?? 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    async () =>
      (
        await db
          .selectFrom('report')
          .innerJoin('content', 'content.content_id', 'report.content_id')
          .where(contentVisibleTo(admin))
          .where('report.state', '=', query.state)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    (rows) => toReports(db, rows),
  );
}

/**
 * Closes a report: `resolve` hides the post (state down) and closes every pending report of it; `dismiss` closes
 * this one and keeps the post.
 */
export async function resolveReport(
  { db, clock, cache }: Pick<InteractionDeps, 'db' | 'clock' | 'cache'>,
  admin: NonNullable<Viewer>,
  reportId: string,
  body: ReportResolveBody,
): Promise<Report> {
  const report = await reportById(db, admin, reportId);
  const now = isoAt(clock());
  const closed = { note: body.note ?? null, handled_by: admin.userId, handle_time: now };
  await db.transaction().execute(async (trx) => {
    if (body.action === 'resolve') {
      await trx
        .updateTable('content')
        .set({
          state: 'down',
          moderation_state: 'hidden',
          moderation_reason: body.note?.trim() || `举报成立：${report.reason}`,
          update_time: now,
        })
        .where('content_id', '=', report.contentId)
        .where('state', '=', 'publish')
        .execute();
      await trx
        .updateTable('report')
        .set({ state: 'resolved', ...closed })
        .where('content_id', '=', report.contentId)
        .where((eb) => eb.or([eb('state', '=', 'pending'), eb('report_id', '=', reportId)]))
        .execute();
    } else {
      await trx
        .updateTable('report')
        .set({ state: 'dismissed', ...closed })
        .where('report_id', '=', reportId)
        .execute();
    }
  });
  cache.invalidate();
  return reportById(db, admin, reportId);
}
