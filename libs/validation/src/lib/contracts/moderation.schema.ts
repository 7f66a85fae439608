// The watch list's and review queue's enums, bodies, records and answer schemas: what the route table of
// `paths/moderation.ts` types its routes with, apart from the contract that assembles them.
import { array, object, string, type InferType } from 'yup';
import type { UserBrief } from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { pagingFields, queryEnum } from './query.js';
import { userBriefSchema } from './user-brief.js';

/** What a watched word does (屏蔽 / 审核 / 替换 / 标记). */
export const WatchwordAction = { block: 'block', hold: 'hold', replace: 'replace', flag: 'flag' } as const;
export type WatchwordAction = (typeof WatchwordAction)[keyof typeof WatchwordAction];

export const WATCHWORD_ACTION_LABELS: Record<WatchwordAction, string> = {
  block: '屏蔽',
  hold: '审核',
  replace: '替换',
  flag: '标记',
};

/** What a checked text would get: `pass` when no word matched. */
export type WatchwordOutcome = WatchwordAction | 'pass';

/** Which tab of the review queue an item is in. */
export const ModerationKind = { content: 'content', comment: 'comment', name: 'name', other: 'other' } as const;
export type ModerationKind = (typeof ModerationKind)[keyof typeof ModerationKind];

/** `held`: kept out of public view until approved; `flagged`: published, to be looked at. */
export const ModerationMode = { held: 'held', flagged: 'flagged' } as const;
export type ModerationMode = (typeof ModerationMode)[keyof typeof ModerationMode];

export const ModerationState = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type ModerationState = (typeof ModerationState)[keyof typeof ModerationState];

/** Texts of the watch list and the review queue. */
export const MODERATION_MESSAGES = {
  /** 屏蔽: names nothing that would teach evasion. */
  blocked: '内容包含不当信息，请修改后再提交',
  /** 审核: accepted, kept out of view until approved. */
  held: '已提交审核',
  wordRequired: '请填写敏感词',
  wordMax: '敏感词不能超过100个字符',
  wordEmpty: '敏感词不能只含标点或空格',
  wordExists: '该敏感词已存在',
  patternInvalid: '正则表达式无效',
  actionInvalid: '处理方式只能是屏蔽、审核、替换或标记',
  noteMax: '备注不能超过200个字符',
  importRequired: '请选择要导入的文件',
  importMax: '导入文件不能超过1MB',
  testRequired: '请输入要测试的文本',
  testMax: '测试文本不能超过5000个字符',
  rejectReasonRequired: '请填写驳回原因',
  reasonMax: '原因不能超过200个字符',
  bulkRequired: '请至少选择一项',
  bulkMax: '一次最多处理100项',
  notPending: '该项已处理',
  itemNotFound: '审核项不存在',
  wordNotFound: '敏感词不存在',
} as const;

const actionField = () =>
  string<WatchwordAction>()
    .oneOf(Object.values(WatchwordAction), MODERATION_MESSAGES.actionInvalid)
    .required(MODERATION_MESSAGES.actionInvalid);

/** Body of create and update: a word, or a pattern written `/…/`. */
export const watchwordBody = object({
  word: text().required(MODERATION_MESSAGES.wordRequired).max(100, MODERATION_MESSAGES.wordMax),
  action: actionField(),
  note: optionalText(200, MODERATION_MESSAGES.noteMax),
});
export type WatchwordBody = InferType<typeof watchwordBody>;

/** Query of `GET /mng/watchword/list`. */
export const watchwordListQuery = object({
  ...pagingFields(20, ['create_time'] as const),
  search: optionalText(100, MODERATION_MESSAGES.wordMax).meta({
    description: '搜索',
    message: MODERATION_MESSAGES.wordMax,
  }),
  action: queryEnum('action', Object.values(WatchwordAction), '处理方式'),
});
export type WatchwordListQuery = InferType<typeof watchwordListQuery>;

