import Cookies from 'js-cookie';
import {
  CONFIG_COOKIE,
  COOKIE_MAX_BYTES,
  keepForNextVisit,
  PARAMS_COOKIE,
  readConfigCookie,
  readParamsCookie,
  resolveConfig,
  writeConfigCookie,
  writeParamsCookie,
} from './site-config-cookie';

const SITE = { value: 'site', content: '{"copyright":"© 医影"}' };
const BASE = { value: 'base', content: '{"siteName":"医影社区"}' };

afterEach(() => {
  Cookies.remove(CONFIG_COOKIE, { path: '/' });
  Cookies.remove(PARAMS_COOKIE, { path: '/' });
});

describe('site configuration cookie (spec §4)', () => {
  it('uses a non-empty fresh configuration', () => {
    writeConfigCookie([SITE]);
    expect(resolveConfig([SITE, BASE])).toEqual([SITE, BASE]);
    writeConfigCookie([SITE, BASE]);
    expect(readConfigCookie()).toEqual([SITE, BASE]);
  });

  it('falls back to the cookie when the fresh configuration is empty or failed, and keeps the cookie', () => {
    writeConfigCookie([SITE]);
    expect(resolveConfig([])).toEqual([SITE]);
    expect(resolveConfig(undefined)).toEqual([SITE]);
    expect(readConfigCookie()).toEqual([SITE]);
  });

  it('writes the cookie for the next visit after the current work, not during it', async () => {
    keepForNextVisit(() => writeConfigCookie([BASE]));
    expect(readConfigCookie()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readConfigCookie()).toEqual([BASE]);
  });

  it('leaves the cookie alone when it already holds the value', () => {
    writeConfigCookie([SITE]);
    const writes = jest.spyOn(Cookies, 'set');
    writeConfigCookie([SITE]);
    expect(writes).not.toHaveBeenCalled();
    writeConfigCookie([BASE]);
    expect(writes).toHaveBeenCalledTimes(1);
    writes.mockRestore();
  });

  it('is empty without a cookie or with an unreadable one', () => {
    expect(resolveConfig([])).toEqual([]);
    Cookies.set(CONFIG_COOKIE, '{not json');
    expect(readConfigCookie()).toEqual([]);
    Cookies.set(CONFIG_COOKIE, JSON.stringify([{ value: 'site' }, SITE, 'x']));
    expect(readConfigCookie()).toEqual([SITE]);
  });

  it('leaves out an item too big for a cookie instead of cutting the cookie off', () => {
    const huge = { value: 'home', content: JSON.stringify({ text: '医'.repeat(2000) }) };
    writeConfigCookie([SITE, huge, BASE]);
    expect(readConfigCookie()).toEqual([SITE, BASE]);
    expect(encodeURIComponent(Cookies.get(CONFIG_COOKIE) ?? '').length).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
  });

  it('keeps the site parameter values, without the empty ones', () => {
    writeParamsCookie([
      { key: 'nicklabel', value: '立即登录' },
      { key: 'phone', value: '' },
    ]);
    expect(readParamsCookie()).toEqual({ nicklabel: '立即登录' });
    Cookies.set(PARAMS_COOKIE, '[1,2]');
    expect(readParamsCookie()).toEqual({});
  });
});
