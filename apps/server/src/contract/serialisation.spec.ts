import type {
  AttentionState,
  Banner,
  Certificate,
  ContentRecord,
  Fans,
  IdentityUser,
  PagedList,
  QrCheck,
  QrRequester,
  QrTicket,
  SessionData,
  SmsOutboxEntry,
  StoredFile,
  UserBrief,
  UserExtend,
} from '@yiying/models';
import { contractRoutes, type QrConfirmed, type QrExpired, type QrScanned } from '@yiying/validation';
import { fastifyPath } from '../lib/contract-route';
import { SQLITE_TARGET, useTestApp } from '../testing/test-app';

const time = '2026-01-02T03:04:05.000Z';

const brief = {
  userId: 'u1',
  username: '林医生',
  avatar: '/files/u/a.jpg',
  type: 'doctor',
  signature: '记录医者仁心',
  mobile: '138****0001',
} satisfies Required<UserBrief>;

const content = {
  contentId: 'c1',
  parentId: 'c0',
  categoryId: 'cat',
  circleId: 'circle',
  title: '手术室的清晨',
  cover: '/files/demo/c1.jpg',
  type: 'image',
  state: 'publish',
  talkTopic: '#医者#',
  likesNum: 1,
  collectNum: 2,
  commentNum: 3,
  hitNum: 4,
  forwardedNum: 5,
  forwardedFlag: 'yes',
  thumbs: ['/files/demo/t.jpg'],
  content: '正文',
  accessScope: 'public',
  createTime: time,
  updateTime: time,
  createBy: 'u1',
  width: 800,
  height: 600,
  comments: 1,
  creator: brief,
} satisfies Required<Omit<ContentRecord, 'parent'>>;

const contentRecord = { ...content, parent: content } satisfies Required<ContentRecord>;

const banner = {
  bannerId: 'b1',
  title: '医影',
  cover: '/files/demo/b.jpg',
  coverName: '封面',
  coverAuthor: '摄影者',
  type: 'home-major',
  summary: '摘要',
  content: '内容',
  link: '/content/c1',
  state: 'publish',
  createTime: time,
} satisfies Required<Banner>;

const fans = {
  id: 'f1',
  userId: 'u1',
  fansId: 'u2',
  enabled: 1,
  createTime: time,
  user: brief,
} satisfies Required<Fans>;

const certificate = {
  certificateId: 'ct1',
  identityType: 'doctor',
  realName: '林一',
  organization: '协和医院',
  title: '主治医师',
  document: '/files/u/doc.jpg',
  state: 'rejected',
  reason: '证明不清晰',
  createTime: time,
  user: brief,
} satisfies Required<Certificate>;

const user = {
  userId: 'u1',
  username: '林医生',
  avatar: '/files/u/a.jpg',
  signature: '记录医者仁心',
  mobile: '13800000001',
  type: 'doctor',
  loginType: 'password',
  role: 'member',
  hasPassword: true,
  certificateState: 'approved',
  createTime: time,
} satisfies Required<IdentityUser>;

const session = { token: 't', userId: 'u1', refreshToken: 'r', user } satisfies Required<SessionData>;
const requester = { ip: '127.0.0.1', userAgent: 'jest', createTime: time } satisfies Required<QrRequester>;

function page<T>(record: T): PagedList<T> {
  return { records: [record], total: 1, pages: 1, size: 10, current: 1 };
}

/**
 * `data` of every contract route that answers a record: each a full sample of its models entity,
 * every optional key present. A route left out here fails the completeness check below.
 */
