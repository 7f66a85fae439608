import { DEFAULT_NICK_HINT, DEFAULT_NICK_LABEL } from './constants.js';
import { ConfigKind, isEnumValue } from './enums.js';

export const SITE_PARAM_KEYS = [
  'title',
  'subtitle',
  'qq',
  'web',
  'weixin',
  'phone',
  'telphone',
  'fax',
  'address',
  'email',
  'authdate',
  'logo',
  'head',
  'nicklabel',
  'nickhint',
  'qrcode1',
  'qrcode2',
  'qrcode3',
] as const;
export type SiteParamKey = (typeof SITE_PARAM_KEYS)[number];

/** One site parameter. */
export interface SiteParam {
  key: SiteParamKey;
  value: string;
  label: string;
  visible: boolean;
  icon: string;
}

export type SiteParams = Record<SiteParamKey, SiteParam>;

export const SITE_PARAM_LABELS: Record<SiteParamKey, string> = {
  title: '网站标题',
  subtitle: '副标题',
  qq: 'QQ',
  web: '网址',
  weixin: '微信',
  phone: '手机',
  telphone: '电话',
  fax: '传真',
  address: '地址',
  email: '邮箱',
  authdate: '授权日期',
  logo: '标志',
  head: '头像',
  nicklabel: '登录提示',
  nickhint: '登录说明',
  qrcode1: '二维码1',
  qrcode2: '二维码2',
  qrcode3: '二维码3',
};

const DEFAULT_VALUES: Partial<Record<SiteParamKey, string>> = {
  nicklabel: DEFAULT_NICK_LABEL,
  nickhint: DEFAULT_NICK_HINT,
};

type RawParam = Partial<Omit<SiteParam, 'visible'>> & { visible?: boolean | string | number | null };

function toVisible(value: RawParam['visible']): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'boolean') return value;
  return !['0', 'false', 'no', ''].includes(String(value).toLowerCase());
}

/**
 * Site parameters from an object keyed by name (values either text or `{value,label,…}`) or a list
 * of `{key,value,…}`; missing keys get their label and the spec's defaults (nicklabel, nickhint).
 */
export function toSiteParams(raw: unknown): SiteParams {
  const byKey = new Map<string, RawParam>();
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (item && typeof item === 'object' && typeof (item as RawParam).key === 'string') {
        byKey.set((item as RawParam).key as string, item as RawParam);
      }
    }
  } else if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value === 'string') byKey.set(key, { value });
      else if (value && typeof value === 'object') byKey.set(key, value as RawParam);
    }
  }
  const params = {} as SiteParams;
  for (const key of SITE_PARAM_KEYS) {
    const given = byKey.get(key) ?? {};
    params[key] = {
      key,
      value: given.value || DEFAULT_VALUES[key] || '',
      label: given.label || SITE_PARAM_LABELS[key],
      visible: toVisible(given.visible),
      icon: given.icon ?? '',
    };
  }
  return params;
}

/** Site configuration item: `value` names the kind, `content` is JSON text. */
export interface SiteConfigItem {
  value: ConfigKind | string;
  content: string;
  label?: string;
  siteId?: string;
}

export type ConfigByKind = Partial<Record<ConfigKind, Record<string, unknown>>>;

export interface SiteConfig<I extends Record<string, unknown> = Record<string, unknown>> {
  byKind: ConfigByKind;
  /** App init settings with the base config merged over them. */
  init: I & Record<string, unknown>;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Groups configuration items by kind (unknown kinds and bad JSON skipped) and merges base into `appInit`. */
export function toSiteConfig<I extends Record<string, unknown>>(
  items: readonly SiteConfigItem[] | null | undefined,
  appInit: I = {} as I,
): SiteConfig<I> {
  const byKind: ConfigByKind = {};
  for (const item of items ?? []) {
    if (!isEnumValue(ConfigKind, item.value) || typeof item.content !== 'string') continue;
    const parsed = parseObject(item.content);
    if (parsed) byKind[item.value] = { ...byKind[item.value], ...parsed };
  }
  return { byKind, init: { ...appInit, ...byKind.base } };
}

/** Fresh config wins unless it is empty; then the cached copy is used (spec §4). */
export function pickConfig<T>(fresh: readonly T[] | null | undefined, cached: readonly T[] | null | undefined): T[] {
  if (fresh && fresh.length > 0) return [...fresh];
  return cached ? [...cached] : [];
}
