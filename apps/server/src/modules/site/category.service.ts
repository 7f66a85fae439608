import { RecordState, isMedicalCategory, type CategoryNode, type CategoryRecord, type PagedList } from '@yiying/models';
import {
  CATEGORY_SORT_COLUMNS,
  SITE_MESSAGES,
  type CategoryCreateBody,
  type CategoryListQuery,
  type CategoryUpdateBody,
} from '@yiying/validation';
import type { SiteDb } from './site.db.js';
import { validationFailed } from '../../errors.js';
import { emptyPage, pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { cached, type SiteDeps } from './site.deps.js';
import { treeResource } from './site-tree-resource.js';
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

async function categoryPage(db: SiteDb, query: CategoryListQuery): Promise<PagedList<CategoryRecord>> {
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

const categories = treeResource<CategoryRow, CategoryRecord, CategoryCreateBody, CategoryUpdateBody>({
  table: 'category',
  notFound: SITE_MESSAGES.categoryNotFound,
  find(db, id, liveOnly) {
    let q = db.selectFrom('category').selectAll().where('category_id', '=', id);
    if (liveOnly) q = q.where('state', '=', RecordState.publish);
    return q.executeTakeFirst();
  },
  insert: (db, row) => db.insertInto('category').values(row).execute(),
  update: (db, id, changes) => db.updateTable('category').set(changes).where('category_id', '=', id).execute(),
  remove: (db, id) => db.deleteFrom('category').where('category_id', '=', id).execute(),
  toRecord: categoryRecord,
  newRow: (body, id, parentId, nowIso) => ({
    category_id: id,
    name: body.name,
    icon: body.icon ?? '',
    sort: body.sort,
    parent_id: parentId,
    state: body.state as RecordState,
    create_time: nowIso,
    update_time: nowIso,
  }),
  changes: (body, current, parentId, nowIso) => ({
    name: body.name ?? current.name,
    icon: body.icon ?? current.icon,
    sort: body.sort ?? current.sort,
    parent_id: parentId,
    state: (body.state as RecordState | undefined) ?? current.state,
    update_time: nowIso,
  }),
});

/** `GET /api/category/detail/{id}` (published only) and `GET /mng/category/detail/{id}`. */
export const categoryDetail = categories.detail;

/** `POST /mng/category/create`. */
export const createCategory = categories.create;

/** `POST /mng/category/update/{id}`: only the fields given change. */
export const updateCategory = categories.update;

/** `POST /mng/category/delete/{id}`: its posts stay. */
export const deleteCategory = categories.remove;

/**
 * The content write check of categories: a post may name only a published category. Posts written before the
 * category table existed keep theirs (the check runs only when a post names a category).
 */
export async function checkContentCategory(db: SiteDb, target: { categoryId?: string | null }): Promise<void> {
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
export async function isMedicalCategoryOf(db: SiteDb, place: { categoryId: string | null }): Promise<boolean> {
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
