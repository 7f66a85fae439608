import type { Kysely } from 'kysely';
import {
  MediaKind,
  PAGE_SIZE,
  normalizeTitle,
  splitTitle,
  toImageSource,
  type ContentRecord,
  type MediaRecord,
  type PagedList,
} from '@yiying/models';
import {
  CONTENT_SORT_COLUMNS,
  MESSAGES,
  contentContract,
  contentSchema,
  validate,
  type ContentCreateBody,
  type AttentionListQuery,
  type ContentListQuery,
  type ContentUpdateBody,
  type HotListQuery,
  type PersonalContentQuery,
  type SideListQuery,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../errors.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { KeyValueStore } from '../../lib/store.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pagedList } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { resolvePage, sortColumn } from '../../lib/paging.js';
import type { TextGuard } from '../../lib/text-guard/index.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { articleImageUrls, sanitizeArticle } from './article-html.js';
import { refreshHotScores } from './hot-rank.js';
import { forwardChanges, recountForwards } from './forward-rules.js';
import {
  contentRowToModel,
  countContent,
  cursorValues,
  orderColumns,
  positionAfter,
  deleteContentRow,
  ensureTopics,
  findContentByIds,
  insertContent,
  listContent,
  setContentTopics,
  updateContentRow,
  type ContentChanges,
  type ContentFilter,
  type ContentOrder,
  type ContentScope,
  type ContentWithCreatorRow,
  type PagePosition,
} from './content.repository.js';
import type { NewContentRow } from './content.table.js';
import type { Viewer } from './visibility.js';
import { holdContentForReview } from './moderation.js';
import { requirePatientConsent, type MedicalPlaceCheck } from './patient-consent.js';
import { hasMutes, type MuteSet } from '../mute/index.js';

/** Why a post waits for an admin when one of its pictures does (the media module's verdict `review`). */
export const IMAGE_REVIEW_REASON = '图片待审核';

export const CONTENT_NOT_FOUND_MESSAGE = '内容不存在';
export const COVER_NOT_OWNED_MESSAGE = '封面必须是本人上传的图片或视频画面';
export const MEDIA_UNAVAILABLE_MESSAGE = '暂不支持上传文件';

/**
 * What content needs of the media module (`ctx.media`): ownership checks of uploads, the links between a post and
 * its files, and releasing the files of a deleted post. Written as an interface so the content rules can be tested
 * and run where no media service is configured (then posts carry no files).
 */
export interface ContentMedia {
  /** The author's uploads of `ids`, in that order; a 400 for an unknown id or someone else's. */
  owned(db: Kysely<Database>, ownerId: string, ids: readonly string[]): Promise<MediaRecord[]>;
  /** The author's upload a URL belongs to (the file, one of its renditions, a video frame), if any. */
  ownedByUrl(db: Kysely<Database>, ownerId: string, url: string): Promise<MediaRecord | null | undefined>;
  /** Links the post's files (body in order, then the cover), inside the post's transaction. */
  link(db: Kysely<Database>, contentId: string, bodyMediaIds: readonly string[], coverMediaId?: string): Promise<void>;
  /** The files of each post, in order. */
  ofContents(db: Kysely<Database>, contentIds: readonly string[]): Promise<Map<string, MediaRecord[]>>;
  /** After a post is deleted: removes its files that no other post uses. */
  releaseContent(contentId: string): Promise<unknown>;
  /** Whether a file of the post waits for an admin's review (then the published post is held). */
  awaitsReview?(db: Kysely<Database>, contentId: string): Promise<boolean>;
  /** Pictures and videos among the files, and the faces the server's check recorded in them (患者隐私确认). */
  pictureFacts?(db: Kysely<Database>, mediaIds: readonly string[]): Promise<{ pictures: number; faces: number }>;
}

/** What the content service uses. */
export interface ContentDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Anonymous list pages and totals; every write invalidates it. */
  cache: TtlCache;
  media?: ContentMedia;
  /** Where "this viewer saw this post within the hour" is remembered (views count once per viewer and hour). */
  store?: KeyValueStore;
  /** Checks other modules make of a post's circle or category before it is written (see `ContentWriteCheck`). */
  writeChecks?: readonly ContentWriteCheck[];
  /** Whether a post's circle or category is medical (its posts with pictures need 患者隐私确认). */
  medicalChecks?: readonly MedicalPlaceCheck[];
  /** The watch list: a 屏蔽 word refuses the write, 审核 holds a published post, 替换 stars, 标记 flags. */
  guard?: TextGuard;
  /** The viewer's muted words (屏蔽词), applied to the lists a member reads. */
  mutes?: { active(userId: string): Promise<MuteSet> };
  /**
   * Totals of members' lists with hidden words, by member and list: counting them reads every row of the list (a
   * substring test per word), so paging through a list counts it once; cleared by every write of content.
   */
  mutedTotals?: TtlCache;
}

