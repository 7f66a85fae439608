/** Response envelope of the second client form: `{ code: 200, msg, data }`. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Validation failures carry one entry per bad field. */
  errors?: FieldError[];
}

export interface FieldError {
  field: string;
  message: string;
}

/** Paged list, records form (`data.records, total, pages, size, current`). */
export interface PagedList<T> {
  records: T[];
  total: number;
  pages: number;
  size: number;
  current: number;
  /** Infinite-scroll lists: the `cursor` of the next page (keyset paging), null on the last page. */
  nextCursor?: string | null;
}
