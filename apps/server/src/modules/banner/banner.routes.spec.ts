import type { ApiEnvelope, Banner, PagedList } from '@yiying/models';
import { describeEachDatabase, useTestApp, type TestContext } from '../../testing/test-app';
import { attachDemoBannerImages } from './banner.demo';

type BannerPage = ApiEnvelope<PagedList<Banner>>;

async function list(t: TestContext, query: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/banner/list',
    query,
  });
  return { status: res.statusCode, body: res.json() as BannerPage };
}

describeEachDatabase('GET /api/banner/list', (target) => {
  const t = useTestApp(target);

  it('lists the published home banners of a type with Chinese titles', async () => {
    const { status, body } = await list(t, { type: 'home-major' });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('操作成功');
    expect(body.data.size).toBe(6);
    expect(body.data.current).toBe(1);
    expect(body.data.records.length).toBeGreaterThanOrEqual(4);
    expect(body.data.total).toBe(body.data.records.length);
    for (const banner of body.data.records) {
      expect(banner.type).toBe('home-major');
      expect(banner.state).toBe('publish');
      expect(banner.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(banner.cover).toMatch(/^\/files\/demo\/banner-\d+\.jpg$/);
      expect(banner.createTime).toMatch(/Z$/);
    }
    expect(body.data.records[0]?.title).toBe('医影 · 用镜头记录医者仁心');
  });

  it('filters by type', async () => {
    const { body } = await list(t, { type: 'hot-major' });
    expect(body.data.records.map((b) => b.title)).toEqual(['热门作品']);
    expect((await list(t, { type: 'foot-major' })).body.data).toEqual({
      records: [],
      total: 0,
      pages: 0,
      size: 6,
      current: 1,
    });
  });

  it('pages 6 at a time across types', async () => {
    const first = (await list(t)).body.data;
    expect(first.records).toHaveLength(6);
    expect(first.total).toBeGreaterThan(6);
    expect(first.pages).toBe(Math.ceil(first.total / 6));
    const second = (await list(t, { pageNum: '2' })).body.data;
    expect(second.records.length).toBe(first.total - 6);
    expect(second.records.every((b) => !first.records.some((f) => f.bannerId === b.bannerId))).toBe(true);
  });

  it('never shows a banner that is not published, whatever state is asked for', async () => {
    const published = (await list(t, { type: 'home-major', pageSize: '100' })).body.data.records;
    expect(published.map((b) => b.title)).not.toContain('医影年度影展');
    for (const state of ['down', 'create']) {
      const hidden = (await list(t, { type: 'home-major', state })).body.data;
      expect(hidden.records).toEqual([]);
      expect(hidden.total).toBe(0);
    }
  });

  it('refuses an unknown banner type and a bad state in Chinese', async () => {
    const badType = await list(t, { type: 'home-huge' });
    expect(badType.status).toBe(400);
    expect(badType.body).toEqual({
      code: 400,
      msg: 'type 不是有效的横幅类型',
      data: null,
      errors: [{ field: 'type', message: 'type 不是有效的横幅类型' }],
    });
    const badState = await list(t, { state: 'gone' });
    expect(badState.status).toBe(400);
    expect(badState.body.msg).toBe('state 只能是 create、publish、down 之一');
  });

  it('reports every bad field at once', async () => {
    const { status, body } = await list(t, { type: 'x', pageSize: '1000' });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field).sort()).toEqual(['pageSize', 'type']);
  });

  it('serves each banner cover as a JPEG', async () => {
    const [banner] = (await list(t, { type: 'home-major' })).body.data.records;
    if (!banner) throw new Error('no home banner');
    const res = await t.app.inject({ method: 'GET', url: banner.cover });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    // JPEG magic number.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describeEachDatabase('GET /api/banner/detail/{id}', (target) => {
  const t = useTestApp(target);
  const detail = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/banner/detail/${encodeURIComponent(id)}` });
    return { status: res.statusCode, body: res.json() as ApiEnvelope<Banner | null> };
  };

  it('answers a published banner as the list shows it', async () => {
    const { records } = (await list(t, { type: 'home-major' })).body.data;
    for (const listed of records) {
      const { status, body } = await detail(listed.bannerId);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 200, msg: '操作成功', data: listed });
    }
  });

  it('does not find a banner that is not published, nor one that never was', async () => {
    const hidden = await t.app.yiying.database.db
      .selectFrom('banner')
      .select(['banner_id', 'state'])
      .where('state', '!=', 'publish')
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of [...hidden, { banner_id: 'no-such-banner' }]) {
      const { status, body } = await detail(row.banner_id);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, msg: '横幅不存在', data: null });
    }
    const tooLong = await detail('x'.repeat(65));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('id 必须是 1 到 64 个字符');
  });

  it('gives a stored cover its renditions, once the demo pictures went through the upload pipeline', async () => {
    const before = (await list(t, { type: 'home-major' })).body.data.records;
    expect(before.every((b) => b.coverImage === null)).toBe(true);
    const { context } = t.app.yiying;
    const changed = await attachDemoBannerImages(context.db, context.media, context.storage);
    expect(changed).toBeGreaterThanOrEqual(before.length);
    const after = (await list(t, { type: 'home-major' })).body.data.records;
    expect(after.map((b) => b.bannerId)).toEqual(before.map((b) => b.bannerId));
    for (const banner of after) {
      expect(banner.cover).not.toMatch(/^\/files\/demo\//);
      expect(banner.coverImage?.url).toBe(banner.cover);
      // 1600 px wide demo banners: WebP renditions up to the original's width, for the browser to choose from.
      expect(banner.coverImage?.renditions.map((r) => r.width)).toEqual([320, 640, 960, 1280, 1600]);
      expect(banner.coverImage?.placeholder).not.toBe('');
    }
    // The pictures are served, and a second run finds nothing left to do.
    const [first] = after;
    const rendition = first?.coverImage?.renditions[1];
    if (!first || !rendition) throw new Error('no banner with renditions');
    const served = await t.app.inject({ method: 'GET', url: rendition.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await attachDemoBannerImages(context.db, context.media, context.storage)).toBe(0);
    const detail = await t.app.inject({ method: 'GET', url: `/api/banner/detail/${first.bannerId}` });
    expect((detail.json() as { data: Banner }).data.coverImage?.url).toBe(first.cover);
  });
});
