import { sql } from 'kysely';
import type {
  CategoryRecord,
  DictionaryRecord,
  NoticeRecord,
  PagedList,
  SiteConfigRecord,
  SiteParamRecord,
} from '@yiying/models';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('site parameters, configuration, dictionary, categories and notices', (target) => {
  const t = useTestApp(target);
  let admin: TestSession;
  let member: TestSession;

  const call = (session: TestSession | null, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: { ...(session ? authed(session) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const data = async <T>(session: TestSession | null, url: string, payload?: unknown): Promise<T> => {
    const res = await call(session, url, payload);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data as T;
  };

  beforeAll(async () => {
    admin = await loginByPassword(t.app, '13800000009');
    member = await loginByCode(t.app);
  });

  describe('site parameters', () => {
    it('serves the visible parameters in order with the spec’s login hints', async () => {
      const params = await data<SiteParamRecord[]>(null, '/api/config/params');
      const byKey = Object.fromEntries(params.map((p) => [p.key, p]));
      expect(params[0]?.key).toBe('title');
      expect(byKey['title']?.value).toBe('医影');
      expect(byKey['phone']).toMatchObject({ label: '手机', visible: true });
      expect(byKey['nicklabel']?.value).toBe('点击登录');
      expect(byKey['nickhint']?.value).toBe('登录后享有更多权益');
      expect(byKey['qrcode1']?.value).toMatch(/^\/files\/demo\/qrcode-1\.png$/);
      // Hidden parameters stay out of the public list, whatever is asked.
      expect(byKey['fax']).toBeUndefined();
      const all = await data<SiteParamRecord[]>(admin, '/mng/config/params');
      expect(all.find((p) => p.key === 'fax')).toMatchObject({ visible: false, value: '010-88886666' });
      expect(all).toHaveLength(18);
    });

    it('serves the demo QR code pictures the parameters name', async () => {
      const params = await data<SiteParamRecord[]>(null, '/api/config/params');
      const url = params.find((p) => p.key === 'qrcode1')?.value as string;
      let res = await t.app.inject({ method: 'GET', url });
      // Drawn in the background after start.
      for (let i = 0; i < 50 && res.statusCode !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        res = await t.app.inject({ method: 'GET', url });
      }
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it('updates a parameter and the cached public list at once; refuses an unknown key', async () => {
      const before = await data<SiteParamRecord[]>(null, '/api/config/params');
      expect(before.find((p) => p.key === 'address')?.value).not.toBe('上海市徐汇区');
      const updated = await call(admin, '/mng/config/params/update/address', { value: '上海市徐汇区' });
      expect(updated.json().data).toMatchObject({ key: 'address', value: '上海市徐汇区', visible: true });
      const after = await data<SiteParamRecord[]>(null, '/api/config/params');
      expect(after.find((p) => p.key === 'address')?.value).toBe('上海市徐汇区');
      await call(admin, '/mng/config/params/update/address', { visible: false });
      expect((await data<SiteParamRecord[]>(null, '/api/config/params')).some((p) => p.key === 'address')).toBe(false);
      const unknown = await call(admin, '/mng/config/params/update/colour', { value: 'red' });
      expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '站点参数不存在']);
      const tooLong = await call(admin, '/mng/config/params/update/title', { value: '长'.repeat(501) });
      expect([tooLong.statusCode, tooLong.json().msg]).toEqual([400, '参数值不能超过500个字符']);
      expect((await data<SiteParamRecord[]>(null, '/api/config/params')).find((p) => p.key === 'title')?.value).toBe(
        '医影',
      );
    });
  });

  describe('site configuration', () => {
    it('lists enabled items with the spec’s defaults: offset 0, limit 20, by label ascending', async () => {
      const list = await data<PagedList<SiteConfigRecord>>(null, '/api/config/list');
      expect(list.size).toBe(20);
      expect(list.current).toBe(1);
      const labels = list.records.map((c) => c.label);
      const reversed = await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?order=desc');
      expect(reversed.records.map((c) => c.label)).toEqual([...labels].reverse());
      expect(list.records.every((c) => c.enabled === 1)).toBe(true);
      expect(labels).not.toContain('商城（未开放）');
      for (const item of list.records) expect(() => JSON.parse(item.content) as unknown).not.toThrow();
      const sites = await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?type=site');
      expect(sites.records.map((c) => c.label).sort()).toEqual(['机构介绍', '站点信息', '页脚'].sort());
      const footer = JSON.parse(sites.records.find((c) => c.label === '页脚')?.content ?? '{}') as {
        footer: { columns: unknown[]; media: { qrcode: string; avatar: string }[] };
      };
      expect(footer.footer.columns).toHaveLength(4);
      expect(footer.footer.media[0]?.qrcode).toMatch(/^\/files\/demo\/qrcode-\d\.png$/);
      const second = await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?offset=2&limit=2');
      expect([second.size, second.current, second.records[0]?.label]).toEqual([2, 2, labels[2]]);
      expect((await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?search=背景图')).total).toBe(1);
      expect((await call(null, '/api/config/list?type=shop')).json().msg).toBe('value 不是有效的配置类型');
      expect((await call(null, '/api/config/list?limit=0')).statusCode).toBe(400);
    });

    it('caches the public list and clears it on every write', async () => {
      const first = await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?type=home');
      const home = first.records[0] as SiteConfigRecord;
      // A change behind the server's back is not seen while cached...
      await sql`update site_config set label = ${'直接改的'} where config_id = ${home.configId}`.execute(
        t.app.yiying.database.db,
      );
      const cached = await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?type=home');
      expect(cached.records[0]?.label).toBe(home.label);
      // ...and a write through the API is seen at once.
      const updated = await call(admin, `/mng/config/update/${home.configId}`, { content: '{"hotNum":12}' });
      expect(updated.json().data).toMatchObject({ label: '直接改的', content: '{"hotNum":12}' });
      const fresh = await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?type=home');
      expect(fresh.records[0]).toMatchObject({ label: '直接改的', content: '{"hotNum":12}' });
      await call(admin, `/mng/config/update/${home.configId}`, { enabled: 0 });
      expect((await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?type=home')).total).toBe(0);
    });

    it('creates, reads, updates and deletes items; content must be a JSON object', async () => {
      const bad = await call(admin, '/mng/config/create', { value: 'apps', label: '应用', content: '{不是 JSON' });
      expect([bad.statusCode, bad.json().msg]).toEqual([400, '配置内容必须是 JSON 对象文本']);
      expect(
        (await call(admin, '/mng/config/create', { value: 'apps', label: '应用', content: '[1]' })).statusCode,
      ).toBe(400);
      expect(
        (await call(admin, '/mng/config/create', { value: 'nope', label: '应用', content: '{}' })).json().msg,
      ).toBe('value 不是有效的配置类型');
      const created = await data<SiteConfigRecord>(admin, '/mng/config/create', {
        value: 'apps',
        label: '应用',
        content: '{"list":[]}',
      });
      expect(created).toMatchObject({ siteId: 'default', value: 'apps', enabled: 1 });
      expect((await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?type=apps')).total).toBe(1);
      expect((await data<SiteConfigRecord>(admin, `/mng/config/detail/${created.configId}`)).label).toBe('应用');
      const disabled = await data<PagedList<SiteConfigRecord>>(admin, '/mng/config/list?enabled=0');
      expect(disabled.records.map((c) => c.label)).toContain('商城（未开放）');
      expect((await call(admin, `/mng/config/delete/${created.configId}`, {})).statusCode).toBe(200);
      expect((await data<PagedList<SiteConfigRecord>>(null, '/api/config/list?type=apps')).total).toBe(0);
      expect((await call(admin, `/mng/config/detail/${created.configId}`)).json().msg).toBe('配置不存在');
    });
  });

  describe('dictionary', () => {
    it('lists enabled entries by sort ascending, by type, label and parent', async () => {
      const types = await data<PagedList<DictionaryRecord>>(null, '/api/dict/list?type=user_type');
      expect(types.records.map((d) => d.value)).toEqual(['user', 'doctor', 'student']);
      expect(types.records[1]?.descriptionData).toEqual({ badge: '医', color: '#204165' });
      const regions = await data<PagedList<DictionaryRecord>>(
        null,
        '/api/dict/list?type=region&parentId=dict-region-north',
      );
      expect(regions.records.map((d) => d.label)).toEqual(['北京', '天津']);
      expect(
        (await data<PagedList<DictionaryRecord>>(null, '/api/dict/list?label=华')).records.map((d) => d.label),
      ).toEqual(['华北', '华东']);
      const desc = await data<PagedList<DictionaryRecord>>(null, '/api/dict/list?type=user_type&order=desc');
      expect(desc.records[0]?.value).toBe('student');
    });

    it('falls back to a plain value for a description that is not JSON', async () => {
      const north = await data<DictionaryRecord>(null, '/api/dict/detail/dict-region-north');
      expect(north).toMatchObject({ description: '华北地区', descriptionData: { value: '华北地区' } });
      const made = await data<DictionaryRecord>(admin, '/mng/dict/create', {
        type: 'color',
        value: 'red',
        label: '红色',
        description: '{"hex": "#D70D19"',
      });
      expect(made.descriptionData).toEqual({ value: '{"hex": "#D70D19"' });
    });

    it('hides disabled entries from the public, whatever the filter says', async () => {
      const made = await data<DictionaryRecord>(admin, '/mng/dict/create', {
        type: 'hidden_type',
        value: 'x',
        label: '停用项',
        enabled: 0,
      });
      expect((await data<PagedList<DictionaryRecord>>(null, '/api/dict/list?type=hidden_type&enabled=0')).total).toBe(
        0,
      );
      expect((await call(null, `/api/dict/detail/${made.dictId}`)).json().msg).toBe('字典项不存在');
      expect((await data<PagedList<DictionaryRecord>>(admin, '/mng/dict/list?type=hidden_type')).total).toBe(1);
      await call(admin, `/mng/dict/update/${made.dictId}`, { enabled: 1 });
      expect((await data<PagedList<DictionaryRecord>>(null, '/api/dict/list?type=hidden_type')).total).toBe(1);
    });

    it('checks entries and their parents in Chinese; deleting keeps the children', async () => {
      expect((await call(admin, '/mng/dict/create', { type: 'a', value: 'b' })).json().msg).toBe('请输入字典名称');
      const orphan = await call(admin, '/mng/dict/create', { type: 'a', value: 'b', label: 'c', parentId: 'nope' });
      expect([orphan.statusCode, orphan.json().msg]).toEqual([400, '上级字典项不存在']);
      const parent = await data<DictionaryRecord>(admin, '/mng/dict/create', {
        type: 'tree',
        value: 'p',
        label: '上级',
      });
      const child = await data<DictionaryRecord>(admin, '/mng/dict/create', {
        type: 'tree',
        value: 'c',
        label: '下级',
        parentId: parent.dictId,
      });
      const loop = await call(admin, `/mng/dict/update/${parent.dictId}`, { parentId: child.dictId });
      expect([loop.statusCode, loop.json().msg]).toEqual([400, '上级字典项不存在']);
      expect((await call(admin, `/mng/dict/delete/${parent.dictId}`, {})).statusCode).toBe(200);
      expect((await data<DictionaryRecord>(admin, `/mng/dict/detail/${child.dictId}`)).parentId).toBeNull();
    });
  });

  describe('categories', () => {
    it('lists published categories only, and hides the others from the public', async () => {
      const list = await data<PagedList<CategoryRecord>>(null, '/api/category/list');
      expect(list.records.map((c) => c.categoryId)).toEqual(['cat-photo', 'cat-medical', 'cat-campus', 'cat-public']);
      expect((await data<PagedList<CategoryRecord>>(null, '/api/category/list?state=down')).total).toBe(0);
      expect((await call(null, '/api/category/detail/cat-archive')).json().msg).toBe('分类不存在');
      expect((await data<CategoryRecord>(null, '/api/category/detail/cat-photo')).name).toBe('摄影');
      expect((await data<PagedList<CategoryRecord>>(admin, '/mng/category/list?state=down')).records[0]?.name).toBe(
        '旧作归档',
      );
    });

    it('manages categories, and a post may name only a published one', async () => {
      expect((await call(admin, '/mng/category/create', { name: '' })).json().msg).toBe('请输入分类名称');
      const made = await data<CategoryRecord>(admin, '/mng/category/create', { name: '夜景', sort: 9 });
      expect(made).toMatchObject({ state: 'publish', sort: 9, parentId: null });
      const sub = await data<CategoryRecord>(admin, '/mng/category/create', {
        name: '城市夜景',
        parentId: made.categoryId,
      });
      expect(
        (await data<PagedList<CategoryRecord>>(null, `/api/category/list?parentId=${made.categoryId}`)).total,
      ).toBe(1);
      const post = { type: 'pound', title: '分类测试', content: '夜景' };
      const down = await call(member, '/web/content/create', { ...post, categoryId: 'cat-archive' });
      expect([down.statusCode, down.json().msg]).toEqual([400, '分类未开放']);
      expect((await call(member, '/web/content/create', { ...post, categoryId: 'cat-none' })).json().msg).toBe(
        '分类不存在',
      );
      const ok = await call(member, '/web/content/create', { ...post, categoryId: sub.categoryId });
      expect(ok.json().data.categoryId).toBe(sub.categoryId);
      await call(admin, `/mng/category/update/${made.categoryId}`, { state: 'down' });
      expect((await call(null, `/api/category/detail/${made.categoryId}`)).statusCode).toBe(404);
      expect((await call(admin, `/mng/category/delete/${made.categoryId}`, {})).statusCode).toBe(200);
      expect((await call(admin, `/mng/category/detail/${made.categoryId}`)).statusCode).toBe(404);
    });
  });

  describe('notices', () => {
    it('lists published notices of several types, newest first, 10 a page, without their bodies', async () => {
      const list = await data<PagedList<NoticeRecord>>(null, '/api/notice/list');
      expect(list.size).toBe(10);
      expect(list.records.length).toBeGreaterThanOrEqual(5);
      expect(new Set(list.records.map((n) => n.type)).size).toBeGreaterThanOrEqual(4);
      expect(list.records.every((n) => n.state === 'publish' && n.content === undefined)).toBe(true);
      expect(list.records.map((n) => n.title)).not.toContain('年度影展筹备中');
      const times = list.records.map((n) => n.publishTime);
      expect(times).toEqual([...times].sort().reverse());
      const awards = await data<PagedList<NoticeRecord>>(null, '/api/notice/list?type=notice_award');
      expect(awards.records[0]).toMatchObject({ model: 'shop' });
      expect(awards.records[0]?.images.length).toBeGreaterThan(0);
      expect((await call(null, '/api/notice/list?type=notice_x')).json().msg).toBe('type 不是有效的公告类型');
    });

    it('counts a read once per viewer', async () => {
      const [first] = (await data<PagedList<NoticeRecord>>(null, '/api/notice/list')).records;
      if (!first) throw new Error('no notice');
      // A visitor is their address for the day, whatever their browser says it is.
      const read = (session: TestSession | null, agent: string, remoteAddress = '127.0.0.1') =>
        t.app.inject({
          method: 'GET',
          url: `/api/notice/detail/${first.noticeId}`,
          headers: { ...(session ? authed(session) : {}), 'user-agent': agent },
          remoteAddress,
        });
      const once = (await read(member, 'A')).json().data as NoticeRecord;
      expect(once.hits).toBe(first.hits + 1);
      expect(once.content).toContain('<');
      expect(((await read(member, 'B')).json().data as NoticeRecord).hits).toBe(first.hits + 1);
      expect(((await read(null, 'visitor-1')).json().data as NoticeRecord).hits).toBe(first.hits + 2);
      expect(((await read(null, 'another-browser')).json().data as NoticeRecord).hits).toBe(first.hits + 2);
      expect(((await read(null, 'visitor-2', '203.0.113.7')).json().data as NoticeRecord).hits).toBe(first.hits + 3);
      // The admin's look in the console is not a read.
      expect((await data<NoticeRecord>(admin, `/mng/notice/detail/${first.noticeId}`)).hits).toBe(first.hits + 3);
      expect((await data<NoticeRecord>(admin, `/mng/notice/detail/${first.noticeId}`)).hits).toBe(first.hits + 3);
    });

    it('sanitises article HTML on save, needs images for a published shop notice, and hides drafts and future ones', async () => {
      const article = await data<NoticeRecord>(admin, '/mng/notice/create', {
        title: '新公告',
        type: 'notice_message',
        content: '<p onclick="x()">你好<script>alert(1)</script></p><img src="https://evil.example/x.png">',
        state: 'publish',
      });
      expect(article.content).toBe('<p>你好</p>');
      expect(((await call(null, `/api/notice/detail/${article.noticeId}`)).json().data as NoticeRecord).title).toBe(
        '新公告',
      );
      const shop = await call(admin, '/mng/notice/create', { title: '图片公告', model: 'shop', state: 'publish' });
      expect([shop.statusCode, shop.json().msg]).toEqual([400, '图片模式的公告至少需要一张图片']);
      const offsite = await call(admin, '/mng/notice/create', {
        title: '图片公告',
        model: 'shop',
        images: ['https://evil.example/a.png'],
      });
      expect([offsite.statusCode, offsite.json().msg]).toEqual([400, '图片须为本站上传的文件']);
      expect((await call(admin, '/mng/notice/create', { title: '' })).json().msg).toBe('请输入公告标题');

      const draft = await data<NoticeRecord>(admin, '/mng/notice/create', { title: '草稿公告' });
      expect(draft.state).toBe('create');
      expect((await call(null, `/api/notice/detail/${draft.noticeId}`)).json().msg).toBe('公告不存在');
      const future = await data<NoticeRecord>(admin, '/mng/notice/create', {
        title: '明年的公告',
        state: 'publish',
        publishTime: '2099-01-01T00:00:00.000Z',
      });
      expect((await call(null, `/api/notice/detail/${future.noticeId}`)).statusCode).toBe(404);
      const titles = (await data<PagedList<NoticeRecord>>(null, '/api/notice/list?pageSize=100')).records.map(
        (n) => n.title,
      );
      expect(titles).toContain('新公告');
      expect(titles).not.toContain('草稿公告');
      expect(titles).not.toContain('明年的公告');
      const published = await data<NoticeRecord>(admin, `/mng/notice/update/${draft.noticeId}`, { state: 'publish' });
      expect(published.state).toBe('publish');
      expect((await call(null, `/api/notice/detail/${draft.noticeId}`)).statusCode).toBe(200);
      const all = await data<PagedList<NoticeRecord>>(admin, '/mng/notice/list?state=create');
      expect(all.records.every((n) => n.state === 'create')).toBe(true);
      expect((await call(admin, `/mng/notice/delete/${article.noticeId}`, {})).statusCode).toBe(200);
      expect((await call(null, `/api/notice/detail/${article.noticeId}`)).statusCode).toBe(404);
    });
  });
});
