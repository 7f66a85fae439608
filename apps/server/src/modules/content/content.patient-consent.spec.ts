import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CategoryRecord, ContentRecord, MediaRecord, PagedList, Report } from '@yiying/models';
import { PATIENT_CONSENT_MESSAGES } from '@yiying/validation';
import type { AdminContent } from '@yiying/validation';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

// A group portrait face-api ships with its demo, read from node_modules at test time (never committed).
const PORTRAIT = readFileSync(
  path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg'),
);

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

  async function picture(bytes?: Buffer): Promise<MediaRecord> {
    bytes ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
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

  /** Waits for the media pipeline's face check of an upload; answers the faces it recorded. */
  async function facesRecorded(mediaId: string): Promise<number> {
    const end = Date.now() + 60_000;
    for (;;) {
      const row = await t.app.yiying.context.db
        .selectFrom('media')
        .select('faces')
        .where('media_id', '=', mediaId)
        .executeTakeFirstOrThrow();
      if (row.faces !== null) return row.faces;
      if (Date.now() > end) throw new Error('the face check did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function stored(title: string) {
    return t.app.yiying.context.db
      .selectFrom('content')
      .select(['content_id', 'state', 'circle_id', 'category_id', 'patient_consent'])
      .where('title', '=', title)
      .execute();
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

  it('refuses a post with pictures in a medical circle without an answer, and stores the answer when given', async () => {
    const refused = await publish('病房里的一角', { circleId: 'circle-ward' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(PATIENT_CONSENT_MESSAGES.medical);
    expect(refused.json().errors).toEqual([{ field: 'patientConsent', message: PATIENT_CONSENT_MESSAGES.medical }]);
    expect(await stored('病房里的一角')).toEqual([]);

    const made = await publish('病房里的一角', { circleId: 'circle-ward', patientConsent: 'no_patient' });
    expect(made.statusCode).toBe(200);
    expect((made.json().data as ContentRecord).patientConsent).toBe('no_patient');
    expect(await stored('病房里的一角')).toEqual([expect.objectContaining({ patient_consent: 'no_patient' })]);

    // A draft waits for the answer until it is published; a text post without pictures asks nothing.
    const draft = await publish('病房草稿', { circleId: 'circle-lens', state: 'create' });
    expect(draft.statusCode).toBe(200);
    const words = await call(author, '/web/content/create', {
      type: 'pound',
      title: '夜班随想',
      content: '没有图片的帖子',
      circleId: 'circle-ward',
    });
    expect(words.statusCode).toBe(200);
    // A circle that is not medical asks nothing either.
    expect((await publish('街头的白大褂', { circleId: 'circle-street' })).statusCode).toBe(200);
  });

  it('knows medical categories by their name or the category they sit under', async () => {
    const refused = await publish('医学影像里的片子', { categoryId: 'cat-medical' });
    expect([refused.statusCode, refused.json().msg]).toEqual([400, PATIENT_CONSENT_MESSAGES.medical]);
    const under = (await call(admin, '/mng/category/create', { name: '细节', parentId: 'cat-medical' })).json()
      .data as CategoryRecord;
    const nested = await publish('细节里的片子', { categoryId: under.categoryId });
    expect([nested.statusCode, nested.json().msg]).toEqual([400, PATIENT_CONSENT_MESSAGES.medical]);
    expect(await stored('细节里的片子')).toEqual([]);
    expect(
      (await publish('细节里的片子', { categoryId: under.categoryId, patientConsent: 'consent' })).statusCode,
    ).toBe(200);
    expect((await publish('摄影分类的片子', { categoryId: 'cat-photo' })).statusCode).toBe(200);
  });

  it('refuses pictures the server found faces in, on create and when a draft is published', async () => {
    const portrait = await picture(PORTRAIT);
    expect(await facesRecorded(portrait.mediaId)).toBeGreaterThanOrEqual(2);
    const body = { type: 'image', title: '门诊合影', mediaIds: [portrait.mediaId] };
    const refused = await call(author, '/web/content/create', body);
    expect([refused.statusCode, refused.json().msg]).toEqual([400, PATIENT_CONSENT_MESSAGES.faces]);
    expect(await stored('门诊合影')).toEqual([]);

    const draft = (await call(author, '/web/content/create', { ...body, state: 'create' })).json()
      .data as ContentRecord;
    const publishing = await call(author, `/web/content/update/${draft.contentId}`, { state: 'publish' });
    expect([publishing.statusCode, publishing.json().msg]).toEqual([400, PATIENT_CONSENT_MESSAGES.faces]);
    expect(await stored('门诊合影')).toEqual([expect.objectContaining({ state: 'create', patient_consent: null })]);
    const published = await call(author, `/web/content/update/${draft.contentId}`, {
      state: 'publish',
      patientConsent: 'consent',
    });
    expect(published.statusCode).toBe(200);
    expect(await stored('门诊合影')).toEqual([
      expect.objectContaining({ state: 'publish', patient_consent: 'consent' }),
    ]);
    // Later edits keep the stored answer.
    expect((await call(author, `/web/content/update/${draft.contentId}`, { tags: '门诊' })).statusCode).toBe(200);
  });

  it('refuses moving a published post into a medical circle without an answer, changing nothing', async () => {
    const post = (await publish('走廊的光')).json().data as ContentRecord;
    const moved = await call(author, `/web/content/update/${post.contentId}`, { circleId: 'circle-lens' });
    expect([moved.statusCode, moved.json().msg]).toEqual([400, PATIENT_CONSENT_MESSAGES.medical]);
    expect(await stored('走廊的光')).toEqual([expect.objectContaining({ circle_id: null, patient_consent: null })]);
    const answered = await call(author, `/web/content/update/${post.contentId}`, {
      circleId: 'circle-lens',
      patientConsent: 'deidentified',
    });
    expect(answered.statusCode).toBe(200);
    expect(await stored('走廊的光')).toEqual([
      expect.objectContaining({ circle_id: 'circle-lens', patient_consent: 'deidentified' }),
    ]);
  });
});
