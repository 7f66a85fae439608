import { object, type InferType } from 'yup';
import { ContentType, PAGE_SIZE } from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { forwardSchema } from '../schemas.js';
import { pagingFields, queryEnum, queryId } from './query.js';

/** Likes and collections are listed newest first. */
export const INTERACTION_SORT_COLUMNS = ['create_time'] as const;

/**
 * Query of `GET /api/likes/list` and `GET /api/collection/list`: a member's public likes or collections (`userId`),
 * or who liked a post (`contentId`), with the spec's type filter. Posts the viewer may not see are left out.
 */
export const interactionListQuery = object({
  ...pagingFields(PAGE_SIZE.default, INTERACTION_SORT_COLUMNS),
  userId: queryId('userId', '点赞或收藏的用户'),
  contentId: queryId('contentId', '被点赞或收藏的内容'),
  type: queryEnum('type', Object.values(ContentType), '内容类型'),
});

/** The validated likes / collection list query. */
export type InteractionListQuery = InferType<typeof interactionListQuery>;

/** Query of `GET /web/likes/personalList` and `GET /web/collection/personalList` (赞过 / 收藏 of `/my`). */
export const personalInteractionQuery = object({
  ...pagingFields(PAGE_SIZE.default, INTERACTION_SORT_COLUMNS),
  type: queryEnum('type', Object.values(ContentType), '内容类型'),
});

/** The validated personal likes / collection query. */
export type PersonalInteractionQuery = InferType<typeof personalInteractionQuery>;

/** Body of `POST /web/likes/create` and `POST /web/collection/create`: the post (same as the like / collect behaviour). */
export const interactionCreateBody = object({
  contentId: text().required(MESSAGES.contentIdRequired),
  remark: optionalText(64, MESSAGES.remarkMax),
});

/** Body of `POST /web/likes/update/{id}` and `POST /web/collection/update/{id}`: the member's note. */
export const interactionUpdateBody = object({
  remark: optionalText(64, MESSAGES.remarkMax),
});

/** The validated likes / collection create body. */
export type InteractionCreateBody = InferType<typeof interactionCreateBody>;

/** The validated likes / collection update body. */
export type InteractionUpdateBody = InferType<typeof interactionUpdateBody>;

/** Body of `POST /web/user/behaviour/forward/{contentId}`: the forward title (spec §5 texts). */
export const forwardBody = forwardSchema;

/** The validated forward body. */
export type ForwardBody = InferType<typeof forwardBody>;