/** The write a `ContentWriteCheck` is asked about. */
export interface ContentWriteTarget {
  action: 'create' | 'update' | 'delete';
  /** The post changed or deleted; absent on create. */
  contentId?: string;
  /** Who writes: `own` when they wrote the post (always on create). */
  writer: { userId: string; admin: boolean; own: boolean };
  /** The circle the post goes into (create, or an update that moves it); `undefined` when it does not change. */
  circleId?: string | null;
  /** The category the post goes into, likewise. */
  categoryId?: string | null;
}

/** Work a check asks for inside the write's transaction, after the post row changed (a counter to recount). */
export type ContentWriteFollowUp = (trx: Kysely<Database>) => Promise<void>;

/**
 * A check another module makes before a post is created, updated or deleted: the circle or category it names must
 * exist and be open, a post another module owns may be locked. Throws an `AppError` (400 with a field error, or a
 * 403) to refuse the write; nothing is written then. It may answer a follow-up to run in the write's transaction.
 */
export type ContentWriteCheck = (
  db: Kysely<Database>,
  target: ContentWriteTarget,
) => Promise<void | ContentWriteFollowUp>;

async function runWriteChecks(deps: ContentDeps, target: ContentWriteTarget): Promise<ContentWriteFollowUp[]> {
  const followUps: ContentWriteFollowUp[] = [];
  for (const check of deps.writeChecks ?? []) {
    const followUp = await check(deps.db, target);
    if (followUp) followUps.push(followUp);
  }
  return followUps;
}

/** Answer to an author who tries to publish a post an admin hid. */
export const CONTENT_MODERATED_MESSAGE = '该内容已被管理员隐藏，不能更改状态';
/** Answer to an author who tries to change the state of a post waiting in the review queue. */
export const CONTENT_HELD_MESSAGE = '该内容正在审核中，审核通过后自动公开';
/** The reason a post the watch list holds carries. */
export const HELD_BY_WORDS_REASON = '含审核词';

/** A post's texts as they are to be stored, and what the watch list decided. */
interface GuardedPost {
  action: 'pass' | 'hold' | 'replace' | 'flag';
  title: string;
  content: string | null;
  tags: string[] | undefined;
}

/**
 * Runs the watch list over a post's title, body (an article's HTML text) and tags: throws the 屏蔽 message, and
 * answers the texts with 替换 applied and whether to hold or flag the post.
 */
async function guardPost(
  deps: ContentDeps,
  post: { title: string; content: string | null; tags: readonly string[] | undefined },
  article: boolean,
): Promise<GuardedPost> {
  const plain = {
    action: 'pass' as const,
    title: post.title,
    content: post.content,
    tags: post.tags && [...post.tags],
  };
  if (!deps.guard) return plain;
  const outcome = await deps.guard.inspect<'title' | 'content' | 'tags'>(
    { title: post.title, content: post.content ?? undefined, tags: post.tags },
    { html: article ? ['content'] : [] },
  );
  return {
    action: outcome.action === 'block' ? 'pass' : outcome.action,
    title: (outcome.values.title as string | undefined) ?? post.title,
    content: post.content === null ? null : ((outcome.values.content as string | undefined) ?? post.content),
    tags: (outcome.values.tags as string[] | undefined) ?? plain.tags,
  };
}

