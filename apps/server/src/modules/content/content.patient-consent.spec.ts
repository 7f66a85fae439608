import sharp from 'sharp';
import type { ContentRecord, MediaRecord, PagedList, Report } from '@yiying/models';
import type { AdminContent } from '@yiying/validation';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('患者隐私确认 and 泄露患者隐私 reports', (target) => {
  const t = useTestApp(target);
  let author: TestSession;
  let other: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    author = await loginByCode(t.app);
    other = await loginByCode(t.app);
    admin = await loginByPassword(t.app, '13800000009');
  });

  const call = (session: TestSession, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: authed(session),
    });

  async function picture(): Promise<MediaRecord> {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const boundary = '----yiying-consent-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ward.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authed(author) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as MediaRecord;
  }

  async function publish(title: string, extra: Record<string, unknown> = {}) {
    const media = await picture();
    return call(author, '/web/content/create', { type: 'image', title, mediaIds: [media.mediaId], ...extra });
  }

  it('stores the answer with the post, changes it on update, and shows it to admins', async () => {
    const res = await publish('病房里的合影', { patientConsent: 'consent' });
    expect(res.statusCode).toBe(200);
    const post = res.json().data as ContentRecord;
    expect(post.patientConsent).toBe('consent');
    const detail = (await call(other, `/api/content/detail/${post.contentId}`)).json().data as ContentRecord;
    expect(detail.patientConsent).toBe('consent');

    const updated = await call(author, `/web/content/update/${post.contentId}`, { patientConsent: 'deidentified' });
    expect(updated.statusCode).toBe(200);
    expect((updated.json().data as ContentRecord).patientConsent).toBe('deidentified');
    // An update that does not touch it keeps it.
    await call(author, `/web/content/update/${post.contentId}`, { tags: '病房' });
    const row = await t.app.yiying.context.db
      .selectFrom('content')
      .select('patient_consent')
      .where('content_id', '=', post.contentId)
      .executeTakeFirstOrThrow();
    expect(row.patient_consent).toBe('deidentified');

    const list = (await call(admin, `/mng/content/list?search=${encodeURIComponent('病房里的合影')}`)).json()
      .data as PagedList<AdminContent>;
    expect(list.records.find((r) => r.contentId === post.contentId)?.patientConsent).toBe('deidentified');
  });

  it('keeps null when the post did not ask, and refuses an unknown answer with nothing stored', async () => {
    const plain = (await publish('街头的晚霞')).json().data as ContentRecord;
    expect(plain.patientConsent).toBeNull();
    const refused = await publish('不明确的确认', { patientConsent: 'maybe' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('请选择图片的患者隐私情况');
    const count = await t.app.yiying.context.db
      .selectFrom('content')
      .where('title', '=', '不明确的确认')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('puts 泄露患者隐私 reports first in the review queue', async () => {
    const first = (await publish('候诊区一角')).json().data as ContentRecord;
    const second = (await publish('手术室的清晨')).json().data as ContentRecord;
    expect(
      (await call(other, '/web/report/create', { contentId: first.contentId, reason: '泄露患者隐私' })).statusCode,
    ).toBe(200);
    // A later report with another reason would come first by time alone.
    await new Promise((r) => setTimeout(r, 20));
    expect(
      (await call(other, '/web/report/create', { contentId: second.contentId, reason: '含有广告' })).statusCode,
    ).toBe(200);
    const queue = (await call(admin, '/mng/report/list')).json().data as PagedList<Report>;
    const reasons = queue.records.map((r) => r.reason);
    expect(reasons[0]).toBe('泄露患者隐私');
    expect(reasons).toContain('含有广告');
  });
});
