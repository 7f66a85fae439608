import type { ContentRecord, PagedList } from '@yiying/models';
import { authed, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

const html = { accept: 'text/html' };

/** The `<head>` of a page as the server sends it. */
function headOf(body: string): string {
  return body.slice(0, body.indexOf('</head>'));
}

function metaContent(body: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)">`).exec(body);
  return match?.[1];
}

function jsonLd(body: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : undefined;
}

describeEachDatabase('pages that can be shared and found', (target) => {
  const t = useTestApp(target, { withWebApp: true });
  let author: TestSession;

  const posts = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/content/list?pageSize=100&${query}` })).json()
      .data as PagedList<ContentRecord>;
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: html });
  const sitemapFile = async (kind: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/sitemap/${kind}-1.xml` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    author = await loginByPassword(t.app, '13800000001');
  });

  it('answers robots.txt with the private areas left out and the sitemap named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'yiying.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /my/');
    expect(res.body).toContain('Disallow: /mng/');
    expect(res.body).toContain('Sitemap: http://yiying.test/sitemap.xml');
  });

  it('lists public posts, activities, members and topics in a sitemap index with lastmod', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'yiying.test' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const kind of ['posts', 'activities', 'members', 'topics']) {
      expect(index.body).toMatch(
        new RegExp(
          `<sitemap><loc>http://yiying.test/sitemap/${kind}-1.xml</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z</lastmod>`,
        ),
      );
    }
    const publicPosts = (await posts('forwardedFlag=no')).records;
    const xml = await sitemapFile('posts');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]?.replace(/&amp;/g, '&'));
    for (const post of publicPosts) {
      expect(urls).toContain(`http://localhost:80/hot/detail?contentId=${post.contentId}`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    expect(await sitemapFile('activities')).toContain('/activity/detail?activityId=');
    expect(await sitemapFile('activities')).toContain('/exhibit/detail?activityId=');
    expect(await sitemapFile('members')).toContain(`/user/homepage?userId=${author.userId}`);
    expect(await sitemapFile('topics')).toContain(`/home/pound?talkTopic=${encodeURIComponent('城市光影')}`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/posts-9.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/secrets-1.xml' })).statusCode).toBe(404);
  });

  it('gives a public post its title, description, canonical link, Open Graph tags and JSON-LD', async () => {
    const image = (await posts('type=image&forwardedFlag=no')).records[0] as ContentRecord;
    const res = await page(`/hot/detail?contentId=${image.contentId}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    const title = image.title.replace(/[#＃]([^#＃]+)[#＃]/g, '$1').trim();
    expect(head).toContain(`<title>${title} - 医影</title>`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="http://localhost:80/hot/detail?contentId=${image.contentId}">`);
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:title')).toBe(`${title} - 医影`);
    expect(metaContent(head, 'og:image')).toMatch(/^http:\/\/localhost:80\/\S+/);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'description')).toBeTruthy();
    expect(jsonLd(head)).toMatchObject({ '@type': 'ImageObject', name: title });

    const video = (await posts('type=video&forwardedFlag=no')).records[0] as ContentRecord;
    const videoHead = headOf((await page(`/hot/detail?contentId=${video.contentId}`)).body);
    expect(metaContent(videoHead, 'og:type')).toBe('video.other');
    expect(jsonLd(videoHead)).toMatchObject({ '@type': 'VideoObject' });

    const activities = (await t.app.inject({ method: 'GET', url: '/api/activity/list?pageSize=1' })).json().data;
    const activity = activities.records[0] as { activityId: string; title: string };
    const activityHead = headOf((await page(`/activity/detail?activityId=${activity.activityId}`)).body);
    expect(activityHead).toContain(' - 医影</title>');
    expect(jsonLd(activityHead)).toMatchObject({ '@type': 'Event' });
  });

  it('gives a private post, a missing one and a draft nothing but the site title', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/web/content/personalList?pageSize=50',
      headers: authed(author),
    });
    const hidden = (mine.json().data as PagedList<ContentRecord>).records.filter(
      (p) => p.accessScope !== 'public' || p.state !== 'publish',
    );
    expect(hidden.length).toBeGreaterThan(2);
    for (const post of [...hidden, { contentId: 'no-such-post', title: 'no-such-post' }]) {
      const res = await page(`/hot/detail?contentId=${post.contentId}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(post.title);
      const head = headOf(res.body);
      expect(head).toContain('<title>医影</title>');
      expect(metaContent(head, 'og:image')).toBeUndefined();
      expect(head).not.toContain('canonical');
      expect(jsonLd(head)).toBeUndefined();
    }
    const xml = await sitemapFile('posts');
    for (const post of hidden) expect(xml).not.toContain(post.contentId);
  });

  it('escapes a title that tries to close the JSON-LD script, and lists a new post at once', async () => {
    const title = '夜班</script><script>alert(1)</script>&"\u2028';
    const created = await t.app.inject({
      method: 'POST',
      url: '/web/content/create',
      headers: authed(author),
      payload: { type: 'pound', title, content: '<p>值班<b>日记</b></p>' },
    });
    expect(created.statusCode).toBe(200);
    const post = created.json().data as ContentRecord;
    const head = headOf((await page(`/hot/detail?contentId=${post.contentId}`)).body);
    expect(head).not.toContain('<script>alert(1)');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(head)).toMatchObject({ '@type': 'Article', name: post.title });
    expect(metaContent(head, 'description')).toBe('值班 日记');
    expect(await sitemapFile('posts')).toContain(post.contentId);
  });
});
