import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  Enabled,
  parseDictDescription,
  RecordState,
  SITE_PARAM_KEYS,
  SITE_PARAM_LABELS,
  DEFAULT_NICK_HINT,
  DEFAULT_NICK_LABEL,
  type CategoryRecord,
  type DictionaryRecord,
  type PagedList,
  type SiteConfigRecord,
  type SiteParamKey,
  type SiteParamRecord,
} from '@yiying/models';
import {
  CATEGORY_SORT_COLUMNS,
  DICT_SORT_COLUMNS,
  SITE_MESSAGES,
  type CategoryCreateBody,
  type CategoryListQuery,
  type CategoryUpdateBody,
  type ConfigCreateBody,
  type ConfigListQuery,
  type ConfigUpdateBody,
  type DictCreateBody,
  type DictListQuery,
  type DictUpdateBody,
  type MngConfigListQuery,
  type SiteParamUpdateBody,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pagedList } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { resolvePage, sortColumn } from '../../lib/paging.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { likePattern } from '../content/index.js';
import type { CategoryRow, DictRow, SiteConfigRow, SiteParamRow } from './site.table.js';

/** What the site services need: the database, the clock, and the cache of public reads that every write clears. */
export interface SiteDeps {
  db: Kysely<Database>;
  clock: Clock;
  cache: TtlCache;
}

/** Public site reads (parameters, configuration, dictionary, categories) are kept this long unless a write clears them. */
export const SITE_CACHE_TTL_MS = 60_000;

function cached<T>(deps: SiteDeps, key: string, load: () => Promise<T>): Promise<T> {
  return deps.cache.get(key, load, SITE_CACHE_TTL_MS);
}

const NEVER = '1970-01-01T00:00:00.000Z';

// ---------------------------------------------------------------------------------------------------------------
// Site parameters

const DEFAULT_PARAM_VALUES: Partial<Record<SiteParamKey, string>> = {
  nicklabel: DEFAULT_NICK_LABEL,
  nickhint: DEFAULT_NICK_HINT,
};

function paramRecord(key: SiteParamKey, row: SiteParamRow | undefined): SiteParamRecord {
  if (!row) {
    return {
      key,
      value: DEFAULT_PARAM_VALUES[key] ?? '',
      label: SITE_PARAM_LABELS[key],
      visible: true,
      icon: '',
      updateTime: NEVER,
    };
  }
  return {
    key,
    value: row.value,
    label: row.label,
    visible: row.visible === 1,
    icon: row.icon,
    updateTime: row.update_time,
  };
}

async function allParams(db: Kysely<Database>): Promise<SiteParamRecord[]> {
  const rows = new Map((await db.selectFrom('site_param').selectAll().execute()).map((r) => [r.param_key, r]));
  return SITE_PARAM_KEYS.map((key) => paramRecord(key, rows.get(key)));
}

/** `GET /api/config/params`: the visible parameters in the spec's order; a parameter never set has its default. */
export function listVisibleParams(deps: SiteDeps): Promise<SiteParamRecord[]> {
  return cached(deps, 'params:public', async () => (await allParams(deps.db)).filter((p) => p.visible));
}

/** `GET /mng/config/params`: every parameter, hidden ones too. */
export function listAllParams(deps: SiteDeps): Promise<SiteParamRecord[]> {
  return allParams(deps.db);
}

/** One parameter as the console lists it; null for an unknown key. */
export async function paramOf(deps: SiteDeps, key: string): Promise<SiteParamRecord | null> {
  return (await allParams(deps.db)).find((p) => p.key === key) ?? null;
}

/** `POST /mng/config/params/update/{key}`: changes what is given of one parameter. */
export async function updateParam(deps: SiteDeps, key: string, body: SiteParamUpdateBody): Promise<SiteParamRecord> {
  if (!(SITE_PARAM_KEYS as readonly string[]).includes(key))
    throw new AppError('NOT_FOUND', SITE_MESSAGES.paramNotFound);
  const paramKey = key as SiteParamKey;
  const { db } = deps;
  const current = paramRecord(
    paramKey,
    await db.selectFrom('site_param').selectAll().where('param_key', '=', key).executeTakeFirst(),
  );
  const row: SiteParamRow = {
    param_key: key,
    value: body.value ?? current.value,
    label: body.label ?? current.label,
    visible: (body.visible ?? current.visible) ? 1 : 0,
    icon: body.icon ?? current.icon,
    update_time: isoAt(deps.clock()),
  };
  await db
    .insertInto('site_param')
    .values(row)
    .onConflict((oc) =>
      oc.column('param_key').doUpdateSet({
        value: row.value,
        label: row.label,
        visible: row.visible,
        icon: row.icon,
        update_time: row.update_time,
      }),
    )
    .execute();
  deps.cache.invalidate();
  return paramRecord(paramKey, row);
}

