import { object, string, type InferType } from 'yup';
import { PAGE_SIZE, ReportState } from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { pagingFields, queryEnum } from './query.js';

export const REPORT_SORT_COLUMNS = ['create_time'] as const;
/** Body of `POST /web/report/create` (举报): the post and the reason. */
export const reportCreateBody = object({
  contentId: text().required(MESSAGES.contentIdRequired),
  reason: text().required(MESSAGES.reportReasonRequired).max(200, MESSAGES.reportReasonMax),
});
/** The validated report body. */
export type ReportCreateBody = InferType<typeof reportCreateBody>;
/** Query of `GET /mng/report/list`: pending reports unless another state is asked for. */
export const reportListQuery = object({
  ...pagingFields(PAGE_SIZE.default, REPORT_SORT_COLUMNS),
  state: queryEnum('state', Object.values(ReportState), '处理状态（默认 pending）').default(ReportState.pending),
});
/** The validated report list query. */
export type ReportListQuery = InferType<typeof reportListQuery>;
/** How an admin closes a report: `resolve` hides the post (state down), `dismiss` keeps it. */
export const ReportAction = { resolve: 'resolve', dismiss: 'dismiss' } as const;
export type ReportAction = (typeof ReportAction)[keyof typeof ReportAction];
/** Body of `POST /mng/report/resolve/{id}`. */
export const reportResolveBody = object({
  action: string()
    .required(MESSAGES.reportActionInvalid)
    .oneOf(Object.values(ReportAction), MESSAGES.reportActionInvalid)
    .meta({ message: MESSAGES.reportActionInvalid }),
  note: optionalText(200, MESSAGES.reportNoteMax),
});
/** The validated resolve body. */
export type ReportResolveBody = InferType<typeof reportResolveBody>;
