import type { SiteDb } from './site.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { SiteDeps } from './site.deps.js';
import { parentOf } from './site-tree.js';

/** What `treeResource` needs of one tree table of the console (the dictionary, the categories). */
export interface TreeTable<Row extends { parent_id: string | null }, Rec, Create, Update> {
  table: 'dict' | 'category';
  /** The 404 message of an id that names no row. */
  notFound: string;
  /** The row of `id`; only a live one (published, enabled) when `liveOnly`. */
  find(db: SiteDb, id: string, liveOnly: boolean): Promise<Row | undefined>;
  insert(db: SiteDb, row: Row): Promise<unknown>;
  update(db: SiteDb, id: string, changes: Partial<Row>): Promise<unknown>;
  remove(db: SiteDb, id: string): Promise<unknown>;
  toRecord(row: Row): Rec;
  /** A new row of the body, with its id, checked parent and times. */
  newRow(body: Create, id: string, parentId: string | null, nowIso: string): Row;
  /** What an update stores: each field of the body, else the stored one; the checked parent; the update time. */
  changes(body: Update, current: Row, parentId: string | null, nowIso: string): Partial<Row>;
}

/**
 * Detail, create, update and delete of one tree table of the console: a missing row is a 404, a parent must exist and
 * must not make a loop (`parentOf`), and every write clears the cache of public site reads.
 */
export function treeResource<
  Row extends { parent_id: string | null },
  Rec,
  Create extends { parentId?: string | null },
  Update extends { parentId?: string | null },
>(spec: TreeTable<Row, Rec, Create, Update>) {
  const rowOf = async (db: SiteDb, id: string, liveOnly = false): Promise<Row> => {
    const row = await spec.find(db, id, liveOnly);
    if (!row) throw new AppError('NOT_FOUND', spec.notFound);
    return row;
  };
  return {
    /** The live row only, unless `all` (the console). */
    async detail(deps: SiteDeps, id: string, { all = false } = {}): Promise<Rec> {
      return spec.toRecord(await rowOf(deps.db, id, !all));
    },
    async create(deps: SiteDeps, body: Create): Promise<Rec> {
      const parentId = await parentOf(deps.db, spec.table, body.parentId, null);
      const now = deps.clock();
      const row = spec.newRow(body, newId(now), parentId, isoAt(now));
      await spec.insert(deps.db, row);
      deps.cache.invalidate();
      return spec.toRecord(row);
    },
    /** Only the fields given change. */
    async update(deps: SiteDeps, id: string, body: Update): Promise<Rec> {
      const current = await rowOf(deps.db, id);
      const parentId = await parentOf(deps.db, spec.table, body.parentId, { id, parentId: current.parent_id });
      const changes = spec.changes(body, current, parentId, isoAt(deps.clock()));
      await spec.update(deps.db, id, changes);
      deps.cache.invalidate();
      return spec.toRecord({ ...current, ...changes });
    },
    async remove(deps: SiteDeps, id: string): Promise<void> {
      await rowOf(deps.db, id);
      await spec.remove(deps.db, id);
      deps.cache.invalidate();
    },
  };
}