// ---------------------------------------------------------------------------------------------------------------
// Site configuration

function configRecord(row: SiteConfigRow): SiteConfigRecord {
  return {
    configId: row.config_id,
    siteId: row.site_id,
    value: row.value,
    label: row.label,
    content: row.content,
    enabled: row.enabled,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

async function configPage(
  db: Kysely<Database>,
  query: ConfigListQuery & { enabled?: Enabled },
): Promise<PagedList<SiteConfigRecord>> {
  let q = db.selectFrom('site_config');
  if (query.siteId !== undefined) q = q.where('site_id', '=', query.siteId);
  if (query.type !== undefined) q = q.where('value', '=', query.type);
  if (query.enabled !== undefined) q = q.where('enabled', '=', query.enabled);
  if (query.search !== undefined) {
    const pattern = likePattern(query.search);
    q = q.where(sql<SqlBool>`(label like ${pattern} escape '\\' or content like ${pattern} escape '\\')`);
  }
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy(query.sort ?? 'label', query.order ?? 'asc')
      .orderBy('config_id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagedList(rows.map(configRecord), Number(count.n), Math.floor(offset / limit) + 1, limit);
}

/** `GET /api/config/list`: enabled items only, whatever the query says; cached until a write. */
export function listPublicConfig(deps: SiteDeps, query: ConfigListQuery): Promise<PagedList<SiteConfigRecord>> {
  return cached(deps, `config:${JSON.stringify(query)}`, () =>
    configPage(deps.db, { ...query, enabled: Enabled.enabled }),
  );
}

/** `GET /mng/config/list`: every item, or those of `enabled`. */
export function listAllConfig(deps: SiteDeps, query: MngConfigListQuery): Promise<PagedList<SiteConfigRecord>> {
  return configPage(deps.db, query as ConfigListQuery & { enabled?: Enabled });
}

async function configRow(db: Kysely<Database>, id: string): Promise<SiteConfigRow> {
  const row = await db.selectFrom('site_config').selectAll().where('config_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SITE_MESSAGES.configNotFound);
  return row;
}

export async function configDetail(deps: SiteDeps, id: string): Promise<SiteConfigRecord> {
  return configRecord(await configRow(deps.db, id));
}

export async function createConfig(deps: SiteDeps, body: ConfigCreateBody): Promise<SiteConfigRecord> {
  const now = deps.clock();
  const row: SiteConfigRow = {
    config_id: newId(now),
    site_id: body.siteId,
    value: body.value as SiteConfigRow['value'],
    label: body.label,
    content: body.content,
    enabled: body.enabled as Enabled,
    create_time: isoAt(now),
    update_time: isoAt(now),
  };
  await deps.db.insertInto('site_config').values(row).execute();
  deps.cache.invalidate();
  return configRecord(row);
}

export async function updateConfig(deps: SiteDeps, id: string, body: ConfigUpdateBody): Promise<SiteConfigRecord> {
  const current = await configRow(deps.db, id);
  const row: SiteConfigRow = {
    ...current,
    site_id: body.siteId ?? current.site_id,
    value: (body.value as SiteConfigRow['value'] | undefined) ?? current.value,
    label: body.label ?? current.label,
    content: body.content ?? current.content,
    enabled: (body.enabled as Enabled | undefined) ?? current.enabled,
    update_time: isoAt(deps.clock()),
  };
  await deps.db
    .updateTable('site_config')
    .set({
      site_id: row.site_id,
      value: row.value,
      label: row.label,
      content: row.content,
      enabled: row.enabled,
      update_time: row.update_time,
    })
    .where('config_id', '=', id)
    .execute();
  deps.cache.invalidate();
  return configRecord(row);
}

export async function deleteConfig(deps: SiteDeps, id: string): Promise<void> {
  await configRow(deps.db, id);
  await deps.db.deleteFrom('site_config').where('config_id', '=', id).execute();
  deps.cache.invalidate();
}

// ---------------------------------------------------------------------------------------------------------------
// Dictionary

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

async function dictPage(db: Kysely<Database>, query: DictListQuery): Promise<PagedList<DictionaryRecord>> {
  const page = resolvePage(query, 10);
  let q = db.selectFrom('dict');
  if (query.label !== undefined) q = q.where(sql<SqlBool>`label like ${likePattern(query.label)} escape '\\'`);
  if (query.enabled !== undefined) q = q.where('enabled', '=', query.enabled);
  if (query.type !== undefined) q = q.where('type', '=', query.type);
  if (query.parentId !== undefined) q = q.where('parent_id', '=', query.parentId);
  const column = (query.sort && sortColumn(query.sort, DICT_SORT_COLUMNS)) || 'sort';
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy(column, query.order ?? 'asc')
      .orderBy('dict_id', 'asc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagedList(rows.map(dictRecord), Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /api/dict/list`: enabled entries only, by `sort` ascending; cached until a write. */
export function listPublicDict(deps: SiteDeps, query: DictListQuery): Promise<PagedList<DictionaryRecord>> {
  return cached(deps, `dict:${JSON.stringify(query)}`, () => dictPage(deps.db, { ...query, enabled: Enabled.enabled }));
}

export function listAllDict(deps: SiteDeps, query: DictListQuery): Promise<PagedList<DictionaryRecord>> {
  return dictPage(deps.db, query);
}

async function dictRow(db: Kysely<Database>, id: string, enabledOnly = false): Promise<DictRow> {
  let q = db.selectFrom('dict').selectAll().where('dict_id', '=', id);
  if (enabledOnly) q = q.where('enabled', '=', Enabled.enabled);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SITE_MESSAGES.dictNotFound);
  return row;
}

/** `GET /api/dict/detail/{id}` (enabled only) and `GET /mng/dict/detail/{id}`. */
export async function dictDetail(deps: SiteDeps, id: string, { all = false } = {}): Promise<DictionaryRecord> {
  return dictRecord(await dictRow(deps.db, id, !all));
}

async function checkParent(
  db: Kysely<Database>,
  table: 'dict' | 'category',
  parentId: string | null,
  selfId: string | null,
): Promise<void> {
  if (parentId === null) return;
  const message = table === 'dict' ? SITE_MESSAGES.dictParentNotFound : SITE_MESSAGES.categoryParentNotFound;
  const fail = () => validationFailed([{ field: 'parentId', message }]);
  if (parentId === selfId) throw fail();
  // Walk up from the new parent: a parent below the entry itself would make a loop.
  let current: string | null = parentId;
  for (let depth = 0; current !== null && depth < 32; depth += 1) {
    const row: { parent_id: string | null } | undefined =
      table === 'dict'
        ? await db.selectFrom('dict').select('parent_id').where('dict_id', '=', current).executeTakeFirst()
        : await db.selectFrom('category').select('parent_id').where('category_id', '=', current).executeTakeFirst();
    if (!row) {
      if (current === parentId) throw fail();
      return;
    }
    if (row.parent_id === selfId && selfId !== null) throw fail();
    current = row.parent_id;
  }
}

export async function createDict(deps: SiteDeps, body: DictCreateBody): Promise<DictionaryRecord> {
  const parentId = body.parentId || null;
  await checkParent(deps.db, 'dict', parentId, null);
  const now = deps.clock();
  const row: DictRow = {
    dict_id: newId(now),
    value: body.value,
    label: body.label,
    type: body.type,
    icon: body.icon ?? '',
    description: body.description ?? '',
    sort: body.sort,
    parent_id: parentId,
    enabled: body.enabled as Enabled,
    create_time: isoAt(now),
    update_time: isoAt(now),
  };
  await deps.db.insertInto('dict').values(row).execute();
  deps.cache.invalidate();
  return dictRecord(row);
}

export async function updateDict(deps: SiteDeps, id: string, body: DictUpdateBody): Promise<DictionaryRecord> {
  const current = await dictRow(deps.db, id);
  const parentId = body.parentId === undefined ? current.parent_id : body.parentId || null;
  if (body.parentId !== undefined) await checkParent(deps.db, 'dict', parentId, id);
  const changes = {
    value: body.value ?? current.value,
    label: body.label ?? current.label,
    type: body.type ?? current.type,
    icon: body.icon ?? current.icon,
    description: body.description ?? current.description,
    sort: body.sort ?? current.sort,
    parent_id: parentId,
    enabled: (body.enabled as Enabled | undefined) ?? current.enabled,
    update_time: isoAt(deps.clock()),
  };
  await deps.db.updateTable('dict').set(changes).where('dict_id', '=', id).execute();
  deps.cache.invalidate();
  return dictRecord({ ...current, ...changes });
}

export async function deleteDict(deps: SiteDeps, id: string): Promise<void> {
  await dictRow(deps.db, id);
  await deps.db.deleteFrom('dict').where('dict_id', '=', id).execute();
  deps.cache.invalidate();
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

function categoryRecord(row: CategoryRow): CategoryRecord {
  return {
    categoryId: row.category_id,
    name: row.name,
    icon: row.icon,
    sort: row.sort,
    parentId: row.parent_id,
    state: row.state,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

async function categoryPage(db: Kysely<Database>, query: CategoryListQuery): Promise<PagedList<CategoryRecord>> {
  const page = resolvePage(query, 10);
  let q = db.selectFrom('category');
  if (query.state !== undefined) q = q.where('state', '=', query.state);
  if (query.parentId !== undefined) q = q.where('parent_id', '=', query.parentId);
  const column = (query.sort && sortColumn(query.sort, CATEGORY_SORT_COLUMNS)) || 'sort';
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy(column, query.order ?? 'asc')
      .orderBy('category_id', 'asc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagedList(rows.map(categoryRecord), Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /api/category/list`: published categories only, whatever `state` says; cached until a write. */
export function listPublicCategories(deps: SiteDeps, query: CategoryListQuery): Promise<PagedList<CategoryRecord>> {
  if (query.state !== undefined && query.state !== RecordState.publish) {
    const page = resolvePage(query, 10);
    return Promise.resolve(pagedList([], 0, page.pageNum, page.pageSize));
  }
  return cached(deps, `category:${JSON.stringify(query)}`, () =>
    categoryPage(deps.db, { ...query, state: RecordState.publish }),
  );
}

export function listAllCategories(deps: SiteDeps, query: CategoryListQuery): Promise<PagedList<CategoryRecord>> {
  return categoryPage(deps.db, query);
}

async function categoryRow(db: Kysely<Database>, id: string, publishedOnly = false): Promise<CategoryRow> {
  let q = db.selectFrom('category').selectAll().where('category_id', '=', id);
  if (publishedOnly) q = q.where('state', '=', RecordState.publish);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SITE_MESSAGES.categoryNotFound);
  return row;
}

export async function categoryDetail(deps: SiteDeps, id: string, { all = false } = {}): Promise<CategoryRecord> {
  return categoryRecord(await categoryRow(deps.db, id, !all));
}

export async function createCategory(deps: SiteDeps, body: CategoryCreateBody): Promise<CategoryRecord> {
  const parentId = body.parentId || null;
  await checkParent(deps.db, 'category', parentId, null);
  const now = deps.clock();
  const row: CategoryRow = {
    category_id: newId(now),
    name: body.name,
    icon: body.icon ?? '',
    sort: body.sort,
    parent_id: parentId,
    state: body.state as RecordState,
    create_time: isoAt(now),
    update_time: isoAt(now),
  };
  await deps.db.insertInto('category').values(row).execute();
  deps.cache.invalidate();
  return categoryRecord(row);
}

export async function updateCategory(deps: SiteDeps, id: string, body: CategoryUpdateBody): Promise<CategoryRecord> {
  const current = await categoryRow(deps.db, id);
  const parentId = body.parentId === undefined ? current.parent_id : body.parentId || null;
  if (body.parentId !== undefined) await checkParent(deps.db, 'category', parentId, id);
  const changes = {
    name: body.name ?? current.name,
    icon: body.icon ?? current.icon,
    sort: body.sort ?? current.sort,
    parent_id: parentId,
    state: (body.state as RecordState | undefined) ?? current.state,
    update_time: isoAt(deps.clock()),
  };
  await deps.db.updateTable('category').set(changes).where('category_id', '=', id).execute();
  deps.cache.invalidate();
  return categoryRecord({ ...current, ...changes });
}

export async function deleteCategory(deps: SiteDeps, id: string): Promise<void> {
  await categoryRow(deps.db, id);
  await deps.db.deleteFrom('category').where('category_id', '=', id).execute();
  deps.cache.invalidate();
}

/**
 * The content write check of categories: a post may name only a published category. Posts written before the
 * category table existed keep theirs (the check runs only when a post names a category).
 */
export async function checkContentCategory(
  db: Kysely<Database>,
  target: { categoryId?: string | null },
): Promise<void> {
  if (!target.categoryId) return;
  const row = await db
    .selectFrom('category')
    .select('state')
    .where('category_id', '=', target.categoryId)
    .executeTakeFirst();
  if (!row) throw validationFailed([{ field: 'categoryId', message: SITE_MESSAGES.categoryNotFound }]);
  if (row.state !== RecordState.publish) {
    throw validationFailed([{ field: 'categoryId', message: SITE_MESSAGES.categoryDisabled }]);
  }
}
