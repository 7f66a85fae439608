import { ContentType, MemberRole, RecordState, UserCertificateState, UserType } from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { userBriefSchema } from './user-brief.js';
import { adminPaths } from './paths.js';
import { adminOverviewSchema, exampleAdminOverview } from './admin-overview.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';
import {
  ADMIN_PAGE_SIZE,
  MemberStatus,
  adminAuditListQuery,
  adminBanBody,
  adminCommentListQuery,
  adminContentListQuery,
  adminMemberListQuery,
  type AdminComment,
  type AdminContent,
  type AdminMember,
  type AuditEntry,
} from './admin.schema.js';
export * from './admin.schema.js';

export { adminPaths };

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
