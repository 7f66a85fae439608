import { useEffect, useMemo } from 'react';
import {
  MAX_PAGE_SIZE,
  toSiteConfig,
  toSiteParams,
  type CategoryRecord,
  type SiteConfig,
  type SiteConfigItem,
  type SiteParams,
} from '@yiying/models';
import { useCookieReader } from './cookie-source';
import { siteKeys } from './first-screen-keys';
import {
  keepForNextVisit,
  readParamsCookie,
  resolveConfig,
  writeConfigCookie,
  writeParamsCookie,
} from './site-config-cookie';
import { useApiQuery } from './use-api-query';

/** Settings of the app that the site's base configuration may override (spec §3: merged into the init settings). */
export interface AppInitSettings extends Record<string, unknown> {
  siteName: string;
}

export const APP_INIT: AppInitSettings = { siteName: '医影' };

// Read once per page load; config changes rarely and every page shows it in the header.
const ONCE = { revalidateOnFocus: false, revalidateIfStale: false, dedupingInterval: 60_000 } as const;

/**
 * The site configuration by kind, with the base config merged into the app's init settings. Until the fresh list
 * answers, and whenever it answers empty or fails, the copy kept in a cookie is used (spec §4).
 */
export function useSiteConfig(): SiteConfig<AppInitSettings> & { items: SiteConfigItem[]; loading: boolean } {
  const { data, error, isLoading } = useApiQuery(
    siteKeys.config,
    async (client) => (await client.config.list()).records,
    ONCE,
  );
  const fresh = error ? undefined : data;
  const cookies = useCookieReader();
  const items = useMemo(() => resolveConfig(fresh, cookies), [fresh, cookies]);
  // A non-empty fresh configuration replaces the kept one.
  useEffect(() => {
    if (fresh?.length) keepForNextVisit(() => writeConfigCookie(fresh));
  }, [fresh]);
  return useMemo(() => ({ ...toSiteConfig(items, APP_INIT), items, loading: isLoading }), [items, isLoading]);
}

/**
 * The site parameters (title, phone, address, email, logo, qrcode1–3, nicklabel, nickhint …) with the spec's
 * defaults for the missing ones; the last answer is kept in a cookie and shown until the fresh one arrives.
 */
export function useSiteParams(): SiteParams {
  const { data } = useApiQuery(siteKeys.params, (client) => client.siteParam.list(), ONCE);
  useEffect(() => {
    if (data?.length) keepForNextVisit(() => writeParamsCookie(data));
  }, [data]);
  const cookies = useCookieReader();
  return useMemo(() => toSiteParams(data?.length ? data : readParamsCookie(cookies)), [data, cookies]);
}

/**
 * The site's categories (one page of the most the API gives), read only while `wanted`: the publishing pages need
 * them when a post names a category, to tell whether it is medical.
 */
export function useCategories(wanted: boolean): CategoryRecord[] | undefined {
  const { data } = useApiQuery(
    wanted ? siteKeys.categories : null,
    async (client) => (await client.category.list({ pageSize: MAX_PAGE_SIZE })).records,
    ONCE,
  );
  return data;
}
