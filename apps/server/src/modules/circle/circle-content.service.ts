import { Enabled, YesNo, type ContentRecord, type PagedList } from '@yiying/models';
import { CIRCLE_CONTENT_SORT_COLUMNS, CIRCLE_MESSAGES, type CircleContentQuery } from '@yiying/validation';
import type { CircleDb } from './circle.db.js';
import { AppError } from '../../errors.js';
import { pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { contentRowToModel, findContentByIds, visibleContent, type Viewer } from '../content/index.js';
import { foldedWordColumn, withoutHiddenWords, type MuteSet } from '../mute/index.js';
import type { CircleDeps } from './circle.service.js';

/** What a member's mutes are matched against: the title, as in the other content lists. */
const MUTED_COLUMNS = ['content.title'] as const;

async function circleContentPage(
  db: CircleDb,
  viewer: Viewer,
  query: CircleContentQuery,
  joinedBy: string | null,
  mutes?: MuteSet,
): Promise<PagedList<ContentRecord>> {
  const page = resolvePage(query, 12);
  if (query.circleId !== undefined) {
    const circle = await db
      .selectFrom('circle')
      .select('circle_id')
      .where('circle_id', '=', query.circleId)
      .where('enabled', '=', Enabled.enabled)
      .executeTakeFirst();
    if (!circle) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.notFound);
  }
  // Through the one access-scope helper: published posts `viewer` may see, in enabled circles.
  let q = visibleContent(db, viewer)
    .where('content.state', '=', 'publish')
    .where('content.circle_id', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('circle')
          .select('circle.circle_id')
          .whereRef('circle.circle_id', '=', 'content.circle_id')
          .where('circle.enabled', '=', Enabled.enabled),
      ),
    );
  if (query.circleId !== undefined) q = q.where('content.circle_id', '=', query.circleId);
  if (query.type !== undefined) q = q.where('content.type', '=', query.type);
  // The viewer's hidden words leave the page and the total.
  const hidden = withoutHiddenWords(MUTED_COLUMNS, mutes);
  if (hidden) q = q.where(hidden);
  if (joinedBy !== null) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('circle_subscribe')
          .select('circle_subscribe.subscribe_id')
          .whereRef('circle_subscribe.circle_id', '=', 'content.circle_id')
          .where('circle_subscribe.user_id', '=', joinedBy)
          .where('circle_subscribe.subscribe_flag', '=', YesNo.yes),
      ),
    );
  }
  const column = (query.sort && sortColumn(query.sort, CIRCLE_CONTENT_SORT_COLUMNS)) || 'create_time';
  return pageOf(
    q,
    page,
    (filtered) =>
      filtered
        .select('content.content_id')
        .orderBy(`content.${column}`, query.order ?? 'desc')
        .orderBy('content.content_id', 'desc'),
    async (idRows) => {
      const ids = idRows.map((r) => r.content_id);
      const rows = new Map((await findContentByIds(db, viewer, ids)).map((r) => [r.content_id, r]));
      const folded = foldedWordColumn(MUTED_COLUMNS, mutes);
      const foldedWords =
        folded && ids.length > 0
          ? new Map(
              (
                await visibleContent(db, viewer)
                  .select(['content.content_id', folded.as('muted_word')])
                  .where('content.content_id', 'in', ids)
                  .execute()
              ).map((r) => [r.content_id, r.muted_word]),
            )
          : undefined;
      const parentIds = [...rows.values()].map((r) => r.parent_id).filter((id): id is string => id !== null);
      const parents = new Map((await findContentByIds(db, viewer, parentIds)).map((r) => [r.content_id, r]));
      const records: ContentRecord[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) continue;
        const record = contentRowToModel({ ...row, content: undefined, muted_word: foldedWords?.get(id) ?? null });
        if (row.parent_id !== null) {
          const parent = parents.get(row.parent_id);
          record.parent = parent ? contentRowToModel({ ...parent, content: undefined }) : null;
        }
        records.push(record);
      }
      return records;
    },
  );
}

/** `GET /api/content/allCircleList`: posts of every enabled circle, or of `circleId`, 12 per page. */
export async function listAllCircleContent(deps: CircleDeps, viewer: Viewer, query: CircleContentQuery) {
  const mutes = viewer ? await deps.mutes?.active(viewer.userId) : undefined;
  return circleContentPage(deps.db, viewer, query, null, mutes);
}

/** `GET /web/content/attentionCircleList`: posts of the circles the member joined, 12 per page. */
export async function listAttentionCircleContent(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  query: CircleContentQuery,
) {
  return circleContentPage(deps.db, viewer, query, viewer.userId, await deps.mutes?.active(viewer.userId));
}
