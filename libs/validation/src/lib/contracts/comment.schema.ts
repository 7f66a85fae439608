import { object, string, type InferType } from 'yup';
import { PAGE_SIZE } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { commentSchema, replySchema } from '../schemas.js';
import { pagingFields, queryId } from './query.js';

/** Comments are listed newest first by default. */
export const COMMENT_SORT_COLUMNS = ['create_time'] as const;

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
