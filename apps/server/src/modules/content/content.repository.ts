import { sql, type ExpressionBuilder } from 'kysely';
import type { ContentDatabase, ContentDb } from './content.db.js';
import { prepared, preparedBatch } from '../../lib/prepared.js';
import { ANONYMOUS_VISIBLE, visibleContent, type Viewer } from './visibility.js';
import { foldedWordColumn } from '../mute/index.js';
import {
  type ContentFilter,
  type ContentOrder,
  type ContentScope,
  type ContentWithCreatorRow,
  MUTED_COLUMNS,
  type PagePosition,
  afterCursor,
  applyFilter,
  orderColumns,
  withoutShielded,
} from './content.filter.js';

/** Every column but the body: lists never send article HTML, detail pages do. */
const LIST_COLUMNS = [
  'content.content_id',
  'content.parent_id',
  'content.category_id',
  'content.circle_id',
  'content.title',
  'content.cover',
  'content.type',
  'content.state',
  'content.talk_topic',
  'content.likes_num',
  'content.collect_num',
  'content.comment_num',
  'content.hit_num',
  'content.forwarded_num',
  'content.forwarded_flag',
  'content.thumbs',
  'content.access_scope',
  'content.create_time',
  'content.update_time',
  'content.create_by',
  'content.width',
  'content.height',
  'content.comments',
  'content.top_flag',
  'content.sort',
  'content.tags',
  'content.sensitive',
  'content.show_exif',
  'content.patient_consent',
  'content.cover_image',
  'content.hot_score',
  'content.moderation_state',
  'content.moderation_reason',
] as const;

/** Content `viewer` may see, with its creator's public fields and, for a member, their like and collection. */
function selectWithCreator(db: ContentDb, viewer: Viewer) {
  const q = visibleContent(db, viewer)
    .innerJoin('user', 'user.user_id', 'content.create_by')
    .select(LIST_COLUMNS)
    .select((eb: ExpressionBuilder<ContentDatabase, 'content' | 'user'>) => [
      eb.ref('user.username').as('creator_username'),
      eb.ref('user.avatar').as('creator_avatar'),
      eb.ref('user.type').as('creator_type'),
    ]);
  if (!viewer) return q;
  return q.select((eb) => [
    eb
      .selectFrom('likes')
      .select(sql<number>`1`.as('x'))
      .where('likes.user_id', '=', viewer.userId)
      .whereRef('likes.content_id', '=', 'content.content_id')
      .as('viewer_liked'),
    eb
      .selectFrom('collection')
      .select(sql<number>`1`.as('x'))
      .where('collection.user_id', '=', viewer.userId)
      .whereRef('collection.content_id', '=', 'content.content_id')
      .as('viewer_collected'),
  ]);
}

/**
 * The keyset position `step` rows after `after` (after the list's start without it): one hop along the index, so the
 * positions of every `step`-th row are found a hop at a time, as far as the pages asked for need them, with no long
 * query stalling the requests between hops. Undefined past the end of the list.
 */
export async function positionAfter(
  db: ContentDb,
  viewer: Viewer,
  filter: ContentFilter,
  order: ContentOrder,
  step: number,
  after: readonly (string | number)[] | undefined,
  scope: ContentScope = {},
): Promise<(string | number)[] | undefined> {
  const columns = orderColumns(order);
  let query = withoutShielded(applyFilter(visibleContent(db, viewer), filter, scope), viewer).select(
    columns.map((c, i) => sql.ref(c.column).as(`k${i}`)),
  );
  if (after) query = afterCursor(query, order, after);
  for (const { column, direction } of columns) query = query.orderBy(column, direction);
  const row = (await query
    .limit(1)
    .offset(step - 1)
    .executeTakeFirst()) as Record<string, string | number> | undefined;
  return row ? columns.map((_, i) => row[`k${i}`] as string | number) : undefined;
}

/**
 * One page of the content `viewer` may see matching `filter` and `scope`, creator joined. The page's ids are found
 * first on the narrow index alone (a deep offset then skips index entries, not joined rows), then its rows are read.
 */
