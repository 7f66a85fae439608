import { Ajv, type ValidateFunction } from 'ajv';
import type { AnyObject, ObjectSchema } from 'yup';
import { exampleImageSource, exampleMedia } from './media.js';
import {
  AccessScope,
  BannerType,
  ContentType,
  Enabled,
  PAGE_SIZE,
  RecordState,
  type Banner,
  type Certificate,
  type ContentRecord,
  type Fans,
  type IdentityUser,
  type QrCheck,
  type QrTicket,
  type SessionData,
  type SmsOutboxEntry,
  type StoredFile,
  type UserBrief,
} from '@yiying/models';
import {
  CONTRACTS,
  MESSAGES,
  exampleNotification,
  notificationRecordSchema,
  albumImageListQuery,
  attentionListQuery,
  commentListQuery,
  hotListQuery,
  interactionListQuery,
  replyListQuery,
  reportListQuery,
  searchQuery,
  sideListQuery,
  MESSAGE_KEYWORD,
  bannerListQuery,
  bannerRecordSchema,
  certificateListQuery,
  certificateRecordSchema,
  changePasswordBody,
  contentListQuery,
  contentRecordSchema,
  contractRoutes,
  fansListQuery,
  fansRecordSchema,
  identityUserSchema,
  loginByPasswordSchema,
  loginBySmsSchema,
  personalFansQuery,
  qrCheckSchema,
  qrTicketSchema,
  sendSmsSchema,
  sessionSchema,
  smsOutboxEntrySchema,
  smsOutboxQuery,
  toJsonSchema,
  unlistedKeys,
  uploadedFileSchema,
  userBriefSchema,
  validate,
  type JsonSchema,
} from '../../index.js';

const brief: Required<UserBrief> = {
  userId: 'u1',
  username: '王医生',
  avatar: '/files/u/a.jpg',
  type: 'doctor',
  signature: '签名',
  mobile: '138****0001',
};

const contentBase: Required<Omit<ContentRecord, 'parent'>> = {
  contentId: 'c1',
  parentId: null,
  categoryId: 'cat',
  circleId: 'circle',
  title: '标题',
  cover: '/files/u/c.jpg',
  type: 'image',
  state: 'publish',
  talkTopic: '话题',
  likesNum: 1,
  collectNum: 2,
  commentNum: 3,
  hitNum: 4,
  forwardedNum: 5,
  forwardedFlag: 'no',
  thumbs: ['/files/u/1.jpg'],
  content: '正文',
  accessScope: 'public',
  createTime: '2024-01-01T00:00:00.000Z',
  updateTime: '2024-01-01T00:00:00.000Z',
  createBy: 'u1',
  width: 800,
  height: 600,
  comments: 1,
  creator: brief,
  tags: ['人像'],
  sensitive: false,
  showExif: true,
  patientConsent: 'consent',
  coverImage: exampleImageSource,
  media: [exampleMedia],
  liked: false,
  collected: true,
  moderated: true,
  moderationReason: '违反社区规范',
  held: false,
  moderationState: 'hidden',
  folded: true,
  foldedWord: '剧透',
};

const identityUser: Required<IdentityUser> = {
  userId: 'u1',
  username: '王医生',
  avatar: '',
  signature: null,
  mobile: '13800000001',
  type: 'user',
  loginType: 'message',
  role: 'member',
  hasPassword: false,
  certificateState: 'none',
  createTime: '2024-01-01T00:00:00.000Z',
};

/**
 * One full sample (every optional key present, enforced by `Required<…>`) per record schema.
 * Fastify drops keys a response schema does not list, so each must be listed.
 */
