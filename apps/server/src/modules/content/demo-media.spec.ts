import { Readable } from 'node:stream';
import { asKysely } from '../../db/narrow.js';
import sharp from 'sharp';
import type { ContentRecord, PagedList } from '@yiying/models';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { attachDemoCovers } from './demo-media';

describeEachDatabase('demo covers through the upload pipeline', (target) => {
  const t = useTestApp(target);

  const articles = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/content/list',
      query: { type: 'article', pageSize: '50' },
    });
    return (res.json() as { data: PagedList<ContentRecord> }).data.records.filter((r) => !r.parentId);
  };

  it('gives the other demo posts covers with renditions, keeping their own files', async () => {
    const before = await articles();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((r) => r.cover.startsWith('/files/demo/') && !r.coverImage)).toBe(true);
    const { context } = t.app.yiying;
    // A post's own files stay linked, the cover joins them.
    const [first] = before;
    if (!first) throw new Error('no demo article');
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const own = await context.media.ingest(first.createBy ?? '', {
      stream: Readable.from([picture]),
      filename: 'own.jpg',
    });
    await context.db.transaction().execute((trx) => context.media.link(asKysely(trx), first.contentId, [own.mediaId]));

    const changed = await attachDemoCovers(context.db, context.media, context.storage);
    expect(changed).toBeGreaterThanOrEqual(before.length);
    // As the start-up step does once it is done: the lists answered before it are dropped.
    context.contentCache.invalidate();
    const after = await articles();
    expect(after.map((r) => r.contentId).sort()).toEqual(before.map((r) => r.contentId).sort());
    for (const post of after) {
      expect(post.cover).not.toMatch(/^\/files\/demo\//);
      expect(post.coverImage?.url).toBe(post.cover);
      expect(post.coverImage?.renditions.map((r) => r.width)).toContain(320);
    }
    const body = (await context.media.ofContents(context.db, [first.contentId])).get(first.contentId) ?? [];
    expect(body.map((m) => m.mediaId)).toEqual([own.mediaId]);
    // Nothing left to do on a second run.
    expect(await attachDemoCovers(context.db, context.media, context.storage)).toBe(0);
  });
});
