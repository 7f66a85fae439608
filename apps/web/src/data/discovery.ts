// Over 400 lines: the discovery pages' hooks stay in one chunk, loaded by path and kept out of the home route.
/**
 * Hooks of the discovery and interaction pages (Hot, Attention, the detail page, search, albums, 收藏 / 赞过).
 * Imported by path, not through the `data` barrel, so they stay out of the home route's initial JS.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ApiClient, SearchParams } from '@yiying/api-client';
import {
  createListState,
  ListLoadState,
  reduceList,
  toContent,
  type Album,
  type AlbumImage,
  type BehaviourState,
  type Collection,
  type CommentRecord,
  type Content,
  type ContentRecord,
  type Like,
  type ListAction,
  type ListState,
  type PagedList,
  type Reply,
  type SearchResult,
} from '@yiying/models';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';
import { useApiQuery, useRevalidate } from './use-api-query';

/** Where the next page of an infinite list starts: a page number, or the keyset cursor the last page answered. */
export interface PagePosition {
  pageNum: number;
  cursor?: string;
}

/** An infinitely loaded list in the load states of spec §4. */
export interface InfiniteList<T> extends ListState<T> {
  /** Loads the next page when the list may load more (idle, or after a failure). */
  loadMore(): void;
  /** Clears the items and loads the first page again. */
  reload(): void;
  /** Changes loaded items in place (e.g. a like count), without a reload. */
  update(change: (item: T) => T): void;
  /** Puts a new item (one the member just wrote) first, without a reload. */
  prepend(item: T): void;
}

type InfiniteAction<T> = ListAction<T> | { type: 'map'; change: (item: T) => T } | { type: 'prepend'; item: T };

function reduceInfinite<T>(list: ListState<T>, action: InfiniteAction<T>): ListState<T> {
  if (action.type === 'map') return { ...list, items: list.items.map(action.change) };
  if (action.type === 'prepend') {
    const state = list.state === ListLoadState.empty ? ListLoadState.finish : list.state;
    return { ...list, state, items: [action.item, ...list.items] };
  }
  return reduceList(list, action);
}

/** What a list had loaded when its page was left, per history entry: back / forward shows it again as it was. */
interface ListSnapshot {
  list: ListState<unknown>;
  cursor: string | undefined;
}

/** Lists kept for history entries; the oldest go first. */
const SNAPSHOT_LIMIT = 30;
const snapshots = new Map<string, ListSnapshot>();

/**
 * The history entry the page is showing: the router keeps its key in `history.state`; the first entry of a document
 * has none and is told apart by its address.
 */
function historyEntryKey(): string {
  if (typeof window === 'undefined') return '';
  const state = window.history.state as { key?: unknown } | null;
  if (state && typeof state.key === 'string') return state.key;
  return `default ${window.location.pathname}${window.location.search}`;
}

function takeSnapshot<T>(entryKey: string): ListSnapshot | undefined {
  const snapshot = snapshots.get(entryKey);
  if (!snapshot) return undefined;
  // A page was on its way when the list was left: it can be asked for again.
  const list = snapshot.list as ListState<T>;
  if (list.state === ListLoadState.loading) return { ...snapshot, list: { ...list, state: ListLoadState.idle } };
  return snapshot;
}

function keepSnapshot(entryKey: string, snapshot: ListSnapshot): void {
  snapshots.delete(entryKey);
  snapshots.set(entryKey, snapshot);
  if (snapshots.size > SNAPSHOT_LIMIT) snapshots.delete(snapshots.keys().next().value as string);
}

/** Forgets every kept list (tests, and signing out). */
export function clearListSnapshots(): void {
  snapshots.clear();
}

/**
 * An infinite list on the list state machine of `@yiying/models` (idle / loading / finish / fail / empty). A new
 * `key` reloads it from the first page (the reload clears the items); a page that answers `nextCursor` is
 * continued by cursor (keyset paging), otherwise by page number. Answers of a superseded load are dropped.
 * `key: null` loads nothing (e.g. a members-only list for a visitor).
 */