export async function listContent(
  db: ContentDb,
  viewer: Viewer,
  filter: ContentFilter,
  order: ContentOrder,
  limit: number,
  position: PagePosition | number,
  scope: ContentScope = {},
): Promise<ContentWithCreatorRow[]> {
  const at: PagePosition = typeof position === 'number' ? { offset: position } : position;
  if (!viewer && !at.after && 'offset' in at && Object.keys(scope).length === 0)
    return anonymousPage(db, filter, order, limit, at.offset);
  const columns = orderColumns(order);
  let ids = withoutShielded(applyFilter(visibleContent(db, viewer), filter, scope), viewer).select(
    'content.content_id',
  );
  if (at.after) ids = afterCursor(ids, order, at.after);
  for (const { column, direction } of columns) ids = ids.orderBy(column, direction);
  ids = ids.limit(limit);
  if ('offset' in at && at.offset && at.offset > 0) ids = ids.offset(at.offset);
  const pageIds = (await ids.execute()).map((r) => r.content_id);
  if (pageIds.length === 0) return [];
  const folded = foldedWordColumn(MUTED_COLUMNS, scope.mutes);
  const withFolded = folded
    ? selectWithCreator(db, viewer).select(folded.as('muted_word'))
    : selectWithCreator(db, viewer);
  const rows = await withFolded.where('content.content_id', 'in', pageIds).execute();
  const byId = new Map(rows.map((r) => [r.content_id, r as ContentWithCreatorRow]));
  return pageIds.map((id) => byId.get(id)).filter((r): r is ContentWithCreatorRow => r !== undefined);
}

type AnonymousPageQuery = (db: ContentDb, values: Record<string, unknown>) => Promise<ContentWithCreatorRow[]>;
type RowOrder = (a: ContentWithCreatorRow, b: ContentWithCreatorRow) => number;

/**
 * Compiled visitor pages by the shape of their query (which filters are set, the order and the page size), each with
 * the comparison that puts its rows in the list's order.
 */
const anonymousPages = new Map<string, { query: AnonymousPageQuery; compare: RowOrder }>();
const ANONYMOUS_PAGE_SHAPES = 256;

/**
 * A page of what a visitor sees, by offset: one statement (the page's ids found on the covering index, then those rows
 * with their creators), compiled once per shape of query and afterwards only run with new values (`prepared`). The
 * same rows in the same order as the general path of `listContent`.
 */
async function anonymousPage(
  db: ContentDb,
  filter: ContentFilter,
  order: ContentOrder,
  limit: number,
  offset: number,
): Promise<ContentWithCreatorRow[]> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`page size ${limit} is not a positive integer`);
  // A filter equal to what every visitor sees anyway (published, public) adds nothing to the visitor's condition. A
  // filter whose values come from a short fixed list (checked by the contract) is written into the text too.
  const set = (Object.keys(filter) as (keyof ContentFilter & string)[])
    .filter((key) => filter[key] !== undefined && !isAnonymousVisible(key, filter[key]))
    .sort();
  const listed = set.filter((key) => isListedValue(key, filter[key]));
  const keys = set.filter((key) => !listed.includes(key));
  const literals = Object.fromEntries(listed.map((key) => [key, filter[key]]));
  const shape = JSON.stringify([keys, literals, order, limit]);
  let compiled = anonymousPages.get(shape);
  if (!compiled) {
    const columns = orderColumns(order);
    const query = prepared([...keys, 'offset'], (db, param) => {
      const values = Object.fromEntries([
        ...keys.map((key) => [key, param(key)]),
        ...listed.map((key) => [key, sql.lit(filter[key])]),
      ]) as ContentFilter;
      let ids = applyFilter(visibleContent(db, null), values).select('content.content_id');
      for (const { column, direction } of columns) ids = ids.orderBy(column, direction);
      // The page size is part of the statement's text (a bound LIMIT makes SQLite plan the statement on every run).
      ids = ids.limit(sql.lit(limit)).offset(param('offset') as unknown as number);
      // No ORDER BY outside: with one, SQLite walks the list index checking each row against the ids instead of
      // reading the page's rows by key (the rows are put in order below).
      return selectWithCreator(db, null).where('content.content_id', 'in', ids);
    }) as AnonymousPageQuery;
    compiled = { query, compare: inOrder(order) };
    if (anonymousPages.size >= ANONYMOUS_PAGE_SHAPES) anonymousPages.clear();
    anonymousPages.set(shape, compiled);
  }
  return (await compiled.query(db, { ...filter, offset })).sort(compiled.compare);
}