/** The state and moderation columns of a post the watch list held or flagged (nothing for a draft). */
function moderationOf(action: GuardedPost['action'], state: string) {
  if (state !== 'publish') return {};
  if (action === 'hold') {
    // Held like a hidden post: kept down (out of every public read) until an admin approves it.
    return { state: 'down' as const, moderation_state: 'held' as const, moderation_reason: HELD_BY_WORDS_REASON };
  }
  if (action === 'flag') return { moderation_state: 'flagged' as const, moderation_reason: '含标记词' };
  return {};
}

/** A view counts once per viewer (member or visitor's address) and post and day: the key names the day too. */
export const HIT_WINDOW_MS = 24 * 3_600_000;

const EMPTY_MEDIA = new Map<string, MediaRecord[]>();

/** `城市光影`, `#城市光影#` and `＃城市光影＃` all name the topic `#城市光影#`. */
function talkTopicKey(value: string): string {
  const text = normalizeTitle(value).trim();
  return /^#[^#]+#$/.test(text) ? text : `#${text.replace(/#/g, '')}#`;
}

/** The distinct topics of a title, in order (`#话题#` segments, full-width # included). */
export function titleTopics(title: string): string[] {
  const topics = splitTitle(title)
    .filter((segment) => segment.topic)
    .map((segment) => segment.text.trim())
    .filter(Boolean);
  return [...new Set(topics)];
}

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

/**
 * Keyset positions of rows step, 2·step, … of one list, found a hop at a time (`positionAfter`) as far as the pages
 * asked for need them: the first deep page pays only for the hops up to it, and no single query walks the whole list.
 * Concurrent askers share the hops.
 */
class PageAnchors {
  private readonly positions: Position[] = [];
  private ended = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly hop: (after: Position | undefined) => Promise<Position | undefined>) {}

  /** The position of row (index + 1)·step; undefined past the end of the list. */
  at(index: number): Position | undefined | Promise<Position | undefined> {
    if (index < this.positions.length || this.ended) return this.positions[index];
    const found = this.queue.then(async () => {
      while (this.positions.length <= index && !this.ended) {
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
    const [rows, total] = await Promise.all([
      listContent(db, viewer, filter, order, page.pageSize, position, scope),
      !viewer
        ? cache.get(`content:count:${key}`, count, ANCHOR_TTL_MS)
        : scope.mutes?.hide.length && mutedTotals
          ? mutedTotals.get(`${viewer.userId}:${key}`, count)
          : count(),
    ]);
    const last = rows.length === page.pageSize ? rows[rows.length - 1] : undefined;
    return {
      ...pagedList(await withParents(db, viewer, rows), total, page.pageNum, page.pageSize),
      nextCursor: last ? encodeCursor(cursorValues(last, order)) : null,
    };
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
    return { ...pagedList([], 0, page.pageNum, page.pageSize), nextCursor: null };
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
  const [rows, total] = await Promise.all([
    listContent(
      db,
      own,
      filter,
      { column: order.column ?? 'create_time', direction: order.direction },
      page.pageSize,
      page.offset,
    ),
    countContent(db, own, filter),
  ]);
  return pagedList(await withParents(db, own, rows), total, page.pageNum, page.pageSize);
}

/** Attaches the source of each forward (with its own counters), null when `viewer` may not see the source. */
async function withParents(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: ContentWithCreatorRow[],
): Promise<ContentRecord[]> {
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null))];
  const parents = new Map(
    (await findContentByIds(db, viewer, parentIds, { body: false })).map((p) => [p.content_id, p]),
  );
  return rows.map((row) => {
    const record = contentRowToModel({ ...row, content: undefined });
    if (row.parent_id !== null) {
      const parent = parents.get(row.parent_id);
      record.parent = parent ? contentRowToModel({ ...parent, content: undefined }) : null;
    }
    return record;
  });
}