export function useInfiniteList<T>(
  key: string | null,
  pageSize: number,
  load: (client: ApiClient, position: PagePosition) => Promise<PagedList<T>>,
): InfiniteList<T> {
  const client = useApiClient();
  // Back / forward to this entry shows the pages it had loaded, so the saved scroll position finds its place.
  // Kept per viewer too: what a member saw is not shown again after signing out.
  const viewer = useSession().user?.userId ?? '';
  const [entry] = useState(() => `${historyEntryKey()}|${viewer}`);
  const [restored] = useState(() => (key === null ? undefined : takeSnapshot<T>(`${entry}|${key}`)));
  const [list, dispatch] = useReducer(
    reduceInfinite as (l: ListState<T>, a: InfiniteAction<T>) => ListState<T>,
    pageSize,
    (size: number) => (restored ? (restored.list as ListState<T>) : createListState<T>(size)),
  );
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);
  const cursor = useRef<string | undefined>(restored?.cursor);
  const listRef = useRef(list);
  listRef.current = list;
  const firstKey = useRef<string | null | undefined>(restored ? key : undefined);

  useEffect(() => {
    if (key === null) return;
    keepSnapshot(`${entry}|${key}`, { list: list as ListState<unknown>, cursor: cursor.current });
  }, [entry, key, list]);

  const fetchPage = useCallback(
    (reload: boolean) => {
      const current = listRef.current;
      if (!reload && current.state !== ListLoadState.idle && current.state !== ListLoadState.fail) return;
      const ticket = ++generation.current;
      if (reload) cursor.current = undefined;
      const position: PagePosition = { pageNum: reload ? 1 : current.pageNum, cursor: cursor.current };
      dispatch({ type: 'start', reload });
      // The state machine is ahead of the ref until the next render; keep a second call from starting twice.
      listRef.current = { ...current, state: ListLoadState.loading };
      loadRef.current(client, position).then(
        (page) => {
          if (ticket !== generation.current) return;
          cursor.current = page.nextCursor ?? undefined;
          // Drawing a page of cards is long work: as a transition it yields to input and paint.
          startTransition(() => {
            dispatch({ type: 'success', page: page.records });
            // A cursor list that says it has no next page is finished even when its last page was full.
            if (page.nextCursor === null && page.records.length >= pageSize) dispatch({ type: 'success', page: [] });
          });
        },
        () => {
          if (ticket === generation.current) dispatch({ type: 'failure' });
        },
      );
    },
    [client, pageSize],
  );

  useEffect(() => {
    if (key === null) return undefined;
    // The list came back from its snapshot: keep it (it is what the reader left) rather than load it again.
    if (firstKey.current === key) {
      firstKey.current = undefined;
      return () => {
        generation.current++;
      };
    }
    firstKey.current = undefined;
    fetchPage(true);
    return () => {
      generation.current++;
    };
  }, [key, fetchPage]);

  return {
    ...list,
    loadMore: useCallback(() => fetchPage(false), [fetchPage]),
    reload: useCallback(() => fetchPage(true), [fetchPage]),
    update: useCallback((change: (item: T) => T) => dispatch({ type: 'map', change }), []),
    prepend: useCallback((item: T) => dispatch({ type: 'prepend', item }), []),
  };
}

/** Converts a page of content records. */
export function toContentPage(list: PagedList<ContentRecord>): PagedList<Content> {
  return { ...list, records: list.records.map((record) => toContent(record)) };
}

/** More from the same author or circle as `contentId` (the detail page's side list). */
export function useSideList(contentId: string | null) {
  return useApiQuery(contentId ? queryKeys.content.side(contentId) : null, async (client) =>
    toContentPage(await client.content.sideList({ contentId: contentId as string })),
  );
}

/** The behaviour calls on a post; each answer refreshes the post's detail and the lists that show its counters. */
export interface ContentBehaviours {
  like(contentId: string, like: boolean): Promise<BehaviourState>;
  collect(contentId: string, collect: boolean): Promise<BehaviourState>;
  /** Forwards with a title; answers the new post (it appears on the member's homepage). */
  forward(contentId: string, forwardedText: string): Promise<ContentRecord>;
  /** 屏蔽此条. */
  shield(contentId: string): Promise<void>;
  /** 举报 with a reason. */
  report(contentId: string, reason: string): Promise<void>;
}

export function useContentBehaviours(): ContentBehaviours {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    like: useCallback(
      async (contentId: string, like: boolean) => {
        const state = like ? await client.behaviour.like(contentId) : await client.behaviour.cancelLike(contentId);
        void revalidate(queryKeys.content.detail(contentId), queryKeys.interaction.all);
        return state;
      },
      [client, revalidate],
    ),
    collect: useCallback(
      async (contentId: string, collect: boolean) => {
        const state = collect
          ? await client.behaviour.collect(contentId)
          : await client.behaviour.cancelCollection(contentId);
        void revalidate(queryKeys.content.detail(contentId), queryKeys.interaction.all);
        return state;
      },
      [client, revalidate],
    ),
    forward: useCallback(
      async (contentId: string, forwardedText: string) => {
        const post = await client.behaviour.forward(contentId, forwardedText);
        void revalidate(queryKeys.content.all, queryKeys.user.all);
        return post;
      },
      [client, revalidate],
    ),
    shield: useCallback(
      async (contentId: string) => {
        await client.behaviour.shield(contentId);
        void revalidate(queryKeys.content.all);
      },
      [client, revalidate],
    ),
    report: useCallback(
      async (contentId: string, reason: string) => {
        await client.report.create({ contentId, reason });
      },
      [client],
    ),
  };
}

/** The comments of a post, each with its first replies, 10 per page. */
export function useComments(contentId: string | null) {
  return useInfiniteList<CommentRecord>(contentId ? `comments:${contentId}` : null, 10, (client, { pageNum }) =>
    client.comment.list({ contentId: contentId as string, pageNum, pageSize: 10 }),
  );
}