const samples: [string, JsonSchema, unknown][] = [
  ['UserBrief', userBriefSchema, brief],
  [
    'ContentRecord',
    contentRecordSchema,
    { ...contentBase, parent: { ...contentBase, contentId: 'c0' } } satisfies Required<ContentRecord>,
  ],
  [
    'Banner',
    bannerRecordSchema,
    {
      bannerId: 'b1',
      title: '横幅',
      cover: '/c.jpg',
      coverImage: exampleImageSource,
      coverName: '名称',
      coverAuthor: '作者',
      type: 'home-major',
      summary: '摘要',
      content: '内容',
      link: '/x',
      state: 'publish',
      createTime: '2024-01-01T00:00:00.000Z',
    } satisfies Required<Banner>,
  ],
  [
    'Fans',
    fansRecordSchema,
    {
      id: 'f1',
      fansId: 'u2',
      userId: 'u1',
      enabled: 1,
      createTime: '2024-01-01T00:00:00.000Z',
      user: brief,
    } satisfies Required<Fans>,
  ],
  [
    'Certificate',
    certificateRecordSchema,
    {
      certificateId: 'r1',
      identityType: 'doctor',
      realName: '王一',
      organization: '医院',
      title: '主治医师',
      document: '/files/u/d.jpg',
      state: 'rejected',
      reason: '材料不清楚',
      createTime: '2024-01-01T00:00:00.000Z',
      user: brief,
    } satisfies Required<Certificate>,
  ],
  ['IdentityUser', identityUserSchema, identityUser],
  ['Like', CONTRACTS.likes.record, CONTRACTS.likes.examples.likesDetail],
  ['Collection', CONTRACTS.collection.record, CONTRACTS.collection.examples.collectionDetail],
  ['BehaviourState', CONTRACTS.interaction.record, CONTRACTS.interaction.examples.like],
  ['CommentRecord', CONTRACTS.comment.record, CONTRACTS.comment.examples.commentDetail],
  ['Reply', CONTRACTS.reply.record, CONTRACTS.reply.examples.replyDetail],
  ['Album', CONTRACTS.album.record, CONTRACTS.album.examples.albumDetail],
  ['AlbumImage', CONTRACTS.albumImage.record, CONTRACTS.albumImage.examples.albumImageDetail],
  ['SearchResult', CONTRACTS.search.record, CONTRACTS.search.examples.search.records[0]],
  ['Report', CONTRACTS.report.record, CONTRACTS.report.examples.createReport],
  ['Notification', notificationRecordSchema, exampleNotification],
  [
    'SessionData',
    sessionSchema,
    { token: 't', userId: 'u1', refreshToken: 'r', user: identityUser } satisfies Required<SessionData>,
  ],
  [
    'StoredFile',
    uploadedFileSchema,
    { url: '/files/u/a.png', name: 'a.png', size: 3, type: 'image/png' } satisfies Required<StoredFile>,
  ],
  [
    'QrTicket',
    qrTicketSchema,
    {
      qrcodeId: 'q',
      ticket: 't',
      image: 'data:image/png;base64,',
      url: '/qr',
      invalidTime: 300,
    } satisfies Required<QrTicket>,
  ],
  [
    'QrCheck',
    qrCheckSchema,
    {
      state: 'confirmed',
      code: 'c',
      requester: { ip: '127.0.0.1', userAgent: 'jest', createTime: '2024-01-01T00:00:00.000Z' },
    } satisfies Required<QrCheck>,
  ],
  [
    'SmsOutboxEntry',
    smsOutboxEntrySchema,
    {
      mobile: '13800000001',
      code: '123456',
      scope: 'login',
      createTime: '2024-01-01T00:00:00.000Z',
    } satisfies Required<SmsOutboxEntry>,
  ],
];

/** AJV set up like the server's (coercion of query strings, defaults, stray keys removed). */
function serverAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    strict: false,
    validateFormats: false,
  });
  ajv.addKeyword({ keyword: MESSAGE_KEYWORD, schemaType: 'string' });
  return ajv;
}

