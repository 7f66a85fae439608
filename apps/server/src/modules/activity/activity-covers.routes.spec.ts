import sharp from 'sharp';
import type { ActivityRecord, Collection, PagedList, RoadshowRecord, StoredFile } from '@yiying/models';
import { ADMIN, MEMBERS, activityKit } from '../../testing/activity';
import { testClock } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { UPLOAD_OSS_URL, uploadFile } from '../../testing/upload';
import { demoOriginalOf } from '../../demo/demo-images';
import { attachDemoActivityCovers } from './activity.demo';

const [ALICE] = MEMBERS;

/** A landscape photograph of `width` × `height` px, as a camera sends it. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describeEachDatabase('activity covers', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }) });
  const { as, data, createActivity } = activityKit(t, clock);

  /** A cover uploaded as the console uploads it (kept, never pruned). */
  const uploadCover = async (width: number, height: number) => {
    const res = await uploadFile(t.app, await as(ADMIN), 'cover.jpg', await photo(width, height), UPLOAD_OSS_URL);
    expect(res.statusCode).toBe(200);
    return res.json().data as StoredFile;
  };

  it('answers an uploaded cover with its renditions in the detail and the public and admin lists', async () => {
    const cover = await uploadCover(1600, 900);
    const created = await createActivity({ title: '封面宽度活动', cover: cover.url });
    expect(created.cover).toBe(cover.url);
    expect(created.coverImage).toMatchObject({ url: cover.url, width: 1600, height: 900 });
    // WebP at the standard widths up to the picture's own, for `srcset`; a placeholder to paint before it arrives.
    expect(created.coverImage?.renditions.map((r) => [r.width, r.height, r.type])).toEqual([
      [320, 180, 'image/webp'],
      [640, 360, 'image/webp'],
      [960, 540, 'image/webp'],
      [1280, 720, 'image/webp'],
      [1600, 900, 'image/webp'],
    ]);
    expect(created.coverImage?.placeholder).not.toBe('');

    const detail = await data<ActivityRecord>(null, `/api/activity/detail/${created.activityId}`);
    expect(detail.coverImage).toEqual(created.coverImage);
    const listed = await data<PagedList<ActivityRecord>>(null, '/api/activity/list?title=封面宽度活动');
    expect(listed.records.map((r) => r.coverImage)).toEqual([created.coverImage]);
    const mng = await data<PagedList<ActivityRecord>>(ADMIN, '/mng/activity/list?title=封面宽度活动');
    expect(mng.records[0]?.coverImage).toEqual(created.coverImage);

    // Each rendition is served as the WebP it names.
    const rendition = created.coverImage?.renditions[1];
    const served = await t.app.inject({ method: 'GET', url: rendition?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it('gives exhibitions the same, follows a changed cover, and answers null for a cover from elsewhere', async () => {
    const first = await uploadCover(1200, 800);
    const exhibition = await createActivity({ title: '封面展览', kind: 'exhibition', cover: first.url });
    expect(exhibition.coverImage?.renditions.map((r) => r.width)).toEqual([320, 640, 960, 1200]);
    const listed = await data<PagedList<ActivityRecord>>(null, '/api/activity/list?kind=exhibition&title=封面展览');
    expect(listed.records[0]?.coverImage?.url).toBe(first.url);

    const second = await uploadCover(800, 1200);
    const changed = await data<ActivityRecord>(ADMIN, `/mng/activity/update/${exhibition.activityId}`, {
      cover: second.url,
    });
    expect(changed.coverImage).toMatchObject({ url: second.url, width: 800, height: 1200 });
    expect(changed.coverImage?.renditions.map((r) => r.width)).toEqual([320, 640, 800]);

    const elsewhere = await data<ActivityRecord>(ADMIN, `/mng/activity/update/${exhibition.activityId}`, {
      cover: 'https://img.example.com/poster.jpg',
    });
    expect(elsewhere.cover).toBe('https://img.example.com/poster.jpg');
    expect(elsewhere.coverImage).toBeNull();
  });

  it('gives the post behind the activity the cover’s image source, so a collection draws it by srcset', async () => {
    const cover = await uploadCover(1000, 600);
    const created = await createActivity({ title: '收藏封面活动', cover: cover.url });
    const collected = await t.app.inject({
      method: 'POST',
      url: `/web/user/behaviour/collect/${created.contentId}`,
      headers: { authorization: (await as(ALICE)).token },
    });
    expect(collected.statusCode).toBe(200);
    const collections = await data<PagedList<Collection>>(ALICE, '/web/collection/personalList?pageSize=50');
    const mine = collections.records.find((c) => c.contentId === created.contentId);
    expect(mine?.contentImage).toMatchObject({ url: cover.url, width: 1000, height: 600 });
  });

  it('sends the demo covers through the upload pipeline once, activities, exhibitions and road shows alike', async () => {
    const shows = async () => (await data<PagedList<RoadshowRecord>>(ADMIN, '/mng/roadshow/list?pageSize=50')).records;
    const demoShows = (await shows()).filter((r) => r.cover.startsWith('/files/demo/'));
    expect(demoShows.length).toBeGreaterThan(0);
    expect(demoShows.every((r) => r.coverImage === null)).toBe(true);
    const all = async () => [
      ...(await data<PagedList<ActivityRecord>>(null, '/api/activity/list?kind=activity&pageSize=50')).records,
      ...(await data<PagedList<ActivityRecord>>(null, '/api/activity/list?kind=exhibition&pageSize=50')).records,
    ];
    const demo = (await all()).filter((a) => a.cover.startsWith('/files/demo/'));
    expect(demo.length).toBeGreaterThan(1);
    expect(demo.some((a) => a.kind === 'exhibition')).toBe(true);
    expect(demo.every((a) => a.coverImage === null)).toBe(true);

    const { context } = t.app.yiying;
    // Every state counts (drafts too), so at least the published ones listed here.
    expect(await attachDemoActivityCovers(context.db, context.media, context.storage)).toBeGreaterThanOrEqual(
      demo.length + demoShows.length,
    );
    const showsAfter = new Map((await shows()).map((r) => [r.roadshowId, r]));
    for (const before of demoShows) {
      const show = showsAfter.get(before.roadshowId);
      expect(show?.cover).toMatch(/^\/files\/u\//);
      expect(show?.coverImage?.url).toBe(show?.cover);
      expect(show?.coverImage?.renditions[0]?.width).toBe(320);
    }
    const after = new Map((await all()).map((a) => [a.activityId, a]));
    for (const before of demo) {
      const activity = after.get(before.activityId);
      expect(activity?.cover).toMatch(/^\/files\/u\//);
      const image = activity?.coverImage;
      expect(image?.url).toBe(activity?.cover);
      // The photograph the 960 px list cover was cut from, at its own size: renditions up to its width.
      const original = await t.app.inject({ method: 'GET', url: demoOriginalOf(before.cover) });
      expect(original.statusCode).toBe(200);
      expect(image?.width).toBe((await sharp(original.rawPayload).metadata()).width);
      const widths = image?.renditions.map((r) => r.width) ?? [];
      expect(widths[0]).toBe(320);
      expect(widths[widths.length - 1]).toBe(image?.width);
      expect(image?.placeholder).not.toBe('');
    }
    // The post behind each activity shows the same picture.
    const [first] = demo;
    const post = await context.db
      .selectFrom('content')
      .select(['cover', 'cover_image'])
      .where('content_id', '=', first?.contentId ?? '')
      .executeTakeFirstOrThrow();
    expect(post.cover).toBe(after.get(first?.activityId ?? '')?.cover);
    expect(JSON.parse(post.cover_image ?? 'null')).toEqual(after.get(first?.activityId ?? '')?.coverImage);
    // A second run finds nothing left to do.
    expect(await attachDemoActivityCovers(context.db, context.media, context.storage)).toBe(0);
  });

  it('answers a road show’s stored cover with its renditions in the detail and the list', async () => {
    const cover = await uploadCover(1400, 700);
    const created = await data<RoadshowRecord>(ADMIN, '/mng/roadshow/create', {
      title: '封面路演',
      cover: cover.url,
      state: 'publish',
    });
    expect(created.coverImage).toMatchObject({ url: cover.url, width: 1400, height: 700 });
    expect(created.coverImage?.renditions.map((r) => r.width)).toEqual([320, 640, 960, 1280, 1400]);
    const detail = await data<RoadshowRecord>(null, `/api/roadshow/detail/${created.roadshowId}`);
    expect(detail.coverImage).toEqual(created.coverImage);
    const listed = await data<PagedList<RoadshowRecord>>(null, '/api/roadshow/list?title=封面路演');
    expect(listed.records.map((r) => r.coverImage)).toEqual([created.coverImage]);
    const elsewhere = await data<RoadshowRecord>(ADMIN, `/mng/roadshow/update/${created.roadshowId}`, {
      cover: 'https://img.example.com/roadshow.jpg',
    });
    expect(elsewhere.coverImage).toBeNull();
  });
});
