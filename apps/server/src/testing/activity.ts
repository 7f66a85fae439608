import sharp from 'sharp';
import type { ActivityRecord, EnrollmentRecord, MediaRecord } from '@yiying/models';
import { authed, loginByPassword, type TestClock, type TestSession } from './identity';
import type { TestContext } from './test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ADMIN = '13800000009';
/** Demo members (their password is the demo password). */
export const MEMBERS = ['13800000001', '13800000002', '13800000003', '13800000004'] as const;

function multipart(fileName: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----yiying-activity-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Calls against the test app as a member whose session is renewed when the test clock has moved past its lifetime.
 */
export function activityKit(t: TestContext, clock: TestClock) {
  const sessions = new Map<string, { session: TestSession; at: number }>();
  const as = async (mobile: string): Promise<TestSession> => {
    const known = sessions.get(mobile);
    if (known && Math.abs(clock() - known.at) < HOUR) return known.session;
    const session = await loginByPassword(t.app, mobile);
    sessions.set(mobile, { session, at: clock() });
    return session;
  };
  const call = async (who: string | TestSession | null, url: string, payload?: unknown) => {
    const session = typeof who === 'string' ? await as(who) : who;
    return t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: session ? authed(session) : {},
    });
  };
  const data = async <T>(who: string | TestSession | null, url: string, payload?: unknown): Promise<T> => {
    const res = await call(who, url, payload);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data as T;
  };
  let colour = 0;
  const upload = async (who: string | TestSession): Promise<MediaRecord> => {
    colour += 1;
    const bytes = await sharp({
      create: { width: 48, height: 32, channels: 3, background: { r: colour % 255, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const session = typeof who === 'string' ? await as(who) : who;
    const body = multipart('entry.jpg', bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...authed(session) },
    });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return res.json().data as MediaRecord;
  };
  const createActivity = (body: Record<string, unknown>) =>
    data<ActivityRecord>(ADMIN, '/mng/activity/create', {
      title: '测试活动',
      cover: '/files/demo/cover.jpg',
      state: 'publish',
      validStart: new Date(clock() - HOUR).toISOString(),
      validEnd: new Date(clock() + 10 * DAY).toISOString(),
      ...body,
    });
  const enrollBody = async (who: string, activityId: string, extra: Record<string, unknown> = {}) => ({
    activityId,
    title: '我的参赛作品',
    mediaIds: [(await upload(who)).mediaId],
    name: '张三',
    phone: '13912345678',
    demand: '希望参加线下展',
    ...extra,
  });
  const enroll = async (who: string, activityId: string, extra: Record<string, unknown> = {}) =>
    data<EnrollmentRecord>(who, '/web/activityEnroll/create', await enrollBody(who, activityId, extra));
  const review = (enrollId: string, state: string, note?: string) =>
    data<EnrollmentRecord>(ADMIN, `/mng/activityEnroll/review/${enrollId}`, { state, ...(note ? { note } : {}) });
  const uploadFile = async (who: string | TestSession, fileName: string, bytes: Buffer): Promise<MediaRecord> => {
    const session = typeof who === 'string' ? await as(who) : who;
    const body = multipart(fileName, bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...authed(session) },
    });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return res.json().data as MediaRecord;
  };
  return { as, call, data, upload, createActivity, enrollBody, enroll, review, uploadFile };
}
