import { useState, type ReactNode } from 'react';
import type { PagedList } from '@yiying/models';
import type { AnySchema, RouteSpec } from '@yiying/validation';
import { useApiClient } from '../../../data';
import { Btn, Screen } from './blocks.styles';
import { fillId } from './format';
import { ResourceForm, toLocalInput, type FieldSpec, type FormValues } from './resource-form';
import { ResourceTable } from './resource-table';
import type { Column, FilterSpec, ListQuery, RowAction } from './types';

/** Calls a screen makes, given the client: what a config's actions receive. */
export interface ScreenCalls {
  /** POST to a route whose one path parameter (`{id}`, `{key}`) is `id`. */
  post<R>(route: RouteSpec, id?: string, body?: unknown): Promise<R>;
  get<R>(route: RouteSpec, query?: ListQuery): Promise<R>;
}

/** Everything a resource screen needs: its calls, its table, its form. Each console screen is one of these. */
export interface ResourceConfig<T> {
  title: string;
  /** Name of the id in the row and the routes' `{id}`. */
  idKey: keyof T & string;
  list: RouteSpec;
  /** Reads a list that is not paged on the server (answers every record at once). */
  whole?: boolean;
  /** Fixed query of every list call (e.g. `kind=exhibition`). */
  listParams?: ListQuery;
  pageSize?: number;
  columns: readonly Column<T>[];
  filters?: readonly FilterSpec[];
  create?: RouteSpec;
  update?: RouteSpec;
  /** Delete with a confirm dialog; the row's `title`-like column names it. */
  remove?: RouteSpec;
  /** Fields of the create / edit form. */
  fields?: readonly FieldSpec[];
  createSchema?: AnySchema<unknown>;
  updateSchema?: AnySchema<unknown>;
  /** Values of a new record's form. */
  defaults?: FormValues;
  /** A row's values in the edit form (defaults to the row itself). */
  toForm?(row: T): FormValues;
  /** Row actions besides 编辑 and 删除. */
  actions?(calls: ScreenCalls): readonly RowAction<T>[];
  expand?(row: T): ReactNode;
  /** The name of a row in questions (删除「…」). */
  nameOf?(row: T): string;
  emptyText?: string;
}

function wholeList<T>(records: T[]): PagedList<T> {
  return { records, total: records.length, pages: 1, size: records.length, current: 1 };
}

function formValuesOf(fields: readonly FieldSpec[], row: FormValues): FormValues {
  const values: FormValues = { ...row };
  for (const field of fields) {
    if (field.kind === 'datetime') values[field.name] = toLocalInput(row[field.name]);
    if (field.kind === 'json' && typeof row[field.name] !== 'string') {
      values[field.name] = JSON.stringify(row[field.name] ?? {}, null, 2);
    }
  }
  return values;
}

/** A whole console screen from its config: the table with filters, paging and actions, and the create / edit form. */
export function ResourceScreen<T>({ config, toolbar }: { config: ResourceConfig<T>; toolbar?: ReactNode }) {
  const client = useApiClient();
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [version, setVersion] = useState(0);
  const calls: ScreenCalls = {
    post: (route, id, body) => client.post(fillId(route.path, id), body),
    get: (route, query) => client.get(route.path, query),
  };
  const idOf = (row: T) => String((row as Record<string, unknown>)[config.idKey]);
  const nameOf = config.nameOf ?? ((row: T) => String((row as Record<string, unknown>)['title'] ?? idOf(row)));
  const fields = config.fields ?? [];

  const actions: RowAction<T>[] = [...(config.actions?.(calls) ?? [])];
  if (config.remove) {
    const route = config.remove;
    actions.push({
      label: '删除',
      danger: true,
      confirm: (row) => `确定要删除「${nameOf(row)}」吗？删除后无法恢复。`,
      run: (row) => calls.post(route, idOf(row)),
      done: '已删除',
    });
  }

  const save = async (body: FormValues) => {
    const row = editing?.row;
    if (row && config.update) await calls.post(config.update, idOf(row), body);
    else if (!row && config.create) await calls.post(config.create, undefined, body);
    setEditing(null);
    setVersion((v) => v + 1);
  };

  return (
    <Screen aria-labelledby="admin-screen-title">
      <div className="head">
        <h1 id="admin-screen-title">{config.title}</h1>
        <div>
          {toolbar}
          {config.create && fields.length > 0 && (
            <Btn type="button" tone="primary" onClick={() => setEditing({ row: null })}>
              新建
            </Btn>
          )}
        </div>
      </div>
      <ResourceTable<T>
        title={config.title}
        rowKey={idOf}
        columns={config.columns}
        filters={config.filters}
        actions={actions}
        pageSize={config.pageSize}
        emptyText={config.emptyText}
        expand={config.expand}
        version={version}
        load={async (query) => {
          if (config.whole) return wholeList(await client.get<T[]>(config.list.path, config.listParams));
          return client.list<T>(
            config.list.path,
            { ...config.listParams, ...query },
            { pageNum: 1, pageSize: config.pageSize ?? 20 },
          );
        }}
        rowButtons={
          config.update && fields.length > 0
            ? (row) => (
                <Btn type="button" onClick={() => setEditing({ row })}>
                  编辑
                </Btn>
              )
            : undefined
        }
      />
      {editing && (
        <ResourceForm
          title={editing.row ? `编辑${config.title}` : `新建${config.title}`}
          fields={fields}
          editing={editing.row !== null}
          schema={editing.row ? config.updateSchema : config.createSchema}
          initial={
            editing.row
              ? formValuesOf(fields, (config.toForm?.(editing.row) ?? editing.row) as FormValues)
              : formValuesOf(fields, config.defaults ?? {})
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Screen>
  );
}
