import { PAGE_SIZE, type CommentRecord, type Reply } from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { userBriefSchema } from './user-brief.js';
import { commentPaths, replyPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';
import {
  COMMENT_SORT_COLUMNS,
  commentCreateBody,
  commentListQuery,
  personalCommentQuery,
  replyCreateBody,
  replyListQuery,
  subCommentQuery,
} from './comment.schema.js';
export * from './comment.schema.js';

/** How many replies each comment of a comment list carries in `replys` (展开回复 loads the rest). */
export const COMMENT_REPLY_PREVIEW = 3;

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
