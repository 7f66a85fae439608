import { object, string, type InferType } from 'yup';
import { ContentType, MemberRole, RecordState, UserCertificateState, UserType, type UserBrief } from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { pagingFields, queryEnum, queryId } from './query.js';
import { userBriefSchema } from './user-brief.js';
import { adminPaths } from './paths.js';
import { adminOverviewSchema, exampleAdminOverview } from './admin-overview.js';

export { adminPaths };
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';

/** Page size of the console's tables. */
export const ADMIN_PAGE_SIZE = 20;

/** Texts of the admin console and its calls. */
export const ADMIN_MESSAGES = {
  banReasonRequired: '请填写封禁原因',
  banReasonMax: '封禁原因不能超过200个字符',
  banned: '该账号已被封禁，如有疑问请联系管理员',
  banSelf: '不能封禁自己',
  banAdmin: '不能封禁管理员',
  searchMax: '搜索内容不能超过64个字符',
  dateInvalid: '请输入正确的日期',
} as const;

/** Who a member is to the console: `active` may log in, `banned` may not. */
export const MemberStatus = { active: 'active', banned: 'banned' } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

const search = () =>
  optionalText(64, ADMIN_MESSAGES.searchMax).meta({ description: '搜索', message: ADMIN_MESSAGES.searchMax });

/** Query of `GET /mng/user/list`: nickname, account or mobile contains `search`. */
export const adminMemberListQuery = object({
  ...pagingFields(ADMIN_PAGE_SIZE, ['create_time'] as const),
  search: search(),
  status: queryEnum('status', Object.values(MemberStatus), '账号状态（默认全部）'),
});
export type AdminMemberListQuery = InferType<typeof adminMemberListQuery>;

/** Body of `POST /mng/user/ban/{id}`. */
export const adminBanBody = object({
  reason: text().required(ADMIN_MESSAGES.banReasonRequired).max(200, ADMIN_MESSAGES.banReasonMax),
});
export type AdminBanBody = InferType<typeof adminBanBody>;

const isoDate = (description: string) =>
  string()
    .typeError(ADMIN_MESSAGES.dateInvalid)
    .matches(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, ADMIN_MESSAGES.dateInvalid)
    .optional()
    .meta({ description, message: ADMIN_MESSAGES.dateInvalid });

/** Query of `GET /mng/audit/list`: newest first, filtered by actor, action, target and day range. */
export const adminAuditListQuery = object({
  ...pagingFields(ADMIN_PAGE_SIZE, ['create_time'] as const),
  actorId: queryId('actorId', '操作人 ID'),
  action: queryId('action', '操作（如 user.ban）'),
  targetType: queryId('targetType', '对象类型（如 user、content）'),
  targetId: queryId('targetId', '对象 ID'),
  from: isoDate('起始日期（含），YYYY-MM-DD'),
  to: isoDate('截止日期（含），YYYY-MM-DD'),
});
export type AdminAuditListQuery = InferType<typeof adminAuditListQuery>;

/** Query of `GET /mng/content/list`: every post in every state and scope. */
export const adminContentListQuery = object({
  ...pagingFields(ADMIN_PAGE_SIZE, ['create_time'] as const),
  search: search(),
  state: queryEnum('state', Object.values(RecordState), '状态'),
  type: queryEnum('type', Object.values(ContentType), '类型'),
  createBy: queryId('createBy', '作者 ID'),
});
export type AdminContentListQuery = InferType<typeof adminContentListQuery>;

/** Query of `GET /mng/comment/list`: newest comments first. */
export const adminCommentListQuery = object({
  ...pagingFields(ADMIN_PAGE_SIZE, ['create_time'] as const),
  search: search(),
  contentId: queryId('contentId', '内容 ID'),
});
export type AdminCommentListQuery = InferType<typeof adminCommentListQuery>;

/** A member as the console lists them. */
export interface AdminMember {
  userId: string;
  username: string;
  account: string;
  mobile: string;
  avatar: string;
  type: UserType;
  role: MemberRole;
  certificateState: UserCertificateState;
  createTime: string;
  status: MemberStatus;
  banReason: string | null;
  banTime: string | null;
}

export const adminMemberSchema = recordSchema<AdminMember>()({
  type: 'object',
  required: [
    'userId',
    'username',
    'account',
    'mobile',
    'avatar',
    'type',
    'role',
    'certificateState',
    'createTime',
    'status',
    'banReason',
    'banTime',
  ],
  properties: {
    userId: { type: 'string' },
    username: { type: 'string' },
    account: { type: 'string' },
    mobile: { type: 'string', description: '完整手机号（仅管理员可见）' },
    avatar: { type: 'string' },
    type: { type: 'string', enum: Object.values(UserType) },
    role: { type: 'string', enum: Object.values(MemberRole) },
    certificateState: { type: 'string', enum: Object.values(UserCertificateState) },
    createTime: dateTime,
    status: { type: 'string', enum: Object.values(MemberStatus) },
    banReason: nullable('string'),
    banTime: { ...dateTime, type: ['string', 'null'] },
  },
});

/** One admin write: who, what, on what, when, and the record before and after (JSON text). */
export interface AuditEntry {
  auditId: string;
  actor: UserBrief;
  action: string;
  targetType: string;
  targetId: string | null;
  method: string;
  path: string;
  status: number;
  body: string | null;
  before: string | null;
  after: string | null;
  createTime: string;
}

