import { routePath } from './routes';

const FALLBACK = '/my';

/** An internal path to come back to; anything else (other sites, the login page itself) gives `/my`. */
export function safeRedirect(raw: string | null | undefined, fallback = FALLBACK): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw === routePath('Login') || raw.startsWith(`${routePath('Login')}?`)) return fallback;
  return raw;
}

/** `/my/login?redirect=<returnTo>`; without a usable `returnTo` just the login page. */
export function loginPath(returnTo?: string | null): string {
  const back = safeRedirect(returnTo, '');
  return back ? `${routePath('Login')}?redirect=${encodeURIComponent(back)}` : routePath('Login');
}