/** Filters whose values the contract takes from a short fixed list (a type, yes / no, 0 / 1). */
const LISTED_FILTERS: ReadonlySet<string> = new Set(['type', 'forwardedFlag', 'comments']);

function isListedValue(key: string, value: unknown): boolean {
  return (
    LISTED_FILTERS.has(key) &&
    ((typeof value === 'string' && /^[a-z]{1,16}$/.test(value)) || value === 0 || value === 1)
  );
}

function isAnonymousVisible(key: string, value: unknown): boolean {
  return (key === 'state' || key === 'accessScope') && ANONYMOUS_VISIBLE[key] === value;
}

/** Compares two rows as the order's ORDER BY does (every order ends with the id, so no two rows are equal). */
function inOrder(order: ContentOrder): RowOrder {
  const columns = orderColumns(order).map(({ column, direction }) => ({
    key: column.slice('content.'.length),
    sign: direction === 'desc' ? -1 : 1,
  }));
  return (a, b) => {
    for (const { key, sign } of columns) {
      const x = (a as unknown as Record<string, string | number>)[key] as string | number;
      const y = (b as unknown as Record<string, string | number>)[key] as string | number;
      if (x < y) return -sign;
      if (x > y) return sign;
    }
    return 0;
  };
}

export async function countContent(
  db: ContentDb,
  viewer: Viewer,
  filter: ContentFilter,
  scope: ContentScope = {},
): Promise<number> {
  const row = await withoutShielded(applyFilter(visibleContent(db, viewer), filter, scope), viewer)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ANONYMOUS_BY_IDS_MAX = 100;

/**
 * Visitor lookups by id (no body), compiled once per number of ids and run with the ids as they are: a list page's
 * forwarded posts' sources.
 */
const anonymousByIds = preparedBatch(
  (db, count, param) =>
    selectWithCreator(db, null).where(
      'content.content_id',
      'in',
      Array.from({ length: count }, (_, i) => param(i)),
    ),
  ANONYMOUS_BY_IDS_MAX,
);

function anonymousRowsByIds(db: ContentDb, ids: readonly string[]): Promise<ContentWithCreatorRow[]> {
  return anonymousByIds(db, ids.length, ids) as Promise<ContentWithCreatorRow[]>;
}

/** The posts of `ids` that `viewer` may see (others are simply missing), body included unless `body` is false. */
export async function findContentByIds(
  db: ContentDb,
  viewer: Viewer,
  ids: readonly string[],
  { body = true }: { body?: boolean } = {},
): Promise<ContentWithCreatorRow[]> {
  if (ids.length === 0) return [];
  if (!viewer && !body && ids.length <= ANONYMOUS_BY_IDS_MAX) return anonymousRowsByIds(db, ids);
  const query = selectWithCreator(db, viewer).where('content.content_id', 'in', [...ids]);
  return (body ? query.select('content.content') : query).execute() as Promise<ContentWithCreatorRow[]>;
}

/**
 * A member's works as `viewer` sees them: their published posts within the viewer's access scope, the count of what
 * their homepage lists to that viewer (and, for the member, of 我的's 已发布 list). Drafts and hidden posts are not works.
 */
export async function countUserContent(db: ContentDb, userId: string, viewer: Viewer): Promise<number> {
  const row = await visibleContent(db, viewer)
    .where('content.create_by', '=', userId)
    .where('content.state', '=', 'publish')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The covers of those posts of `contentIds` that member `userId` may see (the thumbnails of their notifications). */
export async function postCovers(
  db: ContentDb,
  userId: string,
  contentIds: readonly string[],
): Promise<{ contentId: string; coverImage: string | null }[]> {
  if (contentIds.length === 0) return [];
  const rows = await visibleContent(db, { userId, admin: false })
    .where('content.content_id', 'in', [...contentIds])
    .select(['content.content_id', 'content.cover_image'])
    .execute();
  return rows.map((row) => ({ contentId: row.content_id, coverImage: row.cover_image }));
}
