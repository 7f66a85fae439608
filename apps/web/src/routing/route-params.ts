import Cookies from 'js-cookie';
import { COOKIE_LIFETIME_DAYS } from '@yiying/models';
import type { RouteName, RouteParamValue } from './routes';
import { SITE_NAME } from './site-name';
import { browserCookies, type CookieReader } from '../data/cookie-source';

export type { RouteParamValue } from './routes';

/** Parameters as stored, whatever the route (the typed view per route is `RouteParamsMap`). */
export type RouteParams = Readonly<Record<string, RouteParamValue | undefined>>;

/** Cookie holding the hidden parameters of one route, named after the app and the route (spec §2, §9). */
export function routeCookieName(name: RouteName): string {
  return `${SITE_NAME}-route-${name}`;
}

function toStrings(params: RouteParams): Record<string, string> {
  const out: Record<string, string> = {};
  // An optional parameter given as undefined is simply not sent.
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = String(value);
  return out;
}

/** Stores the parameters of a route; returns whether they differ from what was stored. */
export function writeRouteCookie(name: RouteName, params: RouteParams): boolean {
  const value = JSON.stringify(toStrings(params));
  const cookie = routeCookieName(name);
  const changed = Cookies.get(cookie) !== value;
  Cookies.set(cookie, value, { expires: COOKIE_LIFETIME_DAYS, path: '/', sameSite: 'lax' });
  return changed;
}

/** Parameters stored for a route (read through `read`, the browser's cookies by default); empty when missing or unreadable. */
export function readRouteCookie(name: RouteName, read: CookieReader = browserCookies): Record<string, string> {
  const raw = read(routeCookieName(name));
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** `?a=1&b=2`, or `''` without parameters. */
export function toQueryString(params: RouteParams): string {
  const search = new URLSearchParams(toStrings(params)).toString();
  return search ? `?${search}` : '';
}
