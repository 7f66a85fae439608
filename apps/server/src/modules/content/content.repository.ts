import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { ContentRecord, ImageSource, PatientConsent, UserType } from '@yiying/models';
import type { CONTENT_SORT_COLUMNS, ContentListQuery, ListFilter } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import type { ContentRow, ContentTable, NewContentRow, NewTopicRow, TopicRow } from './content.table.js';
import { prepared } from '../../lib/prepared.js';
import { ANONYMOUS_VISIBLE, visibleContent, type Viewer } from './visibility.js';
import { foldedWordColumn, withoutHiddenWords, type MuteSet } from '../mute/index.js';

/**
 * What a member's mutes are matched against: the title, which is what every card of a feed shows (a body can be a
 * long article, which each list would otherwise read whole for every word).
 */
const MUTED_COLUMNS = ['content.title'] as const;

export type ContentSortColumn = (typeof CONTENT_SORT_COLUMNS)[number];

/** What a content list selects by: the contract's list query without its paging part. */
export type ContentFilter = ListFilter<ContentListQuery>;

/**
 * Order of a list: `column` one of the sort columns; `undefined` means the default order (pinned first, then weight,
 * then newest); `hot` the hot rank.
 */
export interface ContentOrder {
  column?: ContentSortColumn | 'hot_score';
  direction: 'asc' | 'desc';
}

/** A content row (body optional: lists leave it out) with its creator's public fields. */
export type ContentWithCreatorRow = Omit<ContentRow, 'content' | 'hot_score'> & {
  content?: ContentRow['content'];
  hot_score?: number;
  creator_username: string;
  creator_avatar: string;
  creator_type: UserType;
  /** The member viewer liked / collected it (1), absent for visitors. */
  viewer_liked?: number | null;
  viewer_collected?: number | null;
  /** The viewer's folded word the post contains (折叠), when any. */
  muted_word?: string | null;
};

/** Extra conditions of a list besides the contract's filters. */
export interface ContentScope {
  /** Posts whose title (or tag) contains this text. */
  search?: { text: string; type: 'title' | 'tag' };
  /** Only posts by members `userId` follows (the attention list). */
  followedBy?: string;
  /** More from the same author or circle as this post, itself excluded (the side list). */
  sideOf?: { contentId: string; authorId: string; circleId: string | null };
  /** The viewer's mutes: hidden words leave the list (and its count), folded words mark the posts. */
  mutes?: MuteSet;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'content', O>,
  filter: ContentFilter,
  scope: ContentScope = {},
): SelectQueryBuilder<Database, 'content', O> {
  let q = query;
  if (filter.state !== undefined) q = q.where('content.state', '=', filter.state);
  if (filter.accessScope !== undefined) q = q.where('content.access_scope', '=', filter.accessScope);
  if (filter.type !== undefined) q = q.where('content.type', '=', filter.type);
  if (filter.talkTopic !== undefined) q = q.where('content.talk_topic', '=', filter.talkTopic);
  if (filter.categoryId !== undefined) q = q.where('content.category_id', '=', filter.categoryId);
  if (filter.circleId !== undefined) q = q.where('content.circle_id', '=', filter.circleId);
  if (filter.forwardedFlag !== undefined) q = q.where('content.forwarded_flag', '=', filter.forwardedFlag);
  if (filter.createBy !== undefined) q = q.where('content.create_by', '=', filter.createBy);
  if (filter.comments !== undefined) q = q.where('content.comments', '=', filter.comments);
  if (scope.search) {
    const pattern = likePattern(scope.search.text);
    q =
      scope.search.type === 'tag'
        ? q.where(sql<SqlBool>`content.tags like ${pattern} escape '\\'`)
        : q.where(sql<SqlBool>`content.title like ${pattern} escape '\\'`);
  }
  if (scope.followedBy !== undefined) {
    const me = scope.followedBy;
    q = q.where((eb) =>
      eb(
        'content.create_by',
        'in',
        eb.selectFrom('fans').select('fans.user_id').where('fans.fans_id', '=', me).where('fans.enabled', '=', 1),
      ),
    );
  }
  const hidden = withoutHiddenWords(MUTED_COLUMNS, scope.mutes);
  if (hidden) q = q.where(hidden);
  if (scope.sideOf) {
    const { contentId, authorId, circleId } = scope.sideOf;
    q = q
      .where('content.content_id', '!=', contentId)
      .where((eb) =>
        circleId
          ? eb.or([eb('content.create_by', '=', authorId), eb('content.circle_id', '=', circleId)])
          : eb('content.create_by', '=', authorId),
      );
  }
  return q;
}

