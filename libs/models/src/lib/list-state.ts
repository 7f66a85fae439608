import { PAGE_SIZE } from './constants.js';
import { ListLoadState, ListOutcome } from './enums/forms.js';

/** State of an infinitely loaded list (spec §4). */
export interface ListState<T> {
  items: T[];
  state: ListLoadState;
  /** Page the next load asks for. */
  pageNum: number;
  pageSize: number;
}

export type ListAction<T> =
  | { type: 'start'; reload?: boolean }
  | { type: 'success'; page: readonly T[] | unknown }
  | { type: 'failure' };

export function createListState<T>(pageSize: number = PAGE_SIZE.default): ListState<T> {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new Error(`pageSize must be a positive integer, got ${pageSize}`);
  return { items: [], state: ListLoadState.idle, pageNum: 1, pageSize };
}

/**
 * The page-limit rule: empty if there are no items; finish if the last page had fewer items
 * than the limit (or none); otherwise idle (more to load).
 */
export function loadStateFor(itemCount: number, lastPageCount: number, pageSize: number): ListLoadState {
  if (itemCount === 0) return ListLoadState.empty;
  if (lastPageCount < pageSize) return ListLoadState.finish;
  return ListLoadState.idle;
}

/** Outcome class shown under the list; none while loading. */
export function listOutcome(state: ListLoadState): ListOutcome | null {
  switch (state) {
    case ListLoadState.fail:
      return ListOutcome.fail;
    case ListLoadState.empty:
      return ListOutcome.empty;
    case ListLoadState.finish:
      return ListOutcome.finish;
    case ListLoadState.idle:
      return ListOutcome.more;
    default:
      return null;
  }
}

/** Whether a (non-reload) load may start now: idle, or retry after a failure. */
export function canLoadMore(list: Pick<ListState<unknown>, 'state'>): boolean {
  return list.state === ListLoadState.idle || list.state === ListLoadState.fail;
}

/**
 * Starts a load. A reload clears the items and goes back to page 1; any other start is ignored
 * (same state returned) unless `canLoadMore`.
 */
export function startLoading<T>(list: ListState<T>, options: { reload?: boolean } = {}): ListState<T> {
  if (options.reload) return { ...list, items: [], pageNum: 1, state: ListLoadState.loading };
  if (!canLoadMore(list)) return list;
  return { ...list, state: ListLoadState.loading };
}

/** Appends a fetched page; a non-array answer counts as a page with no data. */
export function loadSucceeded<T>(list: ListState<T>, page: readonly T[] | unknown): ListState<T> {
  const rows = Array.isArray(page) ? (page as T[]) : [];
  const items = rows.length ? [...list.items, ...rows] : list.items;
  return {
    ...list,
    items,
    pageNum: rows.length ? list.pageNum + 1 : list.pageNum,
    state: loadStateFor(items.length, rows.length, list.pageSize),
  };
}

/** A failed fetch keeps the items and allows a retry of the same page. */
export function loadFailed<T>(list: ListState<T>): ListState<T> {
  return { ...list, state: ListLoadState.fail };
}

/** Reducer form of the machine, for `useReducer` or a store. */
export function reduceList<T>(list: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'start':
      return startLoading(list, { reload: action.reload });
    case 'success':
      return loadSucceeded(list, action.page);
    case 'failure':
      return loadFailed(list);
  }
}
