import type { ReactNode } from 'react';
import type { PagedList } from '@yiying/models';

/** Query values of a list call (filters and paging), as they travel in the query string. */
export type ListQuery = Record<string, string | number>;

/** One column of a resource table. */
export interface Column<T> {
  key: string;
  title: string;
  /** The cell; defaults to the row's value at `key` as text. */
  render?(row: T): ReactNode;
  width?: number | string;
}

/** A choice of a select filter or field. */
export interface Option {
  value: string;
  label: string;
}

/** One filter above a table; `search` is a free-text box. */
export interface FilterSpec {
  name: string;
  label: string;
  kind: 'search' | 'select' | 'date';
  options?: readonly Option[];
  placeholder?: string;
  /** Value before the user picks one. */
  initial?: string;
}

/** Text asked for in an action's dialog (a reason, a note). */
export interface PromptSpec {
  label: string;
  /** Message when empty; the text is optional without it. */
  required?: string;
  maxLength?: number;
  /** Message past `maxLength`. */
  tooLong?: string;
  placeholder?: string;
}

/** An action on one row: a call, behind a confirm dialog when it destroys or changes something. */
export interface RowAction<T> {
  label: string;
  /** Red, and always confirmed. */
  danger?: boolean;
  /** Whether the row offers it (e.g. 解封 only for a banned member). */
  visible?(row: T): boolean;
  /** The question of the confirm dialog; without it and without `prompt` the action runs at once. */
  confirm?: string | ((row: T) => string);
  prompt?: PromptSpec;
  run(row: T, input: string): Promise<unknown>;
  /** Announced after success. */
  done?: string;
}

/** Reads one page of a list with the given filters and paging. */
export type ListLoader<T> = (query: ListQuery) => Promise<PagedList<T>>;
