import { PAGE_SIZE, normalizeTitle, type ContentRecord, type MediaRecord, type PagedList } from '@yiying/models';
import {
  CONTENT_SORT_COLUMNS,
  contentContract,
  type AttentionListQuery,
  type ContentListQuery,
  type HotListQuery,
  type PersonalContentQuery,
  type SideListQuery,
} from '@yiying/validation';
import type { ContentDb } from './content.db.js';
import { AppError } from '../../errors.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { Clock } from '../../lib/clock.js';
import { emptyPage, pageFrom, resolvePage, sortColumn } from '../../lib/paging.js';
import { refreshHotScores } from './hot-rank.js';
import { contentRowToModel } from './content.record.js';
import { countContent, positionAfter, findContentByIds, listContent } from './content.repository.js';
import {
  cursorValues,
  orderColumns,
  type ContentFilter,
  type ContentOrder,
  type ContentScope,
  type ContentWithCreatorRow,
  type PagePosition,
} from './content.filter.js';
import type { Viewer } from './visibility.js';
import { hasMutes } from '../mute/index.js';
import { CONTENT_NOT_FOUND_MESSAGE, type ContentDeps } from './content.service.js';
import { talkTopicKey } from './content.topics.js';

/** A view counts once per viewer (member or visitor's address) and post and day: the key names the day too. */
export const HIT_WINDOW_MS = 24 * 3_600_000;

const EMPTY_MEDIA = new Map<string, MediaRecord[]>();

function orderOf(query: { sort?: string; order?: 'asc' | 'desc' }): ContentOrder {
  return {
    column: query.sort ? sortColumn(query.sort, CONTENT_SORT_COLUMNS) : undefined,
    direction: query.order ?? 'desc',
  };
}

/** Deep pages start from every `ANCHOR_STEP`-th row's position. */
const ANCHOR_STEP = 1_000;
/**
 * Positions and totals of the anonymous view are kept until a write clears the cache, or this long: they change only
 * with writes, and recounting 100k rows every few seconds would stall every request behind it.
 */
const ANCHOR_TTL_MS = 60_000;

type Position = (string | number)[];

/** How many positions past the one a page needs are found with it. */
export const HOPS_AHEAD = 200;

/**
 * Keyset positions of rows step, 2·step, … of one list, found a hop at a time (`positionAfter`), no single query
 * walking the whole list. A page that needs a position not found yet finds it and up to {@link HOPS_AHEAD} more (on
 * 100k posts, all of them: about a hundred hops of a millisecond or two): found only as far as each page needed,
 * every page deeper than the last paid for the hops between, and the first dozen visitors paging at random each
 * waited for some. Concurrent askers share the hops.
 */
export class PageAnchors {
  private readonly positions: Position[] = [];
  private ended = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly hop: (after: Position | undefined) => Promise<Position | undefined>) {}

  /** The position of row (index + 1)·step; undefined past the end of the list. */
  at(index: number): Position | undefined | Promise<Position | undefined> {
    if (index < this.positions.length || this.ended) return this.positions[index];
    const found = this.queue.then(async () => {
      while (!this.ended && this.positions.length <= index + HOPS_AHEAD) {
        const next = await this.hop(this.positions[this.positions.length - 1]);
        if (next) this.positions.push(next);
        else this.ended = true;
      }
      return this.positions[index];
    });
    this.queue = found.catch(() => undefined);
    return found;
  }
}

/** A page answered by an infinite-scroll list: the spec's page plus the keyset cursor of the next one. */
type CursorPage = PagedList<ContentRecord> & { nextCursor: string | null };

interface ListRequest {
  filter: ContentFilter;
  order: ContentOrder;
  scope?: ContentScope;
  page: { pageNum: number; pageSize: number; offset: number };
  cursor?: string;
  /** Whether the anonymous page itself goes through the cache (false when the route caches its serialised answer). */
  cachePage?: boolean;
}

/** How a list service is called: `cachePage: false` when the route keeps the serialised answer instead. */
export interface ListOptions {
  cachePage?: boolean;
}

/**
 * One page of a content list with its total and `nextCursor`. With `cursor` the page continues after the cursor's
 * row (keyset paging: as fast deep in the list as on top), else it starts at the page's offset. The anonymous view
 * is the same for everyone, so its pages and totals go through `cache`.
 */