/** A member's 屏蔽此条 posts never show in their lists. */
function withoutShielded<O>(
  query: SelectQueryBuilder<Database, 'content', O>,
  viewer: Viewer,
): SelectQueryBuilder<Database, 'content', O> {
  if (!viewer) return query;
  return query.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('content_shield')
          .select('content_shield.content_id')
          .where('content_shield.user_id', '=', viewer.userId)
          .whereRef('content_shield.content_id', '=', 'content.content_id'),
      ),
    ),
  );
}

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
function selectWithCreator(db: Kysely<Database>, viewer: Viewer) {
  const q = visibleContent(db, viewer)
    .innerJoin('user', 'user.user_id', 'content.create_by')
    .select(LIST_COLUMNS)
    .select((eb: ExpressionBuilder<Database, 'content' | 'user'>) => [
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

type OrderColumn = `content.${ContentSortColumn | 'hot_score' | 'content_id'}`;

/** The columns and directions of an order, the id last (it makes every order total, and ends each cursor). */
export function orderColumns(order: ContentOrder): { column: OrderColumn; direction: 'asc' | 'desc' }[] {
  const direction = order.direction;
  if (order.column) {
    return [
      { column: `content.${order.column}`, direction },
      { column: 'content.content_id', direction },
    ];
  }
  return [
    { column: 'content.top_flag', direction: 'desc' },
    { column: 'content.sort', direction: 'desc' },
    { column: 'content.create_time', direction },
    { column: 'content.content_id', direction },
  ];
}

/** The values of `row` in the order's columns: what `nextCursor` encodes. */
export function cursorValues(row: ContentWithCreatorRow, order: ContentOrder): (string | number)[] {
  return orderColumns(order).map(({ column }) => {
    const value = (row as unknown as Record<string, unknown>)[column.slice('content.'.length)];
    return typeof value === 'number' || typeof value === 'string' ? value : Number(value ?? 0);
  });
}

/** Keyset paging: rows strictly after `after` in the order (a row-value comparison when every direction agrees). */
function afterCursor<O>(
  query: SelectQueryBuilder<Database, 'content', O>,
  order: ContentOrder,
  after: readonly (string | number)[],
): SelectQueryBuilder<Database, 'content', O> {
  const columns = orderColumns(order);
  return query.where((eb) => {
    const directions = new Set(columns.map((c) => c.direction));
    if (directions.size === 1) {
      const op = columns[0]?.direction === 'desc' ? '<' : '>';
      const refs = columns.map((c) => sql.ref(c.column));
      const values = after.map((v) => sql.val(v));
      return sql<SqlBool>`(${sql.join(refs)}) ${sql.raw(op)} (${sql.join(values)})`;
    }
    // Mixed directions: (a after x) or (a = x and b after y) or …
    return eb.or(
      columns.map((c, i) =>
        eb.and([
          ...columns.slice(0, i).map((prev, j) => eb(prev.column, '=', after[j] as string)),
          eb(c.column, c.direction === 'desc' ? '<' : '>', after[i] as string),
        ]),
      ),
    );
  });
}

/** Where a page starts: an offset (page number), a keyset cursor, or an offset after a keyset position. */
export type PagePosition =
  | { offset: number; after?: readonly (string | number)[] }
  | { after: readonly (string | number)[] };

/**
 * The keyset position `step` rows after `after` (after the list's start without it): one hop along the index, so the
 * positions of every `step`-th row are found a hop at a time, as far as the pages asked for need them, with no long
 * query stalling the requests between hops. Undefined past the end of the list.
 */
export async function positionAfter(
  db: Kysely<Database>,
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
  db: Kysely<Database>,
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

type AnonymousPageQuery = (db: Kysely<Database>, values: Record<string, unknown>) => Promise<ContentWithCreatorRow[]>;

/** Compiled visitor pages by the shape of their query: which filters are set, the order and the page size. */
const anonymousPages = new Map<string, AnonymousPageQuery>();
const ANONYMOUS_PAGE_SHAPES = 256;

/**
 * A page of what a visitor sees, by offset: one statement (the page's ids found on the covering index, then those rows
 * with their creators), compiled once per shape of query and afterwards only run with new values (`prepared`). The
 * same rows in the same order as the general path of `listContent`.
 */
async function anonymousPage(
  db: Kysely<Database>,
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
  let query = anonymousPages.get(shape);
  if (!query) {
    const columns = orderColumns(order);
    query = prepared([...keys, 'offset'], (db, param) => {
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
    if (anonymousPages.size >= ANONYMOUS_PAGE_SHAPES) anonymousPages.clear();
    anonymousPages.set(shape, query);
  }
  return (await query(db, { ...filter, offset })).sort(inOrder(order));
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
function inOrder(order: ContentOrder): (a: ContentWithCreatorRow, b: ContentWithCreatorRow) => number {
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
  db: Kysely<Database>,
  viewer: Viewer,
  filter: ContentFilter,
  scope: ContentScope = {},
): Promise<number> {
  const row = await withoutShielded(applyFilter(visibleContent(db, viewer), filter, scope), viewer)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type RowsQuery = (db: Kysely<Database>, values: Record<string, unknown>) => Promise<ContentWithCreatorRow[]>;

/** Compiled visitor lookups by id (no body), by the number of ids: a list page's forwarded posts' sources. */
const anonymousByIds = new Map<number, RowsQuery>();
const ANONYMOUS_BY_IDS_MAX = 100;

function anonymousRowsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<ContentWithCreatorRow[]> {
  let query = anonymousByIds.get(ids.length);
  if (!query) {
    const names = ids.map((_, i) => `id${i}`);
    query = prepared(names, (db, param) =>
      selectWithCreator(db, null).where('content.content_id', 'in', names.map(param)),
    ) as RowsQuery;
    anonymousByIds.set(ids.length, query);
  }
  return query(db, Object.fromEntries(ids.map((id, i) => [`id${i}`, id])));
}

/** The posts of `ids` that `viewer` may see (others are simply missing), body included unless `body` is false. */
export async function findContentByIds(
  db: Kysely<Database>,
  viewer: Viewer,
  ids: readonly string[],
  { body = true }: { body?: boolean } = {},
): Promise<ContentWithCreatorRow[]> {
  if (ids.length === 0) return [];
  if (!viewer && !body && ids.length <= ANONYMOUS_BY_IDS_MAX) return anonymousRowsByIds(db, ids);
  const query = selectWithCreator(db, viewer).where('content.content_id', 'in', [...ids]);
  return (body ? query.select('content.content') : query).execute() as Promise<ContentWithCreatorRow[]>;
}

/** Writes one post (inside the caller's transaction). */
export async function insertContent(db: Kysely<Database>, row: NewContentRow): Promise<void> {
  await db.insertInto('content').values(row).execute();
}

/** Columns an update may change. */
export type ContentChanges = Omit<Updateable<ContentTable>, 'content_id' | 'create_by' | 'create_time' | 'type'>;

export async function updateContentRow(
  db: Kysely<Database>,
  contentId: string,
  changes: ContentChanges,
): Promise<void> {
  await db.updateTable('content').set(changes).where('content_id', '=', contentId).execute();
}

/** Deletes a post and its topic links; forwards of it keep existing with `parent_id` cleared. */
export async function deleteContentRow(db: Kysely<Database>, contentId: string): Promise<void> {
  await db.deleteFrom('topic_content').where('content_id', '=', contentId).execute();
  await db.updateTable('content').set({ parent_id: null }).where('parent_id', '=', contentId).execute();
  await db.deleteFrom('content').where('content_id', '=', contentId).execute();
}

/** The topics named `titles`, created (state publish) when new; ordered as `titles`. */
export async function ensureTopics(
  db: Kysely<Database>,
  titles: readonly string[],
  nowIso: string,
  newId: () => string,
): Promise<TopicRow[]> {
  if (titles.length === 0) return [];
  const rows: NewTopicRow[] = titles.map((title) => ({
    topic_id: newId(),
    parent_id: null,
    title,
    cover: '',
    description: '',
    state: 'publish',
    hit_num: 0,
    create_time: nowIso,
    update_time: nowIso,
  }));
  await db
    .insertInto('topic')
    .values(rows)
    .onConflict((oc) => oc.column('title').doNothing())
    .execute();
  const found = await db
    .selectFrom('topic')
    .selectAll()
    .where('title', 'in', [...titles])
    .execute();
  const byTitle = new Map(found.map((t) => [t.title, t]));
  return titles.map((title) => byTitle.get(title)).filter((t): t is TopicRow => t !== undefined);
}

/** Replaces the topic links of a post: `topicIds[0]` is its first topic. */
export async function setContentTopics(
  db: Kysely<Database>,
  contentId: string,
  topicIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('topic_content').where('content_id', '=', contentId).execute();
  if (topicIds.length === 0) return;
  await db
    .insertInto('topic_content')
    .values(topicIds.map((topicId, position) => ({ topic_id: topicId, content_id: contentId, position })))
    .execute();
}

export async function insertContents(db: Kysely<Database>, rows: NewContentRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('content').values(rows).execute();
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function parseStrings(raw: string | null): string[] {
  const parsed = parseJson(raw);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

function parseImageSource(raw: string | null): ImageSource | null {
  const parsed = parseJson(raw);
  return parsed && typeof parsed === 'object' && typeof (parsed as ImageSource).url === 'string'
    ? (parsed as ImageSource)
    : null;
}

/** Row → API record. `parent` is added by the service for forwards. */
export function contentRowToModel(row: ContentWithCreatorRow): ContentRecord {
  const record: ContentRecord = {
    contentId: row.content_id,
    parentId: row.parent_id,
    categoryId: row.category_id,
    circleId: row.circle_id,
    title: row.title,
    cover: row.cover,
    type: row.type,
    state: row.state,
    talkTopic: row.talk_topic,
    likesNum: row.likes_num,
    collectNum: row.collect_num,
    commentNum: row.comment_num,
    hitNum: row.hit_num,
    forwardedNum: row.forwarded_num,
    forwardedFlag: row.forwarded_flag,
    thumbs: parseStrings(row.thumbs),
    accessScope: row.access_scope,
    createTime: row.create_time,
    updateTime: row.update_time,
    createBy: row.create_by,
    comments: row.comments,
    tags: parseStrings(row.tags),
    sensitive: row.sensitive === 1,
    showExif: row.show_exif === 1,
    patientConsent: (row.patient_consent ?? null) as PatientConsent | null,
    coverImage: parseImageSource(row.cover_image),
    creator: {
      userId: row.create_by,
      username: row.creator_username,
      avatar: row.creator_avatar,
      type: row.creator_type,
    },
  };
  if (row.content !== undefined && row.content !== null) record.content = row.content;
  if (row.viewer_liked !== undefined) record.liked = Boolean(row.viewer_liked);
  if (row.viewer_collected !== undefined) record.collected = Boolean(row.viewer_collected);
  if (row.width !== null) record.width = row.width;
  if (row.height !== null) record.height = row.height;
  if (row.muted_word) {
    record.folded = true;
    record.foldedWord = row.muted_word;
  }
  if (row.moderation_state === 'hidden' || row.moderation_state === 'held') {
    record.moderated = true;
    record.moderationReason = row.moderation_reason ?? '';
    record.moderationState = row.moderation_state;
  }
  if (row.moderation_state === 'held') {
    record.held = true;
    record.moderationReason = row.moderation_reason ?? '';
  }
  return record;
}

/**
 * A member's works as `viewer` sees them: their published posts within the viewer's access scope, the count of what
 * their homepage lists to that viewer (and, for the member, of 我的's 已发布 list). Drafts and hidden posts are not works.
 */
export async function countUserContent(db: Kysely<Database>, userId: string, viewer: Viewer): Promise<number> {
  const row = await visibleContent(db, viewer)
    .where('content.create_by', '=', userId)
    .where('content.state', '=', 'publish')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