export const auditEntrySchema = recordSchema<AuditEntry>()({
  type: 'object',
  required: [
    'auditId',
    'actor',
    'action',
    'targetType',
    'targetId',
    'method',
    'path',
    'status',
    'body',
    'before',
    'after',
    'createTime',
  ],
  properties: {
    auditId: { type: 'string' },
    actor: userBriefSchema,
    action: { type: 'string', description: '操作，如 user.ban、content.hide' },
    targetType: { type: 'string' },
    targetId: nullable('string'),
    method: { type: 'string' },
    path: { type: 'string' },
    status: { type: 'integer', description: '回答的 HTTP 状态' },
    body: { ...nullable('string'), description: '请求体（JSON 文本）' },
    before: { ...nullable('string'), description: '修改前（JSON 文本）' },
    after: { ...nullable('string'), description: '修改后（JSON 文本）' },
    createTime: dateTime,
  },
});

/** A post as the moderation table lists it. */
export interface AdminContent {
  contentId: string;
  title: string;
  type: ContentType;
  state: RecordState;
  accessScope: string;
  commentNum: number;
  reportNum: number;
  /** 患者隐私确认 the author gave when publishing (`PatientConsent`), null when it was not asked. */
  patientConsent: string | null;
  creator: UserBrief;
  createTime: string;
  updateTime: string;
}

export const adminContentSchema = recordSchema<AdminContent>()({
  type: 'object',
  required: [
    'contentId',
    'title',
    'type',
    'state',
    'accessScope',
    'commentNum',
    'reportNum',
    'patientConsent',
    'creator',
    'createTime',
    'updateTime',
  ],
  properties: {
    contentId: { type: 'string' },
    title: { type: 'string' },
    type: { type: 'string', enum: Object.values(ContentType) },
    state: { type: 'string', enum: Object.values(RecordState) },
    accessScope: { type: 'string' },
    commentNum: { type: 'integer' },
    reportNum: { type: 'integer', description: '待处理举报数' },
    patientConsent: { ...nullable('string'), description: '患者隐私确认' },
    creator: userBriefSchema,
    createTime: dateTime,
    updateTime: dateTime,
  },
});

/** A comment as the moderation table lists it. */
export interface AdminComment {
  commentId: string;
  contentId: string;
  contentTitle: string;
  content: string;
  replyNum: number;
  creator: UserBrief;
  createTime: string;
}

export const adminCommentSchema = recordSchema<AdminComment>()({
  type: 'object',
  required: ['commentId', 'contentId', 'contentTitle', 'content', 'replyNum', 'creator', 'createTime'],
  properties: {
    commentId: { type: 'string' },
    contentId: { type: 'string' },
    contentTitle: { type: 'string' },
    content: { type: 'string' },
    replyNum: { type: 'integer' },
    creator: userBriefSchema,
    createTime: dateTime,
  },
});

const exampleMember = {
  userId: 'u1',
  username: '林医生',
  account: 'dr_lin',
  mobile: '13800000001',
  avatar: '/files/u/a.jpg',
  type: 'doctor',
  role: 'member',
  certificateState: 'approved',
  createTime: EXAMPLE_TIME,
  status: 'banned',
  banReason: '发布广告',
  banTime: EXAMPLE_TIME,
} satisfies Required<AdminMember>;

const exampleAudit = {
  auditId: 'au1',
  actor: exampleUserBrief,
  action: 'user.ban',
  targetType: 'user',
  targetId: 'u2',
  method: 'POST',
  path: '/mng/user/ban/u2',
  status: 200,
  body: '{"reason":"发布广告"}',
  before: '{"status":"active"}',
  after: '{"status":"banned"}',
  createTime: EXAMPLE_TIME,
} satisfies Required<AuditEntry>;

const exampleContent = {
  contentId: 'c1',
  title: '手术室的清晨',
  type: 'image',
  state: 'down',
  accessScope: 'public',
  commentNum: 3,
  reportNum: 1,
  patientConsent: 'deidentified',
  creator: exampleUserBrief,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<AdminContent>;

const exampleComment = {
  commentId: 'cm1',
  contentId: 'c1',
  contentTitle: '手术室的清晨',
  content: '拍得真好',
  replyNum: 2,
  creator: exampleUserBrief,
  createTime: EXAMPLE_TIME,
} satisfies Required<AdminComment>;

/** Everything the admin console's own calls fix. */
export const adminContract = {
  paths: adminPaths,
  pageSize: ADMIN_PAGE_SIZE,
  queries: {
    members: adminMemberListQuery,
    audit: adminAuditListQuery,
    contents: adminContentListQuery,
    comments: adminCommentListQuery,
  },
  bodies: { ban: adminBanBody },
  records: {
    member: adminMemberSchema,
    audit: auditEntrySchema,
    content: adminContentSchema,
    comment: adminCommentSchema,
    overview: adminOverviewSchema,
  },
  examples: {
    adminListMembers: examplePage(exampleMember),
    adminBanMember: exampleMember,
    adminUnbanMember: { ...exampleMember, status: 'active', banReason: null, banTime: null },
    adminListAudit: examplePage(exampleAudit),
    adminListContent: examplePage(exampleContent),
    adminHideContent: exampleContent,
    adminRestoreContent: { ...exampleContent, state: 'publish' },
    adminListComments: examplePage(exampleComment),
    adminStatsOverview: exampleAdminOverview,
  } satisfies RouteExamples,
} as const;