/** First `x-message` per failing field, the way the server's error handler reads AJV errors. */
function ajvMessages(
  check: ValidateFunction,
  value: Record<string, unknown>,
): { ok: boolean; value: unknown; messages: string[] } {
  const copy = { ...value };
  const ok = check(copy) === true;
  const seen = new Set<string>();
  const messages: string[] = [];
  for (const error of check.errors ?? []) {
    // A missing required field is reported on the object: its message sits on the property's schema.
    const missing = error.keyword === 'required' ? String(error.params['missingProperty']) : undefined;
    const field = missing ?? error.instancePath.replace(/^\//, '');
    if (seen.has(field)) continue;
    seen.add(field);
    const parent = error.parentSchema as Record<string, unknown> | undefined;
    const own = missing
      ? (parent?.['properties'] as Record<string, Record<string, unknown>> | undefined)?.[missing]
      : parent;
    messages.push(String(own?.[MESSAGE_KEYWORD]));
  }
  return { ok, value: copy, messages };
}

describe('record schemas', () => {
  it.each(samples)('%s lists every key of a full models sample', (_name, schema, sample) => {
    expect(unlistedKeys(schema, sample)).toEqual([]);
  });

  it('finds the keys a schema leaves out, nested ones included', () => {
    const schema = { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' } } } } };
    expect(unlistedKeys(schema, { a: { b: 'x', c: 1 }, d: [1] })).toEqual(['a.c', 'd']);
    expect(unlistedKeys({ type: 'array', items: schema }, [{ a: {} }, { e: 1 }])).toEqual(['e']);
  });

  it('takes enum values from the models enums', () => {
    expect(contentRecordSchema.properties.type.enum).toEqual(Object.values(ContentType));
    expect(contentRecordSchema.properties.accessScope.enum).toEqual(Object.values(AccessScope));
    expect(bannerRecordSchema.properties.type.enum).toEqual(Object.values(BannerType));
    expect(bannerRecordSchema.properties.state.enum).toEqual(Object.values(RecordState));
    expect(fansRecordSchema.properties.enabled.enum).toEqual(Object.values(Enabled));
  });

  it('keeps a forward one level deep and lets its source be null', () => {
    const ajv = serverAjv();
    const check = ajv.compile(contentRecordSchema);
    expect(check({ ...contentBase, parent: null })).toBe(true);
    expect(check({ ...contentBase, parent: { ...contentBase } })).toBe(true);
    expect(check({ ...contentBase, type: 'poem' })).toBe(false);
  });
});

describe('routes', () => {
  it('name each route once', () => {
    const keys = contractRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const operations = contractRoutes.map((r) => r.operationId);
    expect(new Set(operations).size).toBe(operations.length);
    expect(keys).toContain('GET /api/content/list');
    expect(keys).toContain('POST /web/user/behaviour/cancel/attention/{attentionUserId}');
    for (const key of [
      'GET /api/content/hotList',
      'GET /web/content/attentionList',
      'GET /api/content/sideList',
      'POST /web/user/behaviour/like/{contentId}',
      'POST /web/user/behaviour/collect/{contentId}',
      'POST /web/user/behaviour/forward/{contentId}',
      'POST /web/user/behaviour/cancel/like/{id}',
      'POST /web/user/behaviour/cancel/collection/{id}',
      'GET /api/comment/list',
      'GET /api/reply/list',
      'GET /api/album/list',
      'GET /api/albumImage/list',
      'GET /api/ee/search',
      'GET /mng/report/list',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('take page sizes from the models constants', () => {
    expect(CONTRACTS.content.pageSize).toBe(PAGE_SIZE.content);
    expect(CONTRACTS.banner.pageSize).toBe(PAGE_SIZE.banner);
    expect(CONTRACTS.fans.pageSize).toBe(PAGE_SIZE.default);
    expect(validate(contentListQuery, {})).toEqual({ ok: true, value: { pageSize: 9 } });
    expect(validate(bannerListQuery, {})).toEqual({ ok: true, value: { pageSize: 6, state: 'publish' } });
    expect(validate(certificateListQuery, {})).toEqual({ ok: true, value: { pageSize: 10, state: 'pending' } });
    expect(validate(personalFansQuery, {})).toEqual({ ok: true, value: { pageSize: 10, kind: 'fans' } });
    expect(validate(hotListQuery, {})).toEqual({ ok: true, value: { hotNum: 10 } });
    expect(validate(sideListQuery, { contentId: 'c1' })).toEqual({
      ok: true,
      value: { pageSize: 12, contentId: 'c1' },
    });
    expect(validate(replyListQuery, {})).toEqual({ ok: true, value: { pageSize: 20 } });
    expect(validate(albumImageListQuery, { albumId: 'a1' })).toEqual({
      ok: true,
      value: { pageSize: 10, albumId: 'a1' },
    });
    expect(validate(CONTRACTS.album.listQuery, {})).toEqual({ ok: true, value: { pageSize: 16 } });
    expect(validate(CONTRACTS.album.personalListQuery, {})).toEqual({ ok: true, value: { pageSize: 10 } });
    expect(validate(searchQuery, { title: ' 医 ' })).toEqual({
      ok: true,
      value: { pageSize: 10, title: '医', type: 'content' },
    });
    expect(validate(reportListQuery, {})).toEqual({ ok: true, value: { pageSize: 10, state: 'pending' } });
  });
});

describe('list queries', () => {
  it('answer the texts the server answers today', () => {
    const messages = (query: Record<string, unknown>) => {
      const result = validate(contentListQuery, query);
      return result.ok ? [] : result.errors;
    };
    expect(messages({ pageSize: '500' })).toEqual([
      { field: 'pageSize', message: 'pageSize 必须是 1 到 100 之间的整数' },
    ]);
    expect(messages({ pageNum: 'x' })).toEqual([{ field: 'pageNum', message: 'pageNum 必须是大于 0 的整数' }]);
    expect(messages({ currentPage: '1.5' })).toEqual([
      { field: 'currentPage', message: 'currentPage 必须是大于 0 的整数' },
    ]);
    expect(messages({ order: 'up' })).toEqual([{ field: 'order', message: 'order 只能是 asc 或 desc' }]);
    expect(messages({ sort: 'password' })[0]?.message).toBe(
      'sort 只能是以下字段之一：create_time、update_time、likes_num、collect_num、comment_num、hit_num、forwarded_num、top_flag、sort、title',
    );
    expect(messages({ type: 'poem' })[0]?.message).toBe('type 只能是 image、video、article、activity、pound 之一');
    expect(messages({ forwardedFlag: 'maybe' })[0]?.message).toBe('forwardedFlag 只能是 yes 或 no');
    expect(messages({ comments: '2' })[0]?.message).toBe('comments 只能是 0 或 1');
    expect(messages({ categoryId: '' })[0]?.message).toBe('categoryId 必须是 1 到 64 个字符');
    expect(validate(bannerListQuery, { type: 'nope' })).toEqual({
      ok: false,
      errors: [{ field: 'type', message: 'type 不是有效的横幅类型' }],
    });
    expect(validate(fansListQuery, { enabled: '3' })).toEqual({
      ok: false,
      errors: [{ field: 'enabled', message: 'enabled 只能是 1 或 0' }],
    });
    expect(validate(smsOutboxQuery, { mobile: '123' })).toEqual({
      ok: false,
      errors: [{ field: 'mobile', message: MESSAGES.phoneInvalid }],
    });
  });

  it('casts query strings and accepts camelCase sort names', () => {
    expect(validate(contentListQuery, { pageNum: '2', pageSize: '20', sort: 'likesNum', comments: '1' })).toEqual({
      ok: true,
      value: { pageNum: 2, pageSize: 20, sort: 'likesNum', comments: 1 },
    });
  });

  // The JSON-Schema twin (for the OpenAPI document and AJV) must accept, default and refuse like yup.
  const querySamples: Record<string, unknown>[] = [
    {},
    { pageNum: '3', pageSize: '12' },
    { pageSize: '0' },
    { pageSize: '101' },
    { pageNum: 'abc' },
    { currentPage: '0' },
    { sort: 'create_time', order: 'asc' },
    { sort: 'createTime' },
    { sort: 'password' },
    { order: 'sideways' },
    { type: 'video', state: 'down' },
    { type: 'home-major' },
    { type: 'poem', accessScope: 'everyone' },
    { talkTopic: '' },
    { talkTopic: 'x'.repeat(65) },
    { forwardedFlag: 'yes', comments: '0' },
    { comments: '7' },
    { userId: 'u1', enabled: '1' },
    { enabled: '5' },
    { kind: 'attention' },
    { kind: 'enemies' },
    { state: 'approved' },
    { mobile: '13800000001' },
    { mobile: '12' },
    { search: '医', searchType: 'tag', cursor: 'abc' },
    { searchType: 'body' },
    { hotNum: '5', userId: 'u1' },
    { hotNum: '0' },
    { contentId: 'c1', commentId: 'cm1', albumId: 'a1', title: '手术' },
    { contentId: '', title: '' },
    { state: 'pending', type: 'user' },
  ];
  const queries: Record<string, ObjectSchema<AnyObject>> = {
    content: contentListQuery,
    hot: hotListQuery,
    attention: attentionListQuery,
    side: sideListQuery,
    interaction: interactionListQuery,
    comment: commentListQuery,
    reply: replyListQuery,
    albumImage: albumImageListQuery,
    search: searchQuery,
    report: reportListQuery,
    banner: bannerListQuery,
    fans: fansListQuery,
    personalFans: personalFansQuery,
    certificate: certificateListQuery,
    smsOutbox: smsOutboxQuery,
  };

  it.each(Object.entries(queries))(
    '%s: the JSON Schema twin accepts, defaults and refuses like yup',
    (_name, query) => {
      const twin = serverAjv().compile(toJsonSchema(query, { required: true }));
      for (const sample of querySamples) {
        const known = Object.fromEntries(Object.entries(sample).filter(([key]) => key in query.fields));
        const mine = validate(query, known);
        const theirs = ajvMessages(twin, known);
        expect({ sample: known, ok: theirs.ok }).toEqual({ sample: known, ok: mine.ok });
        if (mine.ok) expect(theirs.value).toEqual(mine.value);
        else expect([...theirs.messages].sort()).toEqual(mine.errors.map((e) => e.message).sort());
      }
    },
  );
});

describe('toJsonSchema', () => {
  it('describes paging for the OpenAPI document', () => {
    const schema = toJsonSchema(contentListQuery) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties['pageSize']).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 9,
      description: '每页条数，1 到 100（默认 9）',
      [MESSAGE_KEYWORD]: 'pageSize 必须是 1 到 100 之间的整数',
    });
    expect(schema.properties['type']?.['enum']).toEqual(Object.values(ContentType));
  });

  it('gives body enums the Chinese message yup answers', () => {
    const schema = toJsonSchema(sendSmsSchema) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties['scope']).toMatchObject({
      enum: ['login', 'register', 'forgot', 'changeMobile', 'deleteAccount', 'stepUp'],
      default: 'login',
    });
    expect(schema.properties['scope']?.[MESSAGE_KEYWORD]).toBe(MESSAGES.captchaScopeInvalid);
    expect(schema.properties['mobile']).toMatchObject({ type: 'string', pattern: '^1[3-9]\\d{9}$' });
    expect(schema).not.toHaveProperty('required');
    expect(toJsonSchema(sendSmsSchema, { required: true })).toMatchObject({ required: ['mobile'] });
  });

  it('merges the variants of a body into one object', () => {
    const schema = toJsonSchema([loginBySmsSchema, loginByPasswordSchema]) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(schema.properties).sort()).toEqual(['code', 'mobile', 'password', 'type']);
    expect(schema.properties['type']?.['enum']).toEqual(['message', 'password']);
  });
});

describe('bodies', () => {
  it('changes a password with the field the server reads and the settings page sends', () => {
    expect(validate(changePasswordBody, { oldPassword: 'abcdef', newPassword: 'ghijkl' })).toEqual({
      ok: true,
      value: { oldPassword: 'abcdef', newPassword: 'ghijkl' },
    });
    expect(validate(changePasswordBody, { oldPassword: 'abcdef', newPassword: 'abcdef' })).toEqual({
      ok: false,
      errors: [{ field: 'newPassword', message: MESSAGES.passwordSameAsOld }],
    });
  });

  it('checks a verification request and a rejection with the shared texts', () => {
    const result = validate(CONTRACTS.certificate.bodies.request, { identityType: 'nurse' });
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
      MESSAGES.userTypeInvalid,
      MESSAGES.nameRequired,
      MESSAGES.organizationRequired,
      MESSAGES.professionRequired,
      MESSAGES.documentRequired,
    ]);
    expect(validate(CONTRACTS.certificate.bodies.reject, {})).toEqual({
      ok: false,
      errors: [{ field: 'reason', message: MESSAGES.rejectReasonRequired }],
    });
    expect(validate(CONTRACTS.comment.bodies.create, { contentId: 'c1', content: ' ' })).toEqual({
      ok: false,
      errors: [{ field: 'content', message: '必须填写评论' }],
    });
    expect(validate(CONTRACTS.comment.bodies.create, { contentId: 'c1', content: '评'.repeat(65) })).toEqual({
      ok: false,
      errors: [{ field: 'content', message: '评论不能超过64个字符' }],
    });
    expect(validate(CONTRACTS.interaction.bodies.forward, { forwardedText: '' })).toEqual({
      ok: false,
      errors: [{ field: 'forwardedText', message: '必须填写标题' }],
    });
    expect(validate(CONTRACTS.interaction.bodies.forward, { forwardedText: '转'.repeat(65) })).toEqual({
      ok: false,
      errors: [{ field: 'forwardedText', message: '标题不能大于64个字符' }],
    });
    expect(validate(CONTRACTS.report.bodies.create, { contentId: 'c1' })).toEqual({
      ok: false,
      errors: [{ field: 'reason', message: MESSAGES.reportReasonRequired }],
    });
    expect(validate(CONTRACTS.albumImage.bodies.create, { albumId: 'a1' })).toEqual({
      ok: false,
      errors: [{ field: 'contentId', message: MESSAGES.albumImageRequired }],
    });
    expect(validate(CONTRACTS.fans.bodies.create, { userId: ' ' })).toEqual({
      ok: false,
      errors: [{ field: 'userId', message: MESSAGES.followUserRequired }],
    });
  });
});