/**
 * Body of `POST /mng/watchword/import`: the file's text, one word a line as `word<TAB>action` (action 屏蔽 / 审核 /
 * 替换 / 标记 or block / hold / replace / flag; without one, 屏蔽); blank lines and lines starting with `#` are skipped.
 */
export const watchwordImportBody = object({
  text: string().required(MODERATION_MESSAGES.importRequired).max(1_000_000, MODERATION_MESSAGES.importMax),
});
export type WatchwordImportBody = InferType<typeof watchwordImportBody>;

/** Query of `GET /mng/watchword/test`. */
export const watchwordTestQuery = object({
  // Optional, as every /mng query is (a member is told 403 before any query problem); an empty text matches nothing.
  text: string()
    .default('')
    .max(5000, MODERATION_MESSAGES.testMax)
    .meta({ description: '要测试的文本', message: MODERATION_MESSAGES.testMax }),
});
export type WatchwordTestQuery = InferType<typeof watchwordTestQuery>;

/** Query of `GET /mng/moderation/list`. */
export const moderationListQuery = object({
  ...pagingFields(20, ['create_time'] as const),
  kind: queryEnum('kind', Object.values(ModerationKind), '队列（默认作品）'),
  state: queryEnum('state', Object.values(ModerationState), '状态（默认待审核）'),
});
export type ModerationListQuery = InferType<typeof moderationListQuery>;

/** Body of approve. */
export const moderationApproveBody = object({ note: optionalText(200, MODERATION_MESSAGES.reasonMax) });
export type ModerationApproveBody = InferType<typeof moderationApproveBody>;

/** Body of reject: the reason the author reads in 消息中心. */
export const moderationRejectBody = object({
  reason: text().required(MODERATION_MESSAGES.rejectReasonRequired).max(200, MODERATION_MESSAGES.reasonMax),
});
export type ModerationRejectBody = InferType<typeof moderationRejectBody>;

/** Body of bulk: one decision for up to 100 items. */
export const moderationBulkBody = object({
  ids: array()
    .of(string().required())
    .required(MODERATION_MESSAGES.bulkRequired)
    .min(1, MODERATION_MESSAGES.bulkRequired)
    .max(100, MODERATION_MESSAGES.bulkMax),
  decision: string<'approve' | 'reject'>().oneOf(['approve', 'reject']).required(),
  reason: optionalText(200, MODERATION_MESSAGES.reasonMax),
});
export type ModerationBulkBody = InferType<typeof moderationBulkBody>;

/** A watched word as the console lists it. */
export interface Watchword {
  watchwordId: string;
  word: string;
  action: WatchwordAction;
  /** Whether the word is a `/…/` pattern. */
  pattern: boolean;
  note: string | null;
  createTime: string;
  updateTime: string;
}

export const watchwordSchema = recordSchema<Watchword>()({
  type: 'object',
  required: ['watchwordId', 'word', 'action', 'pattern', 'note', 'createTime', 'updateTime'],
  properties: {
    watchwordId: { type: 'string' },
    word: { type: 'string' },
    action: { type: 'string', enum: Object.values(WatchwordAction) },
    pattern: { type: 'boolean', description: '是否为 /…/ 正则' },
    note: nullable('string'),
    createTime: dateTime,
    updateTime: dateTime,
  },
});

/** One match in a checked text: positions in `text` (UTF-16 units, end exclusive). */
export interface WatchwordMatch {
  word: string;
  action: WatchwordAction;
  start: number;
  end: number;
}

const matchSchema = {
  type: 'object',
  required: ['word', 'action', 'start', 'end'],
  properties: {
    word: { type: 'string' },
    action: { type: 'string', enum: Object.values(WatchwordAction) },
    start: { type: 'integer' },
    end: { type: 'integer' },
  },
} as const;

/** Answer of the 测试 box. */
export interface WatchwordTestResult {
  action: WatchwordOutcome;
  /** The text as it would be stored (替换 applied). */
  result: string;
  /** The text the matches refer to (an article's text without its tags). */
  plain: string;
  matches: WatchwordMatch[];
}

