import type { APIRequestContext } from '@playwright/test';
import { DEMO_DOCTOR, DEMO_MEMBER, PNG, apiLogin, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

interface Post {
  contentId: string;
  title: string;
  creator?: { username: string };
}

async function publishImage(request: APIRequestContext, token: string, title: string): Promise<Post> {
  const upload = await request.post('/web/file/upload', {
    headers: { authorization: token },
    multipart: { file: { name: 'ward.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBe(true);
  const media = ((await upload.json()) as Envelope<{ mediaId: string }>).data;
  const created = await request.post('/web/content/create', {
    headers: { authorization: token },
    data: { type: 'image', state: 'publish', title, mediaIds: [media.mediaId], accessScope: 'public' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as Envelope<Post>).data;
}

/** The source card's name: a hidden 原作品： before what the card shows (its title, then its author). */
const sourceCard = (title: string) => new RegExp(`^原作品：\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const width of [1280, 390]) {
  test(`a forward shows 转发自 @author and its source as a card, then 原作品已不可见 (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const author = await apiLogin(request, DEMO_MEMBER);
    const forwarder = await apiLogin(request, DEMO_DOCTOR);
    const stamp = `${width}-${String(Date.now()).slice(-6)}`;
    const source = await publishImage(request, author.token, `转发来源 ${stamp}`);
    const text = `转发语 ${stamp}`;
    const forwarded = await request.post(`/web/user/behaviour/forward/${source.contentId}`, {
      headers: { authorization: forwarder.token },
      data: { forwardedText: text },
    });
    expect(forwarded.ok()).toBe(true);
    const forward = ((await forwarded.json()) as Envelope<Post>).data;

    // On the forwarder's homepage: the forwarder's words over the source card, the author a link.
    await page.goto(`/user/homepage?userId=${forwarder.userId}`);
    const tile = page.locator('[data-forward]').filter({ hasText: text });
    await expect(tile).toBeVisible();
    const authorName = source.creator?.username ?? '';
    const authorLink = tile.getByRole('link', { name: `@${authorName}`, exact: true });
    await expect(authorLink).toHaveAttribute('href', `/user/homepage?userId=${author.userId}`);
    await expect(tile).toContainText('转发自');
    const card = tile.getByRole('link', { name: sourceCard(source.title) });
    await expect(card).toHaveAttribute('href', `/hot/detail?contentId=${source.contentId}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`contentId=${source.contentId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(source.title);
    // Leaving a page while its comments still load would abort them: wait until they are shown.
    const noComments = page.getByText('还没有评论，来说两句吧');
    await expect(noComments).toBeVisible();
    // eslint-disable-next-line playwright/no-networkidle -- the page's own requests (comments, views) must end before it is left
    await page.waitForLoadState('networkidle');

    // The forward's own page names the source; the hot list ranks the source, never the forward.
    await page.goto(`/hot/detail?contentId=${forward.contentId}`);
    const box = page.getByRole('region', { name: '转发的作品' });
    await expect(box).toContainText(`转发自 @${authorName}`);
    await expect(box.getByRole('link', { name: sourceCard(source.title) })).toBeVisible();
    const hot = await request.get('/api/content/hotList?hotNum=100');
    const ranked = ((await hot.json()) as Envelope<{ records: Post[] }>).data.records.map((r) => r.contentId);
    expect(ranked).not.toContain(forward.contentId);
    await expect(noComments).toBeVisible();
    // eslint-disable-next-line playwright/no-networkidle -- the page's own requests (comments, views) must end before it is left
    await page.waitForLoadState('networkidle');

    // The author makes the source private: the forward keeps no trace of it.
    const hidden = await request.post(`/web/content/update/${source.contentId}`, {
      headers: { authorization: author.token },
      data: { accessScope: 'private' },
    });
    expect(hidden.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: '转发的作品' })).toContainText('原作品已不可见');
    await expect(page.getByRole('link', { name: sourceCard(source.title) })).toHaveCount(0);
    await expect(noComments).toBeVisible();
  });
}
