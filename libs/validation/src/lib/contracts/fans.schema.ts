import { object, type InferType } from 'yup';
import { Enabled, PAGE_SIZE } from '@yiying/models';
import { pagingFields, queryEnum, queryFlag, queryId } from './query.js';

/** Fans lists are sorted by follow time only. */
export const FANS_SORT_COLUMNS = ['create_time'] as const;
/** Query of `GET /api/fans/list`: someone's fans (`userId`) or whom someone follows (`fansId`). */
export const fansListQuery = object({
  ...pagingFields(PAGE_SIZE.default, FANS_SORT_COLUMNS),
  userId: queryId('userId', '被关注者'),
  fansId: queryId('fansId', '关注者'),
  enabled: queryFlag('enabled', Object.values(Enabled), '是否有效'),
});
/** The validated fans list query (defaults applied). */
export type FansListQuery = InferType<typeof fansListQuery>;
/** Which list `GET /web/fans/personalList` answers: the member's fans or whom the member follows. */
export const FansListKind = { fans: 'fans', attention: 'attention' } as const;
export type FansListKind = (typeof FansListKind)[keyof typeof FansListKind];
/** Query of `GET /web/fans/personalList`. */
export const personalFansQuery = object({
  ...pagingFields(PAGE_SIZE.default, FANS_SORT_COLUMNS),
  kind: queryEnum('kind', Object.values(FansListKind), '粉丝或关注', 'kind 只能是 fans 或 attention').default(
    FansListKind.fans,
  ),
});
/** The validated personal fans query. */
export type PersonalFansQuery = InferType<typeof personalFansQuery>;