export const watchwordTestSchema = recordSchema<WatchwordTestResult>()({
  type: 'object',
  required: ['action', 'result', 'plain', 'matches'],
  properties: {
    action: { type: 'string', enum: ['pass', ...Object.values(WatchwordAction)] },
    result: { type: 'string' },
    plain: { type: 'string' },
    matches: { type: 'array', items: matchSchema },
  },
});

/** Answer of import. */
export interface WatchwordImportResult {
  added: number;
  updated: number;
  /** Lines not taken, with their line number and why. */
  errors: string[];
}

export const watchwordImportSchema = recordSchema<WatchwordImportResult>()({
  type: 'object',
  required: ['added', 'updated', 'errors'],
  properties: {
    added: { type: 'integer' },
    updated: { type: 'integer' },
    errors: { type: 'array', items: { type: 'string' } },
  },
});

/** Answer of export: the list as import reads it. */
export interface WatchwordExport {
  fileName: string;
  text: string;
}

export const watchwordExportSchema = recordSchema<WatchwordExport>()({
  type: 'object',
  required: ['fileName', 'text'],
  properties: { fileName: { type: 'string' }, text: { type: 'string' } },
});

/** One item of the review queue. */
export interface ModerationItem {
  itemId: string;
  kind: ModerationKind;
  mode: ModerationMode;
  /** Where the text was written: content, comment, reply, username, signature, album, circle, guestbook, enroll, chat. */
  source: string;
  /** The post, comment or member it concerns (null for a held comment not yet created). */
  targetId: string | null;
  /** The post it belongs to, when any. */
  contentId: string | null;
  /** The post title, or what the text is (昵称, 评论). */
  title: string;
  /** The text the matches refer to. */
  text: string;
  matches: WatchwordMatch[];
  /** Why it is in the queue (含审核词, 图片待审核, …). */
  reason: string;
  state: ModerationState;
  note: string | null;
  author: UserBrief;
  createTime: string;
  handleTime: string | null;
}

export const moderationItemSchema = recordSchema<ModerationItem>()({
  type: 'object',
  required: [
    'itemId',
    'kind',
    'mode',
    'source',
    'targetId',
    'contentId',
    'title',
    'text',
    'matches',
    'reason',
    'state',
    'note',
    'author',
    'createTime',
    'handleTime',
  ],
  properties: {
    itemId: { type: 'string' },
    kind: { type: 'string', enum: Object.values(ModerationKind) },
    mode: { type: 'string', enum: Object.values(ModerationMode) },
    source: { type: 'string' },
    targetId: nullable('string'),
    contentId: nullable('string'),
    title: { type: 'string' },
    text: { type: 'string' },
    matches: { type: 'array', items: matchSchema },
    reason: { type: 'string' },
    state: { type: 'string', enum: Object.values(ModerationState) },
    note: nullable('string'),
    author: userBriefSchema,
    createTime: dateTime,
    handleTime: { ...dateTime, type: ['string', 'null'] },
  },
});

/** Pending items per queue, and the pending reports beside them (the side navigation's badges). */
export interface ModerationCounts {
  content: number;
  comment: number;
  name: number;
  other: number;
  report: number;
  total: number;
}

export const moderationCountsSchema = recordSchema<ModerationCounts>()({
  type: 'object',
  required: ['content', 'comment', 'name', 'other', 'report', 'total'],
  properties: {
    content: { type: 'integer' },
    comment: { type: 'integer' },
    name: { type: 'integer' },
    other: { type: 'integer' },
    report: { type: 'integer' },
    total: { type: 'integer' },
  },
});

/** Answer of bulk. */
export interface ModerationBulkResult {
  done: number;
  failed: { itemId: string; message: string }[];
}

export const moderationBulkSchema = recordSchema<ModerationBulkResult>()({
  type: 'object',
  required: ['done', 'failed'],
  properties: {
    done: { type: 'integer' },
    failed: {
      type: 'array',
      items: {
        type: 'object',
        required: ['itemId', 'message'],
        properties: { itemId: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
});
