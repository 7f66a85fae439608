import type { commentPaths, InputOf, replyPaths } from '@yiying/validation';
import type { ContractClient } from '../contract-client.js';

/** Comments of a post, each with its first replies in `replys`; the member's own; 展开回复 (`subList`). */
export type CommentApi = ContractClient<typeof commentPaths>;

/** Replies under a comment, or answers to another reply (`parentId`). */
export type ReplyApi = ContractClient<typeof replyPaths>;

/** Query of a post's comments: `contentId` is needed. */
export type CommentListParams = InputOf<typeof commentPaths.list>;

/** Query of the member's own comments or replies. */
export type PersonalCommentParams = InputOf<typeof commentPaths.personalList>;

/** Query of the replies under a comment (`commentId` needed, 20 per page). */
export type SubCommentParams = InputOf<typeof commentPaths.subList>;

/** Query of the reply list: by comment or by the reply answered. */
export type ReplyListParams = InputOf<typeof replyPaths.list>;
