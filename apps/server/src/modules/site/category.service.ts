import type { Kysely } from 'kysely';
import { RecordState, isMedicalCategory, type CategoryNode, type CategoryRecord, type PagedList } from '@yiying/models';
import {
  CATEGORY_SORT_COLUMNS,
  SITE_MESSAGES,
  type CategoryCreateBody,
  type CategoryListQuery,
  type CategoryUpdateBody,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { emptyPage, pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { cached, type SiteDeps } from './site.deps.js';
import { parentOf } from './site-tree.js';
import type { CategoryRow } from './site.table.js';

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
  return pageOf(
    q,
    page,
    (rows) =>
      rows
        .selectAll()
        .orderBy(column, query.order ?? 'asc')
        .orderBy('category_id', 'asc'),
    (rows) => rows.map(categoryRecord),
  );
}

/** `GET /api/category/list`: published categories only, whatever `state` says; cached until a write. */
export function listPublicCategories(deps: SiteDeps, query: CategoryListQuery): Promise<PagedList<CategoryRecord>> {
  if (query.state !== undefined && query.state !== RecordState.publish) {
    return Promise.resolve(emptyPage(resolvePage(query, 10)));
  }
  return cached(deps, `category:${JSON.stringify(query)}`, () =>
    categoryPage(deps.db, { ...query, state: RecordState.publish }),
  );
}

/** `GET /mng/category/list`: every category, or those of `state`. */
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

/** `GET /api/category/detail/{id}` (published only) and `GET /mng/category/detail/{id}`. */
export async function categoryDetail(deps: SiteDeps, id: string, { all = false } = {}): Promise<CategoryRecord> {
  return categoryRecord(await categoryRow(deps.db, id, !all));
}

/** `POST /mng/category/create`. */
export async function createCategory(deps: SiteDeps, body: CategoryCreateBody): Promise<CategoryRecord> {
  const parentId = await parentOf(deps.db, 'category', body.parentId, null);
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

/** `POST /mng/category/update/{id}`: only the fields given change. */
export async function updateCategory(deps: SiteDeps, id: string, body: CategoryUpdateBody): Promise<CategoryRecord> {
  const current = await categoryRow(deps.db, id);
  const parentId = await parentOf(deps.db, 'category', body.parentId, { id, parentId: current.parent_id });
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

/** `POST /mng/category/delete/{id}`: its posts stay. */
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

/** Most levels of categories walked up from a post's category (a loop in the table ends the walk too). */
const CATEGORY_DEPTH = 16;

/**
 * The medical check of categories: a post in a category that is medical by its name or by a category it sits under
 * (`isMedicalCategory`) asks for 患者隐私确认.
 */
export async function isMedicalCategoryOf(
  db: Kysely<Database>,
  place: { categoryId: string | null },
): Promise<boolean> {
  const chain: CategoryNode[] = [];
  let next = place.categoryId;
  while (next && chain.length < CATEGORY_DEPTH && !chain.some((c) => c.categoryId === next)) {
    const row = await db
      .selectFrom('category')
      .select(['category_id', 'name', 'parent_id'])
      .where('category_id', '=', next)
      .executeTakeFirst();
    if (!row) break;
    chain.push({ categoryId: row.category_id, name: row.name, parentId: row.parent_id });
    next = row.parent_id;
  }
  return isMedicalCategory(place.categoryId, chain);
}