async function pageOfContent(
  { db, cache, mutes: muteLookup, mutedTotals }: Pick<ContentDeps, 'db' | 'cache' | 'mutes' | 'mutedTotals'>,
  viewer: Viewer,
  { filter, order, scope: given = {}, page, cursor, cachePage = true }: ListRequest,
): Promise<CursorPage> {
  const mutes = viewer && muteLookup ? await muteLookup.active(viewer.userId) : undefined;
  const scope: ContentScope = hasMutes(mutes) ? { ...given, mutes } : given;
  let position: PagePosition = cursor
    ? { after: decodeCursor(cursor, orderColumns(order).length) }
    : { offset: page.offset };
  const key = JSON.stringify([filter, scope]);
  if (!viewer && !cursor && page.offset >= ANCHOR_STEP) {
    // Deep page of the shared anonymous view: start from the nearest remembered position (see `PageAnchors`).
    const anchors = await cache.get(
      `content:anchors:${key}:${JSON.stringify(order)}`,
      async () => new PageAnchors((after) => positionAfter(db, viewer, filter, order, ANCHOR_STEP, after, scope)),
      ANCHOR_TTL_MS,
    );
    const index = Math.floor(page.offset / ANCHOR_STEP) - 1;
    const anchor = await anchors.at(index);
    if (anchor) position = { after: anchor, offset: page.offset - (index + 1) * ANCHOR_STEP };
  }
  const count = () => countContent(db, viewer, filter, scope);
  const load = async (): Promise<CursorPage> => {
    let last: ContentWithCreatorRow | undefined;
    const list = await pageFrom(
      page,
      (limit) => listContent(db, viewer, filter, order, limit, position, scope),
      () =>
        !viewer
          ? cache.get(`content:count:${key}`, count, ANCHOR_TTL_MS)
          : scope.mutes?.hide.length && mutedTotals
            ? mutedTotals.get(`${viewer.userId}:${key}`, count)
            : count(),
      (rows) => {
        last = rows.length === page.pageSize ? rows[rows.length - 1] : undefined;
        return withParents(db, viewer, rows);
      },
    );
    return { ...list, nextCursor: last ? encodeCursor(cursorValues(last, order)) : null };
  };
  return viewer || !cachePage
    ? load()
    : cache.get(`content:list:${key}:${JSON.stringify([order, position, page])}`, load);
}

/**
 * `GET /api/content/list` as `viewer` sees it (DESIGN §6 through `contentVisibleTo`), `search` / `searchType`
 * matching the title or a tag; a member's 屏蔽此条 posts are left out.
 */
export async function listVisibleContent(
  deps: Pick<ContentDeps, 'db' | 'cache' | 'mutes' | 'mutedTotals'>,
  viewer: Viewer,
  query: ContentListQuery,
  { cachePage }: ListOptions = {},
): Promise<CursorPage> {
  const page = resolvePage(query, contentContract.pageSize);
  if (
    !viewer &&
    ((query.state && query.state !== 'publish') || (query.accessScope && query.accessScope !== 'public'))
  ) {
    return { ...emptyPage<ContentRecord>(page), nextCursor: null };
  }
  const filter: ContentFilter = {
    type: query.type,
    talkTopic: query.talkTopic === undefined ? undefined : talkTopicKey(query.talkTopic),
    categoryId: query.categoryId,
    circleId: query.circleId,
    // Ranked by hotness, forwards leave the list to their sources, as on /hot.
    forwardedFlag: query.forwardedFlag ?? (orderOf(query).column === 'hot_score' ? 'no' : undefined),
    createBy: query.createBy,
    comments: query.comments,
    state: viewer ? query.state : 'publish',
    accessScope: viewer ? query.accessScope : 'public',
  };
  const scope: ContentScope = query.search
    ? { search: { text: normalizeTitle(query.search), type: query.searchType ?? 'title' } }
    : {};
  return pageOfContent(deps, viewer, { filter, order: orderOf(query), scope, page, cursor: query.cursor, cachePage });
}

/**
 * `GET /api/content/hotList`: published posts by hot rank (`hot-rank.ts`), `hotNum` per page unless `pageSize` says
 * otherwise, optionally of one type or one author; no forwards (their sources rank with their forward counts).
 */
export async function listHotContent(
  deps: Pick<ContentDeps, 'db' | 'cache' | 'mutes' | 'mutedTotals'>,
  viewer: Viewer,
  query: HotListQuery,
  { cachePage }: ListOptions = {},
): Promise<CursorPage> {
  const page = resolvePage({ ...query, pageSize: query.pageSize ?? query.hotNum }, query.hotNum);
  // Forwards are not works of their own: the hot rank is their sources' (who carry the forward counts).
  const filter: ContentFilter = {
    type: query.type,
    createBy: query.userId,
    forwardedFlag: 'no',
    state: 'publish',
    accessScope: viewer ? undefined : 'public',
  };
  return pageOfContent(deps, viewer, {
    filter,
    order: { column: 'hot_score', direction: 'desc' },
    page,
    cursor: query.cursor,
    cachePage,
  });
}

/** `GET /web/content/attentionList`: published posts of the members `viewer` follows, newest first. */
export async function listAttentionContent(
  deps: Pick<ContentDeps, 'db' | 'cache' | 'mutes' | 'mutedTotals'>,
  viewer: NonNullable<Viewer>,
  query: AttentionListQuery,
): Promise<CursorPage> {
  const page = resolvePage(query, contentContract.pageSize);
  return pageOfContent(deps, viewer, {
    filter: { type: query.type, state: 'publish' },
    order: { column: 'create_time', direction: query.order ?? 'desc' },
    scope: { followedBy: viewer.userId },
    page,
    cursor: query.cursor,
  });
}

