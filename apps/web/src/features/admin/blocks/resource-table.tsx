import { Fragment, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import type { PagedList } from '@yiying/models';
import { Select } from '@yiying/widgets';
import { ActionDialog } from './action-dialog';
import { Btn, Filters, Notice, Pager, TableCard } from './blocks.styles';
import { errorText } from './format';
import type { Column, FilterSpec, ListLoader, ListQuery, RowAction } from './types';

export interface ResourceTableProps<T> {
  /** Names the table for screen readers and keys its cache. */
  title: string;
  rowKey(row: T): string;
  columns: readonly Column<T>[];
  filters?: readonly FilterSpec[];
  actions?: readonly RowAction<T>[];
  load: ListLoader<T>;
  pageSize?: number;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** A detail row opened under a row with 详情. */
  expand?(row: T): ReactNode;
  /** Extra buttons per row before the actions (e.g. 编辑). */
  rowButtons?(row: T): ReactNode;
  /** Changes when something outside wrote, to read the page again. */
  version?: number;
}

function initialFilters(filters: readonly FilterSpec[]): Record<string, string> {
  return Object.fromEntries(filters.map((f) => [f.name, f.initial ?? '']));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A table of one resource: filters with 搜索 / 重置, numbered pages, 加载中… / 加载失败 with 重试 / the empty text,
 * and row actions that go through a confirm dialog (asking for a reason where needed) before their call.
 */
export function ResourceTable<T>({
  title,
  rowKey,
  columns,
  filters = [],
  actions = [],
  load,
  pageSize = 20,
  emptyText = '暂无数据',
  expand,
  rowButtons,
  version = 0,
}: ResourceTableProps<T>) {
  const [draft, setDraft] = useState(() => initialFilters(filters));
  const [applied, setApplied] = useState(draft);
  const [pageNum, setPageNum] = useState(1);
  const [pending, setPending] = useState<{ action: RowAction<T>; row: T } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const captionId = useId();

  const query = useMemo<ListQuery>(() => {
    const q: ListQuery = { pageNum, pageSize };
    for (const [name, value] of Object.entries(applied)) if (value.trim() !== '') q[name] = value.trim();
    return q;
  }, [applied, pageNum, pageSize]);
  const { data, error, isLoading, mutate } = useSWR<PagedList<T>>(
    ['admin', title, JSON.stringify(query), version],
    () => load(query),
    { keepPreviousData: true },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPageNum(1);
  };
  const reset = () => {
    const blank = initialFilters(filters);
    setDraft(blank);
    setApplied(blank);
    setPageNum(1);
  };
  const start = async (action: RowAction<T>, row: T) => {
    if (action.confirm || action.prompt || action.danger) return setPending({ action, row });
    try {
      await action.run(row, '');
      setNotice({ tone: 'ok', text: action.done ?? `${action.label}成功` });
      await mutate();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(failure) });
    }
  };
  const confirmPending = async (input: string) => {
    if (!pending) return;
    await pending.action.run(pending.row, input);
    setNotice({ tone: 'ok', text: pending.action.done ?? `${pending.action.label}成功` });
    setPending(null);
    await mutate();
  };

  const records = data?.records ?? [];
  const pages = Math.max(1, data?.pages ?? 1);
  const span = columns.length + (actions.length > 0 || expand || rowButtons ? 1 : 0);
  let body: ReactNode;
  if (isLoading && !data) {
    body = (
      <tr>
        <td colSpan={span} className="state" role="status">
          加载中…
        </td>
      </tr>
    );
  } else if (error && !data) {
    body = (
      <tr>
        <td colSpan={span} className="state" role="alert">
          加载失败：{errorText(error, '请稍后重试')}{' '}
          <Btn type="button" onClick={() => void mutate()}>
            重试
          </Btn>
        </td>
      </tr>
    );
  } else if (records.length === 0) {
    body = (
      <tr>
        <td colSpan={span} className="state">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = records.map((row) => {
      const key = rowKey(row);
      const shown = actions.filter((a) => a.visible?.(row) ?? true);
      return (
        <Fragment key={key}>
          <tr>
            {columns.map((column) => (
              <td key={column.key} style={column.width ? { width: column.width } : undefined}>
                {column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.key])}
              </td>
            ))}
            {span > columns.length && (
              <td>
                <div className="actions">
                  {expand && (
                    <Btn
                      type="button"
                      aria-expanded={opened === key}
                      onClick={() => setOpened(opened === key ? null : key)}
                    >
                      {opened === key ? '收起' : '详情'}
                    </Btn>
                  )}
                  {rowButtons?.(row)}
                  {shown.map((action) => (
                    <Btn
                      key={action.label}
                      type="button"
                      tone={action.danger ? 'danger' : 'plain'}
                      onClick={() => void start(action, row)}
                    >
                      {action.label}
                    </Btn>
                  ))}
                </div>
              </td>
            )}
          </tr>
          {expand && opened === key && (
            <tr className="expand">
              <td colSpan={span}>{expand(row)}</td>
            </tr>
          )}
        </Fragment>
      );
    });
  }

  const confirmText = pending
    ? typeof pending.action.confirm === 'function'
      ? pending.action.confirm(pending.row)
      : (pending.action.confirm ?? `确定要${pending.action.label}吗？`)
    : '';

  return (
    <>
      {filters.length > 0 && (
        <Filters onSubmit={submit} role="search" aria-label={`筛选${title}`}>
          {filters.map((filter) =>
            filter.kind === 'select' ? (
              <Select
                key={filter.name}
                className="select"
                label={filter.label}
                options={[...(filter.options ?? [])]}
                value={draft[filter.name] ?? ''}
                onChange={(next) => setDraft({ ...draft, [filter.name]: next })}
              />
            ) : (
              <label key={filter.name}>
                {filter.label}
                <input
                  type={filter.kind === 'date' ? 'date' : 'search'}
                  value={draft[filter.name] ?? ''}
                  placeholder={filter.placeholder}
                  onChange={(event) => setDraft({ ...draft, [filter.name]: event.target.value })}
                />
              </label>
            ),
          )}
          <Btn type="submit" tone="primary">
            搜索
          </Btn>
          <Btn type="button" onClick={reset}>
            重置
          </Btn>
        </Filters>
      )}
      {notice && (
        <Notice tone={notice.tone} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </Notice>
      )}
      <TableCard aria-busy={isLoading}>
        <table aria-describedby={captionId}>
          <caption id={captionId} className="visually-hidden" style={{ position: 'absolute', left: -9999 }}>
            {title}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.title}
                </th>
              ))}
              {span > columns.length && <th scope="col">操作</th>}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
        <Pager aria-label={`${title}分页`}>
          <span>共 {data?.total ?? 0} 条</span>
          <Btn type="button" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            上一页
          </Btn>
          <span aria-current="page">
            第 {pageNum} / {pages} 页
          </span>
          <Btn type="button" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
            下一页
          </Btn>
        </Pager>
      </TableCard>
      {pending && (
        <ActionDialog
          open
          title={pending.action.label}
          message={confirmText}
          confirmText={pending.action.label}
          danger={pending.action.danger}
          prompt={pending.action.prompt}
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