/** The post `viewer` may see, or 404 内容不存在 (a post one may not see does not exist for them). */
async function visiblePost(db: Kysely<Database>, viewer: Viewer, contentId: string): Promise<ContentWithCreatorRow> {
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

function fieldError(field: string, message: string): AppError {
  return validationFailed([{ field, message }]);
}

/** The publishing fields of a post as `contentSchema` reads them. */
type PostFields = ContentCreateBody;

interface PreparedMedia {
  /** The body files in order: images, the video, attachments (then the article's inline images). */
  bodyIds: string[];
  coverId?: string;
  cover: string;
  coverImage: string | null;
  width: number | null;
  height: number | null;
  thumbs: string[];
  content: string;
}

/**
 * Checks the files of a post against its type and resolves its cover: `mediaIds` must be the author's uploads
 * (the media service answers 400 otherwise); a published image post needs an image, a video post exactly one video
 * and, without a poster frame, a chosen cover; a chosen cover must be one of the author's files. Article HTML is
 * sanitised here, and its inline images that are the author's uploads are linked to the post.
 */
async function prepareMedia(
  { db, media }: Pick<ContentDeps, 'db' | 'media'>,
  authorId: string,
  fields: PostFields,
): Promise<PreparedMedia> {
  const publish = fields.state === 'publish';
  const ids = fields.mediaIds ?? [];
  if (!media && ids.length > 0) throw fieldError('mediaIds', MEDIA_UNAVAILABLE_MESSAGE);
  const files = media && ids.length > 0 ? await media.owned(db, authorId, ids) : [];
  const images = files.filter((m) => m.kind === MediaKind.image);
  const videos = files.filter((m) => m.kind === MediaKind.video);
  if (fields.type === 'image' && publish && images.length === 0) throw fieldError('mediaIds', MESSAGES.imagesRequired);
  if (fields.type === 'video' && (videos.length > 1 || (publish && videos.length !== 1))) {
    throw fieldError('mediaIds', MESSAGES.videoRequired);
  }

  let coverMedia: MediaRecord | undefined;
  let cover = '';
  if (fields.cover) {
    const found = media ? await media.ownedByUrl(db, authorId, fields.cover) : undefined;
    if (!found) throw fieldError('cover', COVER_NOT_OWNED_MESSAGE);
    coverMedia = found;
    cover = fields.cover;
  } else if (fields.type === 'video' && videos[0]) {
    if (videos[0].poster) {
      coverMedia = videos[0];
      cover = videos[0].poster;
    } else if (publish && videos[0].status !== 'processing') {
      // A video still being processed gets its poster as the cover once ready (video-poster.ts).
      throw fieldError('cover', MESSAGES.coverRequired);
    }
  } else if (images[0]) {
    coverMedia = images[0];
    cover = images[0].url;
  }
  const coverSource = coverMedia?.kind === MediaKind.image ? toImageSource(coverMedia) : null;

  let content = fields.content ?? '';
  const inline: string[] = [];
  if (fields.type === 'article') {
    const owners = new Map<string, MediaRecord>();
    if (media) {
      for (const url of articleImageUrls(content)) {
        const found = await media.ownedByUrl(db, authorId, url);
        if (found) owners.set(url, found);
      }
    }
    content = sanitizeArticle(content, (src) => owners.has(src));
    for (const found of owners.values()) if (!inline.includes(found.mediaId)) inline.push(found.mediaId);
  }
  const bodyIds = [...files.map((m) => m.mediaId), ...inline.filter((id) => !ids.includes(id))];
  return {
    bodyIds,
    ...(coverMedia ? { coverId: coverMedia.mediaId } : {}),
    cover,
    coverImage: coverSource ? JSON.stringify(coverSource) : null,
    width: coverMedia?.width ?? null,
    height: coverMedia?.height ?? null,
    thumbs: images.map((m) => m.url),
    content,
  };
}

/** Topics of the title, created when new, linked to the post in title order. */
async function linkTopics(db: Kysely<Database>, contentId: string, title: string, nowIso: string, now: number) {
  const topics = await ensureTopics(db, titleTopics(title), nowIso, () => newId(now));
  await setContentTopics(
    db,
    contentId,
    topics.map((t) => t.topic_id),
  );
}

function talkTopicOf(title: string): string | null {
  const [first] = titleTopics(title);
  return first ? `#${first}#` : null;
}

/**
 * `POST /web/content/create`: one transaction writes the post, its topic links and its file links, so a failure
 * leaves nothing behind. The anonymous list cache is invalidated, so the post shows on Home at once.
 */
export async function createContent(
  deps: ContentDeps,
  viewer: NonNullable<Viewer>,
  body: ContentCreateBody,
): Promise<ContentRecord> {
  const { db, clock, cache, media } = deps;
  const title = normalizeTitle(body.title).trim();
  const followUps = await runWriteChecks(deps, {
    action: 'create',
    writer: { userId: viewer.userId, admin: viewer.admin, own: true },
    circleId: body.circleId || null,
    categoryId: body.categoryId || null,
  });
  const prepared = await prepareMedia(deps, viewer.userId, { ...body, title });
  if (body.state === 'publish') {
    await requirePatientConsent(deps, {
      circleId: body.circleId || null,
      categoryId: body.categoryId || null,
      mediaIds: [...prepared.bodyIds, ...(prepared.coverId ? [prepared.coverId] : [])],
      consent: body.patientConsent,
    });
  }
  const guarded = await guardPost(
    deps,
    { title, content: prepared.content || null, tags: body.tags },
    body.type === 'article',
  );
  const now = clock();
  const nowIso = isoAt(now);
  const contentId = newId(now);
  const row: NewContentRow = {
    content_id: contentId,
    parent_id: null,
    category_id: body.categoryId || null,
    circle_id: body.circleId || null,
    cover: prepared.cover,
    type: body.type as NewContentRow['type'],
    state: body.state as NewContentRow['state'],
    likes_num: 0,
    collect_num: 0,
    comment_num: 0,
    hit_num: 0,
    forwarded_num: 0,
    forwarded_flag: 'no',
    thumbs: prepared.thumbs.length > 0 ? JSON.stringify(prepared.thumbs) : null,
    content: guarded.content,
    access_scope: body.accessScope as NewContentRow['access_scope'],
    create_time: nowIso,
    update_time: nowIso,
    create_by: viewer.userId,
    width: prepared.width,
    height: prepared.height,
    comments: body.comments,
    top_flag: 0,
    sort: 0,
    tags: guarded.tags && guarded.tags.length > 0 ? JSON.stringify(guarded.tags) : null,
    sensitive: body.sensitive ? 1 : 0,
    show_exif: body.showExif ? 1 : 0,
    patient_consent: body.patientConsent ?? null,
    cover_image: prepared.coverImage,
    title: guarded.title,
    talk_topic: talkTopicOf(guarded.title),
    ...moderationOf(guarded.action, body.state),
  };
  await db.transaction().execute(async (trx) => {
    await insertContent(trx, row);
    await linkTopics(trx, contentId, guarded.title, nowIso, now);
    if (media && (prepared.bodyIds.length > 0 || prepared.coverId)) {
      await media.link(trx, contentId, prepared.bodyIds, prepared.coverId);
    }
    for (const followUp of followUps) await followUp(trx);
    await holdForPictures(trx, media, contentId);
  });
  cache.invalidate();
  return contentDetail(deps, viewer, contentId);
}

/** A published post using a picture that waits for review is held with it (`图片待审核`). */
async function holdForPictures(trx: Kysely<Database>, media: ContentMedia | undefined, contentId: string) {
  if (media?.awaitsReview && (await media.awaitsReview(trx, contentId))) {
    await holdContentForReview(trx, contentId, IMAGE_REVIEW_REASON);
  }
}

/** The post as `contentSchema` fields, for re-checking it after a patch. */
function storedFields(row: ContentWithCreatorRow, mediaIds: string[]): PostFields {
  const record = contentRowToModel(row);
  return {
    type: row.type,
    state: row.state,
    title: row.title,
    content: row.content ?? '',
    cover: row.cover,
    mediaIds,
    tags: record.tags ?? [],
    accessScope: row.access_scope,
    sensitive: row.sensitive === 1,
    showExif: row.show_exif === 1,
    comments: row.comments,
    categoryId: row.category_id ?? undefined,
    circleId: row.circle_id ?? undefined,
  } as PostFields;
}

/** Loads a post for a write: 404 when `viewer` cannot see it, 403 拒绝访问 unless they wrote it (or are an admin). */
async function postForWrite(db: Kysely<Database>, viewer: NonNullable<Viewer>, contentId: string) {
  const row = await visiblePost(db, viewer, contentId);
  const own = row.create_by === viewer.userId;
  if (!own && !viewer.admin) throw new AppError('FORBIDDEN');
  return { row, own };
}

/**
 * `POST /web/content/update/{id}`: applies the patch to the stored post and checks the result with `contentSchema`,
 * so a published post stays complete (`down` is checked as published). Only the author edits; an admin may hide
 * (`down`) or re-open any post but changes nothing else of another member's post.
 */
export async function updateContent(
  deps: ContentDeps,
  viewer: NonNullable<Viewer>,
  contentId: string,
  patch: ContentUpdateBody,
): Promise<ContentRecord> {
  const { db, clock, cache, media } = deps;
  const { row, own } = await postForWrite(db, viewer, contentId);
  const changedKeys = Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  // An admin hides or re-opens another member's post; turning it into a draft or editing it is the author's.
  if (!own && (changedKeys.some((key) => key !== 'state') || patch.state === 'create')) {
    throw new AppError('FORBIDDEN');
  }
  // 已被管理员隐藏 is the admin's state: only `/mng/content/restore` (audited) ends it.
  if (
    (row.moderation_state === 'hidden' || row.moderation_state === 'held') &&
    patch.state !== undefined &&
    patch.state !== row.state
  ) {
    throw new AppError('FORBIDDEN', CONTENT_MODERATED_MESSAGE);
  }
  // A held post waits for the review queue: its author may edit it, not publish or withdraw it.
  if (row.moderation_state === 'held' && patch.state !== undefined && patch.state !== row.state) {
    throw new AppError('FORBIDDEN', CONTENT_HELD_MESSAGE);
  }

  if (own && row.forwarded_flag === 'yes') {
    // A forward holds its text and a reference, never the source's files; its scope never widens the source's.
    const changes = await forwardChanges(
      db,
      row,
      patch,
      { required: MESSAGES.forwardTitleRequired, max: MESSAGES.forwardTitleMax, maxLength: 64 },
      normalizeTitle,
    );
    await updateContentRow(db, contentId, { ...changes, update_time: isoAt(clock()) });
    cache.invalidate();
    return contentDetail(deps, viewer, contentId);
  }

  const movedCircle = patch.circleId !== undefined && (patch.circleId || null) !== row.circle_id;
  const movedCategory = patch.categoryId !== undefined && (patch.categoryId || null) !== row.category_id;
  const followUps = await runWriteChecks(deps, {
    action: 'update',
    contentId,
    writer: { userId: viewer.userId, admin: viewer.admin, own },
    circleId: own && movedCircle ? patch.circleId || null : undefined,
    categoryId: own && movedCategory ? patch.categoryId || null : undefined,
  });

  const storedMedia = media ? ((await media.ofContents(db, [contentId])).get(contentId) ?? []) : [];
  const bodyKinds = row.type === 'image' || row.type === 'video';
  // An article's inline images are linked from its HTML, not from `mediaIds`: what remains are its attachments.
  const inline = new Set(row.type === 'article' ? articleImageUrls(row.content ?? '') : []);
  const storedIds = storedMedia
    .filter((m) => !inline.has(m.url) && !(m.renditions ?? []).some((r) => inline.has(r.url)))
    .map((m) => m.mediaId);
  // Posts written before files were tracked count their `thumbs` as their images.
  const legacyThumbs = bodyKinds && storedIds.length === 0 ? (contentRowToModel(row).thumbs ?? []) : [];
  const currentIds = legacyThumbs.length > 0 ? legacyThumbs : storedIds;
  const merged: Record<string, unknown> = { ...storedFields(row, currentIds) };
  for (const key of changedKeys) merged[key] = patch[key as keyof ContentUpdateBody];
  if (patch.title !== undefined) merged['title'] = normalizeTitle(patch.title).trim();
  // A hidden post keeps the completeness of a published one (a hidden draft that of a draft).
  const nextState = merged['state'] as string;
  const checkState = nextState === 'down' ? (row.state === 'create' ? 'create' : 'publish') : nextState;
  const checked = validate(contentSchema, { ...merged, state: checkState });
  if (!checked.ok) throw validationFailed(checked.errors);
  const fields = { ...checked.value, state: checkState } as PostFields;

  const changes: ContentChanges = { update_time: isoAt(clock()), state: nextState as ContentChanges['state'] };
  const touchesMedia =
    own &&
    (patch.mediaIds !== undefined ||
      patch.cover !== undefined ||
      (row.type === 'article' && patch.content !== undefined));
  let prepared: PreparedMedia | undefined;
  if (touchesMedia) {
    prepared = await prepareMedia(deps, row.create_by, fields);
    Object.assign(changes, {
      cover: prepared.cover,
      cover_image: prepared.coverImage,
      width: prepared.width,
      height: prepared.height,
      thumbs: prepared.thumbs.length > 0 ? JSON.stringify(prepared.thumbs) : null,
    });
  } else if (own && row.type === 'video' && checkState === 'publish' && !row.cover) {
    throw fieldError('cover', MESSAGES.coverRequired);
  }
  // The author publishes (or keeps published) a post: the stored answer counts unless a new one is sent.
  if (own && nextState === 'publish') {
    await requirePatientConsent(deps, {
      circleId: fields.circleId || null,
      categoryId: fields.categoryId || null,
      mediaIds: prepared
        ? [...prepared.bodyIds, ...(prepared.coverId ? [prepared.coverId] : [])]
        : storedMedia.map((m) => m.mediaId),
      consent: patch.patientConsent ?? row.patient_consent,
    });
  }
  if (own) {
    Object.assign(changes, {
      title: fields.title ?? '',
      talk_topic: talkTopicOf(fields.title ?? ''),
      content:
        row.type === 'article'
          ? (prepared?.content ?? row.content)
          : patch.content !== undefined
            ? fields.content || null
            : row.content,
      tags: fields.tags && fields.tags.length > 0 ? JSON.stringify(fields.tags) : null,
      access_scope: fields.accessScope,
      sensitive: fields.sensitive ? 1 : 0,
      show_exif: fields.showExif ? 1 : 0,
      ...(patch.patientConsent !== undefined ? { patient_consent: patch.patientConsent } : {}),
      comments: fields.comments,
      category_id: fields.categoryId || null,
      circle_id: fields.circleId || null,
    } satisfies ContentChanges);
    const guarded = await guardPost(
      deps,
      { title: changes.title ?? '', content: changes.content ?? null, tags: fields.tags },
      row.type === 'article',
    );
    Object.assign(changes, {
      title: guarded.title,
      talk_topic: talkTopicOf(guarded.title),
      content: guarded.content,
      tags: guarded.tags && guarded.tags.length > 0 ? JSON.stringify(guarded.tags) : null,
    } satisfies ContentChanges);
    // Only a post that is (or goes) public is held or flagged; one already in a moderation state keeps it.
    if (!row.moderation_state) Object.assign(changes, moderationOf(guarded.action, nextState));
    fields.title = guarded.title;
  }
  const now = clock();
  await db.transaction().execute(async (trx) => {
    await updateContentRow(trx, contentId, changes);
    if (own && patch.title !== undefined) await linkTopics(trx, contentId, fields.title ?? '', isoAt(now), now);
    if (media && prepared) await media.link(trx, contentId, prepared.bodyIds, prepared.coverId);
    for (const followUp of followUps) await followUp(trx);
    await holdForPictures(trx, media, contentId);
  });
  cache.invalidate();
  return contentDetail(deps, viewer, contentId);
}

/**
 * `POST /web/content/delete/{id}`: removes the post and its topic links in one transaction (a forward's source is
 * recounted from the forwards left), then the files no other post uses. Only the author or an admin, and only when every write check lets the post go.
 */
export async function deleteContent(deps: ContentDeps, viewer: NonNullable<Viewer>, contentId: string): Promise<void> {
  const { db, cache, media } = deps;
  const { row, own } = await postForWrite(db, viewer, contentId);
  const followUps = await runWriteChecks(deps, {
    action: 'delete',
    contentId,
    writer: { userId: viewer.userId, admin: viewer.admin, own },
  });
  await db.transaction().execute(async (trx) => {
    await deleteContentRow(trx, contentId);
    // A deleted forward no longer counts toward its source.
    if (row.parent_id !== null) await recountForwards(trx, row.parent_id, deps.clock());
    for (const followUp of followUps) await followUp(trx);
  });
  cache.invalidate();
  if (media) await media.releaseContent(contentId);
}
