import { sql, type SqlBool } from 'kysely';
import { Enabled, parseDictDescription, type DictionaryRecord, type PagedList } from '@yiying/models';
import {
  DICT_SORT_COLUMNS,
  SITE_MESSAGES,
  type DictCreateBody,
  type DictListQuery,
  type DictUpdateBody,
} from '@yiying/validation';
import type { SiteDb } from './site.db.js';
import { pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { likePattern } from '../content/index.js';
import { cached, type SiteDeps } from './site.deps.js';
import { treeResource } from './site-tree-resource.js';
import type { DictRow } from './site.table.js';

function dictRecord(row: DictRow): DictionaryRecord {
  return {
    dictId: row.dict_id,
    value: row.value,
    label: row.label,
    type: row.type,
    icon: row.icon,
    description: row.description,
    descriptionData: parseDictDescription(row.description),
    sort: row.sort,
    parentId: row.parent_id,
    enabled: row.enabled,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

async function dictPage(db: SiteDb, query: DictListQuery): Promise<PagedList<DictionaryRecord>> {
  const page = resolvePage(query, 10);
  let q = db.selectFrom('dict');
  if (query.label !== undefined) q = q.where(sql<SqlBool>`label like ${likePattern(query.label)} escape '\\'`);
  if (query.enabled !== undefined) q = q.where('enabled', '=', query.enabled);
  if (query.type !== undefined) q = q.where('type', '=', query.type);
  if (query.parentId !== undefined) q = q.where('parent_id', '=', query.parentId);
  const column = (query.sort && sortColumn(query.sort, DICT_SORT_COLUMNS)) || 'sort';
  return pageOf(
    q,
    page,
    (rows) =>
      rows
        .selectAll()
        .orderBy(column, query.order ?? 'asc')
        .orderBy('dict_id', 'asc'),
    (rows) => rows.map(dictRecord),
  );
}

/** `GET /api/dict/list`: enabled entries only, by `sort` ascending; cached until a write. */
export function listPublicDict(deps: SiteDeps, query: DictListQuery): Promise<PagedList<DictionaryRecord>> {
  return cached(deps, `dict:${JSON.stringify(query)}`, () => dictPage(deps.db, { ...query, enabled: Enabled.enabled }));
}

/** `GET /mng/dict/list`: every entry, or those of `enabled`. */
export function listAllDict(deps: SiteDeps, query: DictListQuery): Promise<PagedList<DictionaryRecord>> {
  return dictPage(deps.db, query);
}

const dictionary = treeResource<DictRow, DictionaryRecord, DictCreateBody, DictUpdateBody>({
  table: 'dict',
  notFound: SITE_MESSAGES.dictNotFound,
  find(db, id, liveOnly) {
    let q = db.selectFrom('dict').selectAll().where('dict_id', '=', id);
    if (liveOnly) q = q.where('enabled', '=', Enabled.enabled);
    return q.executeTakeFirst();
  },
  insert: (db, row) => db.insertInto('dict').values(row).execute(),
  update: (db, id, changes) => db.updateTable('dict').set(changes).where('dict_id', '=', id).execute(),
  remove: (db, id) => db.deleteFrom('dict').where('dict_id', '=', id).execute(),
  toRecord: dictRecord,
  newRow: (body, id, parentId, nowIso) => ({
    dict_id: id,
    value: body.value,
    label: body.label,
    type: body.type,
    icon: body.icon ?? '',
    description: body.description ?? '',
    sort: body.sort,
    parent_id: parentId,
    enabled: body.enabled as Enabled,
    create_time: nowIso,
    update_time: nowIso,
  }),
  changes: (body, current, parentId, nowIso) => ({
    value: body.value ?? current.value,
    label: body.label ?? current.label,
    type: body.type ?? current.type,
    icon: body.icon ?? current.icon,
    description: body.description ?? current.description,
    sort: body.sort ?? current.sort,
    parent_id: parentId,
    enabled: (body.enabled as Enabled | undefined) ?? current.enabled,
    update_time: nowIso,
  }),
});

/** `GET /api/dict/detail/{id}` (enabled only) and `GET /mng/dict/detail/{id}`. */
export const dictDetail = dictionary.detail;

/** `POST /mng/dict/create`. */
export const createDict = dictionary.create;

/** `POST /mng/dict/update/{id}`: only the fields given change. */
export const updateDict = dictionary.update;

/** `POST /mng/dict/delete/{id}`: entries below it stay, without a parent. */
export const deleteDict = dictionary.remove;
