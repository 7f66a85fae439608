import { sql, type SqlBool } from 'kysely';
import { Enabled, type PagedList, type SiteConfigRecord } from '@yiying/models';
import {
  SITE_MESSAGES,
  type ConfigCreateBody,
  type ConfigListQuery,
  type ConfigUpdateBody,
  type MngConfigListQuery,
} from '@yiying/validation';
import type { SiteDb } from './site.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf } from '../../lib/paging.js';
import { likePattern } from '../content/index.js';
import { cached, type SiteDeps } from './site.deps.js';
import type { SiteConfigRow } from './site.table.js';

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
  db: SiteDb,
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
  // This list pages by `offset` and `limit` (the spec's config call); its page number is where the offset falls.
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const page = { pageNum: Math.floor(offset / limit) + 1, pageSize: limit, offset };
  return pageOf(
    q,
    page,
    (rows) =>
      rows
        .selectAll()
        .orderBy(query.sort ?? 'label', query.order ?? 'asc')
        .orderBy('config_id', 'asc'),
    (rows) => rows.map(configRecord),
  );
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

async function configRow(db: SiteDb, id: string): Promise<SiteConfigRow> {
  const row = await db.selectFrom('site_config').selectAll().where('config_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SITE_MESSAGES.configNotFound);
  return row;
}

/** `GET /mng/config/detail/{id}`. */
export async function configDetail(deps: SiteDeps, id: string): Promise<SiteConfigRecord> {
  return configRecord(await configRow(deps.db, id));
}

/** `POST /mng/config/create`. */
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

/** `POST /mng/config/update/{id}`: only the fields given change. */
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

/** `POST /mng/config/delete/{id}`. */
export async function deleteConfig(deps: SiteDeps, id: string): Promise<void> {
  await configRow(deps.db, id);
  await deps.db.deleteFrom('site_config').where('config_id', '=', id).execute();
  deps.cache.invalidate();
}
