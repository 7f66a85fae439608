import type { Banner, BannerAdminRecord, PagedList } from '@yiying/models';
import { fastifyPath } from '../../lib/contract-route';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

describeEachDatabase('the /mng calls: admins only, and banner management', (target) => {
  const t = useTestApp(target);
  let admin: TestSession;
  let member: TestSession;

  const call = (session: TestSession | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: session ? authed(session) : {},
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });

  beforeAll(async () => {
    admin = await loginByPassword(t.app, '13800000009');
    member = await loginByCode(t.app);
  });

  it('answers every /mng route of the OpenAPI document 401 without a token, 403 for a member, 200 for an admin', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/mng/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => ({ path, method: m.toUpperCase() as 'GET' | 'POST' })),
      );
    expect(routes.length).toBeGreaterThanOrEqual(40);
    for (const route of routes) {
      const url = fastifyPath(route.path).replace(/:\w+/g, 'title');
      const anonymous = await call(null, route.method, url);
      expect({ ...route, status: anonymous.statusCode }).toEqual({ ...route, status: 401 });
      const asMember = await call(member, route.method, url);
      expect({ ...route, status: asMember.statusCode, msg: asMember.json().msg }).toEqual({
        ...route,
        status: 403,
        msg: '拒绝访问',
      });
      if (route.method === 'GET' && !route.path.includes('{')) {
        const asAdmin = await call(admin, route.method, url);
        expect({ ...route, status: asAdmin.statusCode }).toEqual({ ...route, status: 200 });
      }
    }
  });

  it('creates a banner that shows on Home once published, updates, lists and deletes it', async () => {
    const covers = (await call(null, 'GET', '/api/banner/list?type=home-major')).json().data as PagedList<Banner>;
    const cover = covers.records[0]?.cover as string;
    const offsite = await call(admin, 'POST', '/mng/banner/create', {
      title: '外链图片',
      cover: 'https://evil.example/a.jpg',
      type: 'home-major',
    });
    expect([offsite.statusCode, offsite.json().msg]).toEqual([400, '请上传横幅图片']);
    const script = await call(admin, 'POST', '/mng/banner/create', {
      title: '坏链接',
      cover,
      type: 'home-major',
      link: 'javascript:alert(1)',
    });
    expect([script.statusCode, script.json().msg]).toEqual([400, '链接须为站内路径或 http(s) 地址']);
    expect((await call(admin, 'POST', '/mng/banner/create', { title: '缺类型', cover })).json().msg).toBe(
      'type 不是有效的横幅类型',
    );
    const created = await call(admin, 'POST', '/mng/banner/create', {
      title: '新春影展',
      cover,
      type: 'home-major',
      link: '/exhibit',
      sort: 0,
    });
    expect(created.statusCode).toBe(200);
    const banner = created.json().data as BannerAdminRecord;
    expect(banner).toMatchObject({ state: 'create', summary: null, sort: 0 });
    const home = async () =>
      (
        (await call(null, 'GET', '/api/banner/list?type=home-major&pageSize=100')).json().data as PagedList<Banner>
      ).records.map((b) => b.title);
    expect(await home()).not.toContain('新春影展');
    const published = await call(admin, 'POST', `/mng/banner/update/${banner.bannerId}`, {
      state: 'publish',
      summary: '线上展厅开放',
    });
    expect(published.json().data).toMatchObject({ state: 'publish', summary: '线上展厅开放' });
    expect(await home()).toContain('新春影展');
    const all = (await call(admin, 'GET', '/mng/banner/list?state=down')).json().data as PagedList<BannerAdminRecord>;
    expect(all.records.every((b) => b.state === 'down')).toBe(true);
    expect(all.total).toBeGreaterThan(0);
    expect(
      ((await call(admin, 'GET', `/mng/banner/detail/${banner.bannerId}`)).json().data as BannerAdminRecord).title,
    ).toBe('新春影展');
    const cleared = await call(admin, 'POST', `/mng/banner/update/${banner.bannerId}`, { summary: '' });
    expect(cleared.json().data.summary).toBeNull();
    expect((await call(admin, 'POST', `/mng/banner/delete/${banner.bannerId}`)).statusCode).toBe(200);
    expect(await home()).not.toContain('新春影展');
    expect((await call(admin, 'GET', `/mng/banner/detail/${banner.bannerId}`)).json().msg).toBe('横幅不存在');
  });
});
