import { object, string, type InferType } from 'yup';
import {
  ContentType,
  RecordState,
  type MemberRole,
  type UserBrief,
  type UserCertificateState,
  type UserType,
} from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { pagingFields, queryEnum, queryId } from './query.js';

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
