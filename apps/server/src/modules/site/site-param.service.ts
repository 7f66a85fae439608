import {
  DEFAULT_NICK_HINT,
  DEFAULT_NICK_LABEL,
  SITE_PARAM_KEYS,
  SITE_PARAM_LABELS,
  type SiteParamKey,
  type SiteParamRecord,
} from '@yiying/models';
import { SITE_MESSAGES, type SiteParamUpdateBody } from '@yiying/validation';
import type { SiteDb } from './site.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { cached, type SiteDeps } from './site.deps.js';
import type { SiteParamRow } from './site.table.js';

/** The update time of a parameter never set. */
const NEVER = '1970-01-01T00:00:00.000Z';

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

async function allParams(db: SiteDb): Promise<SiteParamRecord[]> {
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
