import Cookies from 'js-cookie';
import { browserCookies, type CookieReader } from './cookie-source';
import { COOKIE_LIFETIME_DAYS, pickConfig, type SiteConfigItem } from '@yiying/models';

/** Prefix of the app's cookie names (the app's site name). */
const APP_NAME = 'yiying';

/** Cookie keeping the last non-empty site configuration (spec §4), named after the app. */
export const CONFIG_COOKIE = `${APP_NAME}-siteConfig`;
/** Cookie keeping the last site parameters, as `{ key: value }`. */
export const PARAMS_COOKIE = `${APP_NAME}-siteParams`;

/** Browsers drop a cookie past ~4 kB; the encoded value stays under this. */
export const COOKIE_MAX_BYTES = 3800;

const COOKIE_OPTIONS = { expires: COOKIE_LIFETIME_DAYS, path: '/', sameSite: 'lax' } as const;

function encodedSize(value: string): number {
  return encodeURIComponent(value).length;
}

function isItem(value: unknown): value is SiteConfigItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SiteConfigItem).value === 'string' &&
    typeof (value as SiteConfigItem).content === 'string'
  );
}

/** The configuration kept in the cookie; empty when there is none or it cannot be read. */
export function readConfigCookie(read: CookieReader = browserCookies): SiteConfigItem[] {
  const raw = read(CONFIG_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/**
 * Runs `write` (a cookie kept for the next visit) once the browser is idle: writing `document.cookie` blocks the page
 * for a moment (measured: ~17 ms while a page was taken over), and nothing on the current page waits for it.
 */
export function keepForNextVisit(write: () => void): void {
  if (typeof document === 'undefined') return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: 5_000 });
  else setTimeout(write, 0);
}

/** Sets the cookie `name` unless it already holds `value` (a write costs more than a read). */
function setIfChanged(name: string, value: string): void {
  if (Cookies.get(name) !== value) Cookies.set(name, value, COOKIE_OPTIONS);
}

/**
 * Keeps `items` (kind and content only) for the next visit. Items are kept in order while they fit the cookie;
 * an item too big for it is left out rather than cutting the cookie off mid-way.
 */
export function writeConfigCookie(items: readonly SiteConfigItem[]): void {
  if (!items.length) return;
  const kept: Array<Pick<SiteConfigItem, 'value' | 'content'>> = [];
  for (const item of items) {
    const next = [...kept, { value: item.value, content: item.content }];
    if (encodedSize(JSON.stringify(next)) <= COOKIE_MAX_BYTES) kept.push(next[next.length - 1]);
  }
  if (kept.length) setIfChanged(CONFIG_COOKIE, JSON.stringify(kept));
}

/**
 * The configuration to use: the fresh one unless it is empty or failed (`undefined`), then the cookie's
 * (spec §4). The caller keeps a non-empty fresh configuration in the cookie ({@link writeConfigCookie}).
 */
export function resolveConfig(
  fresh: readonly SiteConfigItem[] | undefined,
  read: CookieReader = browserCookies,
): SiteConfigItem[] {
  if (fresh && fresh.length) return [...fresh];
  return pickConfig(fresh, readConfigCookie(read));
}

/** Site parameter values kept in the cookie (`{ title: '医影', … }`). */
export function readParamsCookie(read: CookieReader = browserCookies): Record<string, string> {
  const raw = read(PARAMS_COOKIE);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** Keeps the non-empty parameter values for the next visit (those that fit the cookie). */
export function writeParamsCookie(params: ReadonlyArray<{ key: string; value: string }>): void {
  const kept: Record<string, string> = {};
  for (const { key, value } of params) {
    if (!value) continue;
    const next = { ...kept, [key]: value };
    if (encodedSize(JSON.stringify(next)) <= COOKIE_MAX_BYTES) kept[key] = value;
  }
  if (Object.keys(kept).length) setIfChanged(PARAMS_COOKIE, JSON.stringify(kept));
}