/** Every reply under a comment (20 per page, first page); `null` skips the call until 展开回复. */
export function useReplies(commentId: string | null) {
  return useApiQuery(commentId ? queryKeys.comment.replies(commentId) : null, (client) =>
    client.comment.subList({ commentId: commentId as string, pageSize: 20 }),
  );
}

/** Writes of comments and replies; each refreshes the post's comment count and the replies shown. */
export interface CommentMutations {
  comment(contentId: string, content: string): Promise<CommentRecord>;
  removeComment(contentId: string, commentId: string): Promise<void>;
  reply(contentId: string, commentId: string, content: string, parentId?: string): Promise<Reply>;
  removeReply(contentId: string, commentId: string, replyId: string): Promise<void>;
}

export function useCommentMutations(): CommentMutations {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    comment: useCallback(
      async (contentId: string, content: string) => {
        const comment = await client.comment.create({ contentId, content });
        void revalidate(queryKeys.content.detail(contentId));
        return comment;
      },
      [client, revalidate],
    ),
    removeComment: useCallback(
      async (contentId: string, commentId: string) => {
        await client.comment.delete(commentId);
        void revalidate(queryKeys.content.detail(contentId));
      },
      [client, revalidate],
    ),
    reply: useCallback(
      async (contentId: string, commentId: string, content: string, parentId?: string) => {
        const reply = await client.reply.create(parentId ? { commentId, content, parentId } : { commentId, content });
        await revalidate(queryKeys.comment.replies(commentId));
        return reply;
      },
      [client, revalidate],
    ),
    removeReply: useCallback(
      async (_contentId: string, commentId: string, replyId: string) => {
        await client.reply.delete(replyId);
        await revalidate(queryKeys.comment.replies(commentId));
      },
      [client, revalidate],
    ),
  };
}

/** The signed-in member's albums (up to 100, for the album page and the album picker). */
export function useMyAlbums() {
  const { user } = useSession();
  const userId = user?.userId;
  return useApiQuery(userId ? queryKeys.album.personal(userId) : null, (client) =>
    client.album.personalList({ pageSize: 100 }),
  );
}

/** One album's images, a page at a time (10 per page). */
export function useAlbumImages(albumId: string | null, pageNum = 1) {
  return useApiQuery(
    albumId ? [...queryKeys.album.images(albumId), pageNum] : null,
    (client): Promise<PagedList<AlbumImage>> => client.albumImage.list({ albumId: albumId as string, pageNum }),
  );
}

/** Album writes; each refreshes every album read. */
export interface AlbumMutations {
  create(title: string): Promise<Album>;
  rename(albumId: string, title: string): Promise<Album>;
  remove(albumId: string): Promise<void>;
  /** Adds the image of a post (its cover, or `url` of one of its pictures) to an album. */
  addImage(albumId: string, contentId: string, url?: string): Promise<AlbumImage>;
  removeImage(imageId: string): Promise<void>;
}

export function useAlbumMutations(): AlbumMutations {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const refresh = useCallback(() => revalidate(queryKeys.album.all), [revalidate]);
  return {
    create: useCallback(
      async (title: string) => {
        const album = await client.album.create({ title });
        await refresh();
        return album;
      },
      [client, refresh],
    ),
    rename: useCallback(
      async (albumId: string, title: string) => {
        const album = await client.album.update(albumId, { title });
        await refresh();
        return album;
      },
      [client, refresh],
    ),
    remove: useCallback(
      async (albumId: string) => {
        await client.album.delete(albumId);
        await refresh();
      },
      [client, refresh],
    ),
    addImage: useCallback(
      async (albumId: string, contentId: string, url?: string) => {
        const image = await client.albumImage.create(url ? { albumId, contentId, url } : { albumId, contentId });
        await refresh();
        return image;
      },
      [client, refresh],
    ),
    removeImage: useCallback(
      async (imageId: string) => {
        await client.albumImage.delete(imageId);
        await refresh();
      },
      [client, refresh],
    ),
  };
}

/** The member's 收藏 or 赞过, a page at a time. */
export function usePersonalInteractions(kind: 'likes' | 'collection', pageNum: number) {
  const { user } = useSession();
  const userId = user?.userId;
  return useApiQuery(
    userId ? queryKeys.interaction.personal(kind, userId, pageNum) : null,
    (client): Promise<PagedList<Like | Collection>> =>
      kind === 'likes' ? client.likes.personalList({ pageNum }) : client.collection.personalList({ pageNum }),
  );
}

/** One page of the site search; an empty title searches nothing. */
export function useSearch(params: SearchParams) {
  const title = params.title.trim();
  const type = params.type ?? 'content';
  const pageNum = params.pageNum ?? 1;
  return useApiQuery(
    title ? queryKeys.search(title, type, pageNum) : null,
    (client): Promise<PagedList<SearchResult>> => client.search.search({ title, type, pageNum }),
  );
}