const SAMPLES: Record<string, unknown> = {
  listBanner: page(banner),
  listContent: page(contentRecord),
  listFans: page(fans),
  personalFans: page(fans),
  fansDetail: fans,
  createFans: fans,
  attention: { attention: true, mutual: true } satisfies Required<AttentionState>,
  cancelAttention: { attention: false, mutual: false } satisfies Required<AttentionState>,
  attentionFlag: { attention: true, mutual: false } satisfies Required<AttentionState>,
  currentUser: user,
  userInfo: user,
  updateUser: user,
  bindMobile: user,
  userExtend: { attentionNum: 1, fansNum: 2, contentNum: 3 } satisfies Required<UserExtend>,
  userExtendOf: { attentionNum: 1, fansNum: 2, contentNum: 3 } satisfies Required<UserExtend>,
  login: session,
  signup: session,
  refreshToken: session,
  qrcodeLogin: session,
  verifyToken: { valid: true, userId: 'u1' },
  currentCertificate: certificate,
  requestCertificate: certificate,
  listCertificates: page(certificate),
  approveCertificate: certificate,
  rejectCertificate: certificate,
  uploadOss: { url: '/files/u/a.jpg', name: 'a.jpg', size: 10, type: 'image/jpeg' } satisfies Required<StoredFile>,
  qrcode: {
    qrcodeId: 'q1',
    ticket: 'tk',
    image: 'data:image/png;base64,AA==',
    url: 'http://127.0.0.1/m/qr',
    invalidTime: 120,
  } satisfies Required<QrTicket>,
  checkQrcode: { state: 'confirmed', code: 'code', requester } satisfies Required<QrCheck>,
  scanQrcode: { state: 'scanned', requester } satisfies Required<QrScanned>,
  confirmQrcode: { state: 'confirmed' } satisfies Required<QrConfirmed>,
  expireQrcode: { state: 'expired' } satisfies Required<QrExpired>,
  smsOutbox: [
    { mobile: '13800000001', code: '123456', scope: 'login', createTime: time } satisfies Required<SmsOutboxEntry>,
  ],
};

/** Routes whose `data` is `{}` (nothing but success). */
const EMPTY_ANSWERS = new Set([
  'sendSms',
  'logout',
  'forgetPwd',
  'setPwd',
  'updatePwdByMobileCode',
  'updatePwdByOldPwd',
  'fileDelete',
  'deleteFans',
]);

/** Dotted paths of every key in a JSON value (array items share their parent's path). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => keyPaths(item, prefix)))];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(child, path)];
  });
}

/**
 * Fastify's serializer (fast-json-stringify) silently drops keys a response schema does not list.
 * Each route's own 200 schema serialises a full sample of its models entity here; a property missing
 * from a contract record schema shows up as a key missing from the answer.
 */
describe('serialised answers keep every field of the models entity', () => {
  const t = useTestApp(SQLITE_TARGET, {
    beforeReady(app) {
      app.post<{ Params: { operationId: string }; Body: { sample: unknown } }>(
        '/test/serialise/:operationId',
        async (request, reply) => {
          const route = app.yiying.routes.find((r) => r.schema['operationId'] === request.params.operationId);
          const response = route?.schema['response'] as Record<string, Record<string, unknown>> | undefined;
          if (!response?.[200]) return reply.status(404).send({ missing: request.params.operationId });
          return reply
            .type('application/json')
            .send(reply.serializeInput({ code: 200, msg: 'ok', data: request.body.sample }, response[200]));
        },
      );
    },
  });

  it('has a sample for every contract route that answers a record', () => {
    const uncovered = contractRoutes
      .map((route) => route.operationId)
      .filter((id) => !(id in SAMPLES) && !EMPTY_ANSWERS.has(id));
    expect(uncovered).toEqual([]);
  });

  it.each(Object.keys(SAMPLES))('%s', async (operationId) => {
    const sample = SAMPLES[operationId];
    // Wrapped in `{ sample }`: the probe's body is always an object, whatever the answer's shape.
    const res = await t.app.inject({ method: 'POST', url: `/test/serialise/${operationId}`, payload: { sample } });
    expect(res.statusCode).toBe(200);
    const answered = (res.json() as { data: unknown }).data;
    expect(keyPaths(answered).sort()).toEqual(keyPaths(sample).sort());
  });

  it('serves every contract route under its contract method, path and operationId', () => {
    const registered = t.app.yiying.routes.map((r) => `${r.method} ${r.url} ${String(r.schema['operationId'])}`);
    for (const route of contractRoutes) {
      expect(registered).toContain(`${route.method} ${fastifyPath(route.path)} ${route.operationId}`);
    }
  });
});
