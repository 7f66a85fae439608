import Cookies from 'js-cookie';
import { createContext, useContext } from 'react';

/** Reads one cookie of the site by name. */
export type CookieReader = (name: string) => string | undefined;

/** The browser's cookies. */
export const browserCookies: CookieReader = (name) => Cookies.get(name);

/**
 * The cookies pages read while rendering (a route's stored parameters, the site's kept settings): the browser's, or on
 * the server those of the request, so the markup written there is what the browser's first render makes.
 */
export const CookieSourceContext = createContext<CookieReader>(browserCookies);

export function useCookieReader(): CookieReader {
  return useContext(CookieSourceContext);
}

/** The cookies of a `Cookie` request header, decoded as js-cookie writes them. */
export function headerCookies(header: string | undefined): CookieReader {
  const jar = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    if (!jar.has(name)) jar.set(name, Cookies.converter.read(raw, name));
  }
  return (name) => jar.get(name);
}