/** `GET /api/content/sideList`: more published posts from the author or the circle of a post `viewer` may see. */
export async function listSideContent(
  deps: Pick<ContentDeps, 'db' | 'cache' | 'mutes' | 'mutedTotals'>,
  viewer: Viewer,
  query: SideListQuery,
): Promise<PagedList<ContentRecord>> {
  const source = await visiblePost(deps.db, viewer, query.contentId);
  const page = resolvePage(query, PAGE_SIZE.sideContent);
  const list: PagedList<ContentRecord> & { nextCursor?: string | null } = await pageOfContent(deps, viewer, {
    // More works: forwards are no works of their own.
    filter: { state: 'publish', forwardedFlag: 'no', accessScope: viewer ? undefined : 'public' },
    order: { column: 'create_time', direction: query.order ?? 'desc' },
    scope: { sideOf: { contentId: source.content_id, authorId: source.create_by, circleId: source.circle_id } },
    page,
  });
  // The side list is a fixed short list: no infinite scroll, so no cursor.
  delete list.nextCursor;
  return list;
}

/** `GET /web/content/personalList`: the member's own posts in every state, newest first. */
export async function listOwnContent(
  { db }: Pick<ContentDeps, 'db'>,
  viewer: NonNullable<Viewer>,
  query: PersonalContentQuery,
): Promise<PagedList<ContentRecord>> {
  const page = resolvePage(query, contentContract.pageSize);
  const own: Viewer = { userId: viewer.userId, admin: false };
  const filter: ContentFilter = { createBy: viewer.userId, type: query.type, state: query.state };
  const order = orderOf(query);
  return pageFrom(
    page,
    (limit, offset) =>
      listContent(
        db,
        own,
        filter,
        { column: order.column ?? 'create_time', direction: order.direction },
        limit,
        offset,
      ),
    () => countContent(db, own, filter),
    (rows) => withParents(db, own, rows),
  );
}

/** Records of a list: never with their bodies. */
const LIST_RECORD = { body: false } as const;

/** Attaches the source of each forward (with its own counters), null when `viewer` may not see the source. */
async function withParents(db: ContentDb, viewer: Viewer, rows: ContentWithCreatorRow[]): Promise<ContentRecord[]> {
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null))];
  const parents = new Map(
    (await findContentByIds(db, viewer, parentIds, { body: false })).map((p) => [p.content_id, p]),
  );
  return rows.map((row) => {
    const record = contentRowToModel(row, LIST_RECORD);
    if (row.parent_id !== null) {
      const parent = parents.get(row.parent_id);
      record.parent = parent ? contentRowToModel(parent, LIST_RECORD) : null;
    }
    return record;
  });
}

/** The post `viewer` may see, or 404 内容不存在 (a post one may not see does not exist for them). */
export async function visiblePost(db: ContentDb, viewer: Viewer, contentId: string): Promise<ContentWithCreatorRow> {
  const [row] = await findContentByIds(db, viewer, [contentId]);
  if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
  return row;
}

/** Camera data leaves the server only when the author allowed it, or for the author. */
function mediaFor(items: readonly MediaRecord[], showCamera: boolean): MediaRecord[] {
  if (showCamera) return [...items];
  return items.map((item) => {
    const copy = { ...item };
    delete copy.camera;
    return copy;
  });
}

/**
 * `GET /api/content/detail/{id}`: the post with its body, files and source. `countView` (the public detail route)
 * adds one to `hitNum` the first time `countView.viewerKey` sees the post that day (`HIT_WINDOW_MS`); the
 * answers of the author's own writes do not count.
 */
export async function contentDetail(
  { db, media, store, clock }: Pick<ContentDeps, 'db' | 'media' | 'store'> & { clock?: Clock },
  viewer: Viewer,
  contentId: string,
  { countView }: { countView?: { viewerKey: string } } = {},
): Promise<ContentRecord> {
  const row = await visiblePost(db, viewer, contentId);
  let counted = false;
  if (countView) {
    counted = store ? await store.setIfAbsent(`hit:${contentId}:${countView.viewerKey}`, '1', HIT_WINDOW_MS) : true;
    if (counted) {
      await db
        .updateTable('content')
        .set((eb) => ({ hit_num: eb('hit_num', '+', 1) }))
        .where('content_id', '=', contentId)
        .execute();
      await refreshHotScores(db, (clock ?? Date.now)(), { ids: [contentId] });
    }
  }
  const [record] = await withParents(db, viewer, [{ ...row, hit_num: row.hit_num + (counted ? 1 : 0) }]);
  if (!record) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
  if (row.content !== undefined && row.content !== null) record.content = row.content;
  const files = media ? await media.ofContents(db, [contentId]) : EMPTY_MEDIA;
  record.media = mediaFor(files.get(contentId) ?? [], row.show_exif === 1 || viewer?.userId === row.create_by);
  return record;
}
