import sharp from 'sharp';
import type { CircleRecord, CircleSubscriptionRecord, PagedList, StoredFile } from '@yiying/models';
import { demoOriginalOf } from '../../demo/demo-images';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { UPLOAD_OSS_URL, uploadFile } from '../../testing/upload';
import { attachDemoCircleCovers } from './circle.demo';

describeEachDatabase('circle covers', (target) => {
  const t = useTestApp(target);
  let admin: TestSession;
  let member: TestSession;

  const call = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const data = async <T>(session: TestSession | null, url: string, payload?: unknown) => {
    const res = await call(session, url, payload);
    expect(res.statusCode).toBe(200);
    return res.json().data as T;
  };
  const uploadCover = async (session: TestSession, width: number, height: number) => {
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const res = await uploadFile(t.app, session, 'circle.jpg', bytes, UPLOAD_OSS_URL);
    expect(res.statusCode).toBe(200);
    return res.json().data as StoredFile;
  };

  beforeAll(async () => {
    admin = await loginByPassword(t.app, '13800000009');
    member = await loginByCode(t.app);
  });

  it('answers an uploaded cover with its renditions in the list, the detail and a subscription', async () => {
    const cover = await uploadCover(member, 1400, 800);
    const created = await data<CircleRecord>(member, '/web/circle/create', { name: '封面圈子', cover: cover.url });
    expect(created.coverImage).toMatchObject({ url: cover.url, width: 1400, height: 800 });
    expect(created.coverImage?.renditions.map((r) => [r.width, r.type])).toEqual([
      [320, 'image/webp'],
      [640, 'image/webp'],
      [960, 'image/webp'],
      [1280, 'image/webp'],
      [1400, 'image/webp'],
    ]);
    expect(created.coverImage?.placeholder).not.toBe('');

    const detail = await data<CircleRecord>(null, `/api/circle/detail/${created.circleId}`);
    expect(detail.coverImage).toEqual(created.coverImage);
    const list = await data<PagedList<CircleRecord>>(null, '/api/circle/list?search=封面圈子');
    expect(list.records.map((c) => c.coverImage)).toEqual([created.coverImage]);
    const mng = await data<PagedList<CircleRecord>>(admin, '/mng/circle/list?search=封面圈子');
    expect(mng.records[0]?.coverImage).toEqual(created.coverImage);
    // Its creator joined it: the subscription carries the circle with its cover.
    const subscriptions = await data<PagedList<CircleSubscriptionRecord>>(member, '/web/circleSubscribe/list');
    const mine = subscriptions.records.find((s) => s.circleId === created.circleId);
    expect(mine?.circle?.coverImage).toEqual(created.coverImage);
  });

  it('follows a changed cover and answers null for a cover that is no stored picture', async () => {
    const first = await uploadCover(admin, 900, 600);
    const created = await data<CircleRecord>(admin, '/mng/circle/create', { name: '换封面圈子', cover: first.url });
    expect(created.coverImage?.renditions.map((r) => r.width)).toEqual([320, 640, 900]);
    const second = await uploadCover(admin, 2400, 1350);
    const changed = await data<CircleRecord>(admin, `/mng/circle/update/${created.circleId}`, { cover: second.url });
    // Never wider than the widest standard rendition; the original stays the fallback.
    expect(changed.coverImage?.renditions.map((r) => r.width)).toEqual([320, 640, 960, 1280, 2048]);
    expect(changed.coverImage?.url).toBe(second.url);
    const elsewhere = await data<CircleRecord>(admin, `/mng/circle/update/${created.circleId}`, {
      cover: 'https://img.example.com/circle.jpg',
    });
    expect(elsewhere.coverImage).toBeNull();
    const none = await data<CircleRecord>(admin, '/mng/circle/create', { name: '无封面圈子' });
    expect(none.cover).toBe('');
    expect(none.coverImage).toBeNull();
  });

  it('sends the demo circle covers through the upload pipeline once', async () => {
    const all = async () => (await data<PagedList<CircleRecord>>(admin, '/mng/circle/list?pageSize=100')).records;
    const demo = (await all()).filter((c) => c.cover.startsWith('/files/demo/'));
    expect(demo.map((c) => c.circleId)).toEqual(expect.arrayContaining(['circle-lens', 'circle-closed']));
    expect(demo.every((c) => c.coverImage === null)).toBe(true);

    const { context } = t.app.yiying;
    expect(await attachDemoCircleCovers(context.db, context.media, context.storage)).toBe(demo.length);
    const after = new Map((await all()).map((c) => [c.circleId, c]));
    for (const before of demo) {
      const circle = after.get(before.circleId);
      expect(circle?.cover).toMatch(/^\/files\/u\//);
      expect(circle?.coverImage?.url).toBe(circle?.cover);
      // The photograph the list cover was cut from, at its own size.
      const original = await t.app.inject({ method: 'GET', url: demoOriginalOf(before.cover) });
      expect(circle?.coverImage?.width).toBe((await sharp(original.rawPayload).metadata()).width);
      expect(circle?.coverImage?.renditions.at(-1)?.width).toBe(circle?.coverImage?.width);
    }
    // The pictures belong to the demo administrator, whose uploads are kept: a circle outlives its creator.
    const owners = await context.db
      .selectFrom('media')
      .select(['owner_id', 'purpose'])
      .where(
        'url',
        'in',
        demo.map((c) => after.get(c.circleId)?.cover ?? ''),
      )
      .execute();
    expect(new Set(owners.map((o) => `${o.owner_id} ${o.purpose}`))).toEqual(new Set([`${admin.userId} profile`]));
    const served = await call(null, after.get('circle-lens')?.coverImage?.renditions[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await attachDemoCircleCovers(context.db, context.media, context.storage)).toBe(0);
  });
});
