import { SITE_MESSAGES } from '@yiying/validation';
import type { SiteDb } from './site.db.js';
import { validationFailed } from '../../errors.js';

/** The dictionary and the categories are trees: a parent must exist and must not make a loop. */
async function checkParent(
  db: SiteDb,
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

/**
 * The parent a write leaves on a dictionary entry or category: the stored one when the body leaves `parentId` out,
 * none for an empty one; checked (it exists, and is not the entry itself or below it) when the body names it.
 */
export async function parentOf(
  db: SiteDb,
  table: 'dict' | 'category',
  bodyParentId: string | null | undefined,
  current: { id: string; parentId: string | null } | null,
): Promise<string | null> {
  if (bodyParentId === undefined && current) return current.parentId;
  const parentId = bodyParentId || null;
  await checkParent(db, table, parentId, current?.id ?? null);
  return parentId;
}
