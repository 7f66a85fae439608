import { DEMO_ADMIN, memberPage, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

/** What the page reads from `GET /mng/stats/overview` (the parts this journey checks). */
interface AdminOverview {
  days: string[];
  series: Record<
    | 'newMembers'
    | 'activeMembers'
    | 'weeklyActiveMembers'
    | 'comments'
    | 'likes'
    | 'uploadBytes'
    | 'reportsOpened'
    | 'reportsHandled',
    number[]
  >;
  posts: { type: string; counts: number[] }[];
  storageBytes: number;
  backup: { lastSuccess: { at: string } | null; lastFailure: { at: string; error: string } | null };
  jobs: { engine: string; queued: number; running: number; done: number; failed: number } | null;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

test.describe('admin overview 概览', () => {
  test('the admin opens /admin and sees every chart drawn with the demo’s numbers', async ({ browser }, testInfo) => {
    const admin = await memberPage(browser, DEMO_ADMIN);
    try {
      const answered = admin.page.waitForResponse((r) => new URL(r.url()).pathname === '/mng/stats/overview');
      await admin.page.goto('/admin');
      const data = ((await (await answered).json()) as Envelope<AdminOverview>).data;
      await expect(admin.page.getByRole('heading', { name: '概览', level: 1 })).toBeVisible();
      await expect(admin.page).toHaveTitle('概览 - 管理后台 - 医影');
      const nav = admin.page.getByRole('navigation', { name: '管理后台' });
      await expect(nav.getByRole('link').first()).toHaveText('概览');
      await expect(nav.getByRole('link', { name: '概览' })).toHaveClass(/active/);

      const { series, posts } = data;
      const expected: Record<string, number> = {
        新会员: sum(series.newMembers),
        活跃会员: sum(series.activeMembers),
        周活跃会员: sum(series.weeklyActiveMembers),
        '新发内容（按类型）': sum(posts.flatMap((p) => p.counts)),
        评论与回复: sum(series.comments),
        点赞: sum(series.likes),
        上传量: sum(series.uploadBytes),
        举报: sum(series.reportsOpened) + sum(series.reportsHandled),
      };
      // The demo has posts, comments, likes and pictures of the last days, and the admin just logged in.
      for (const name of ['活跃会员', '周活跃会员', '新发内容（按类型）', '评论与回复', '点赞', '上传量']) {
        expect(expected[name], name).toBeGreaterThan(0);
      }
      const charts = admin.page.locator('figure.chart');
      await expect(charts).toHaveCount(Object.keys(expected).length);
      for (const [title, total] of Object.entries(expected)) {
        const chart = charts.filter({ has: admin.page.getByText(title, { exact: true }) });
        await expect(chart).toHaveAttribute('data-total', String(total));
        const canvas = chart.locator('canvas');
        await expect(canvas).toHaveCount(1);
        const box = await canvas.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(200);
        expect(box?.height ?? 0).toBeGreaterThan(100);
        // Something was drawn: the canvas holds pixels that are not blank.
        const inked = await canvas.evaluate((element) => {
          const canvas = element as HTMLCanvasElement;
          const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
          let count = 0;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) count += 1;
          return count;
        });
        expect(inked, title).toBeGreaterThan(100);
      }

      const cards = admin.page.locator('[aria-label="今日数据"]');
      const today = (label: string) => cards.locator('.card').filter({ hasText: label }).locator('dd');
      await expect(today('今日活跃会员')).toHaveText(String(series.activeMembers[29]));
      await expect(today('今日点赞')).toHaveText(String(series.likes[29]));
      await expect(today('最近备份')).toHaveText(data.backup.lastSuccess ? /\d{4}-\d{2}-\d{2}/ : /尚未备份|备份失败/);
      expect(data.storageBytes).toBeGreaterThan(0);
      await expect(today('存储用量')).not.toHaveText('0 B');
      await expect(today('近 7 天活跃会员')).toHaveText(String(series.weeklyActiveMembers[29]));
      // The weekly count holds every member of the day's count.
      series.weeklyActiveMembers.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(series.activeMembers[i] ?? 0));
      expect(data.jobs).not.toBeNull();
      const jobs = data.jobs as NonNullable<AdminOverview['jobs']>;
      await expect(today('任务队列')).toContainText(`排队 ${jobs.queued}`);
      await expect(today('任务队列')).toContainText(`运行中 ${jobs.running} · 失败 ${jobs.failed}`);
      await expect(today('任务队列').getByRole('link', { name: '查看任务' })).toHaveAttribute('href', '/admin/jobs');
      await admin.page.screenshot({ path: testInfo.outputPath('overview-1280.png'), fullPage: true });

      // On a phone the charts stack and are still drawn.
      await admin.page.setViewportSize({ width: 390, height: 844 });
      await expect(charts).toHaveCount(Object.keys(expected).length);
      const narrow = await charts.first().locator('canvas').boundingBox();
      expect(narrow?.width ?? 0).toBeGreaterThan(250);
      expect(narrow?.width ?? 999).toBeLessThanOrEqual(390);
      const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await admin.page.screenshot({ path: testInfo.outputPath('overview-390.png'), fullPage: true });
    } finally {
      await admin.close();
    }
  });
});
