import { object, string, type InferType } from 'yup';
import { PAGE_SIZE, type CommentRecord, type Reply } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { commentSchema, replySchema } from '../schemas.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { pagingFields, queryId } from './query.js';
import { userBriefSchema } from './user-brief.js';
import { commentPaths, replyPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';

/** Comments are listed newest first by default. */
export const COMMENT_SORT_COLUMNS = ['create_time'] as const;

/** How many replies each comment of a comment list carries in `replys` (展开回复 loads the rest). */
export const COMMENT_REPLY_PREVIEW = 3;

function requiredQueryId(name: string, message: string, description: string) {
  return string()
    .typeError(message)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(message)
    .min(1, message)
    .max(64, message)
    .meta({ description, message });
}

/** Query of `GET /api/comment/list`: the comments of a post (`contentId`), each with its first replies. */
export const commentListQuery = object({
  ...pagingFields(PAGE_SIZE.default, COMMENT_SORT_COLUMNS),
  contentId: requiredQueryId('contentId', MESSAGES.contentIdRequired, '内容 ID'),
});

/** The validated comment list query. */
export type CommentListQuery = InferType<typeof commentListQuery>;

/** Query of `GET /web/comment/personalList` and `GET /web/reply/personalList`: the member's own, newest first. */
export const personalCommentQuery = object({
  ...pagingFields(PAGE_SIZE.default, COMMENT_SORT_COLUMNS),
});

/** The validated personal comment / reply query. */
export type PersonalCommentQuery = InferType<typeof personalCommentQuery>;

/** Query of `GET /api/comment/subList`: the replies under one comment (20 per page, oldest first). */
export const subCommentQuery = object({
  ...pagingFields(PAGE_SIZE.reply, COMMENT_SORT_COLUMNS),
  commentId: requiredQueryId('commentId', MESSAGES.commentIdRequired, '评论 ID'),
});

/** The validated comment sub-list query. */
export type SubCommentQuery = InferType<typeof subCommentQuery>;

/** Query of `GET /api/reply/list`: replies of a comment (`commentId`), or answers to one reply (`parentId`). */
export const replyListQuery = object({
  ...pagingFields(PAGE_SIZE.reply, COMMENT_SORT_COLUMNS),
  commentId: queryId('commentId', '评论 ID'),
  parentId: queryId('parentId', '被回复的回复 ID'),
});

/** The validated reply list query. */
export type ReplyListQuery = InferType<typeof replyListQuery>;

/** Body of `POST /web/comment/create`: the comment popover's schema (spec §5 texts) with the post required. */
export const commentCreateBody = commentSchema.shape({
  contentId: text().required(MESSAGES.contentIdRequired),
});

/** The validated comment body. */
export type CommentCreateBody = InferType<typeof commentCreateBody>;

/** Body of `POST /web/reply/create` (spec §5 texts); `parentId` answers another reply. */
export const replyCreateBody = replySchema.shape({
  commentId: text().required(MESSAGES.commentIdRequired),
});

/** The validated reply body. */
export type ReplyCreateBody = InferType<typeof replyCreateBody>;

const replyProperties = {
  replyId: { type: 'string' },
  commentId: { type: 'string' },
  contentId: { type: 'string' },
  parentId: nullable('string'),
  content: { type: 'string' },
  createBy: { type: 'string' },
  createTime: dateTime,
  creator: userBriefSchema,
  toUser: { ...userBriefSchema, type: ['object', 'null'] },
} as const;

/** `Reply`: an answer under a comment; `toUser` is the member answered when it answers another reply. */
export const replyRecordSchema = recordSchema<Reply>()({
  type: 'object',
  required: ['replyId', 'commentId', 'content', 'createBy', 'createTime'],
  properties: replyProperties,
});

/** `CommentRecord`: a comment with its reply count and, in lists, its first replies. */
export const commentRecordSchema = recordSchema<CommentRecord>()({
  type: 'object',
  required: ['commentId', 'contentId', 'content', 'createBy', 'createTime'],
  properties: {
    commentId: { type: 'string' },
    contentId: { type: 'string' },
    parentId: nullable('string'),
    content: { type: 'string' },
    createBy: { type: 'string' },
    createTime: dateTime,
    creator: userBriefSchema,
    replyNum: { type: 'integer' },
    likesNum: { type: 'integer' },
    replys: {
      type: 'array',
      items: replyRecordSchema,
      description: `列表中为最早的 ${COMMENT_REPLY_PREVIEW} 条回复，其余用 subList 加载`,
    },
    folded: { type: 'boolean', description: '因当前用户的屏蔽词被折叠' },
    foldedWord: { type: 'string', description: '折叠所因的屏蔽词' },
  },
});

const exampleReply = {
  replyId: 'r1',
  commentId: 'cm1',
  contentId: 'c1',
  parentId: 'r0',
  content: '同感',
  createBy: 'u1',
  createTime: EXAMPLE_TIME,
  creator: exampleUserBrief,
  toUser: exampleUserBrief,
} satisfies Required<Reply>;

const exampleComment = {
  commentId: 'cm1',
  contentId: 'c1',
  parentId: null,
  content: '光线真好',
  createBy: 'u1',
  createTime: EXAMPLE_TIME,
  creator: exampleUserBrief,
  replyNum: 1,
  likesNum: 0,
  replys: [exampleReply],
  folded: false,
  foldedWord: '',
} satisfies Required<CommentRecord>;

/** Everything the comment resource fixes. */
export const commentContract = {
  paths: commentPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: COMMENT_SORT_COLUMNS,
  listQuery: commentListQuery,
  personalListQuery: personalCommentQuery,
  subListQuery: subCommentQuery,
  bodies: { create: commentCreateBody },
  record: commentRecordSchema,
  examples: {
    listComment: examplePage(exampleComment),
    personalComment: examplePage(exampleComment),
    subComment: examplePage(exampleReply),
    commentDetail: exampleComment,
    createComment: exampleComment,
  } satisfies RouteExamples,
} as const;

/** Everything the reply resource fixes. */
export const replyContract = {
  paths: replyPaths,
  pageSize: PAGE_SIZE.reply,
  sortColumns: COMMENT_SORT_COLUMNS,
  listQuery: replyListQuery,
  personalListQuery: personalCommentQuery,
  bodies: { create: replyCreateBody },
  record: replyRecordSchema,
  examples: {
    listReply: examplePage(exampleReply),
    personalReply: examplePage(exampleReply),
    replyDetail: exampleReply,
    createReply: exampleReply,
  } satisfies RouteExamples,
} as const;
