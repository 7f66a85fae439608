import { object, string, type InferType } from 'yup';
import { PAGE_SIZE, ReportState, type Report } from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { pagingFields, queryEnum } from './query.js';
import { userBriefSchema } from './user-brief.js';
import { reportPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';

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

/** `Report`: a member's report of a post, as the review queue shows it. */
export const reportRecordSchema = recordSchema<Report>()({
  type: 'object',
  required: ['reportId', 'contentId', 'contentTitle', 'reason', 'state', 'reporter', 'createTime'],
  properties: {
    reportId: { type: 'string' },
    contentId: { type: 'string' },
    contentTitle: { type: 'string' },
    reason: { type: 'string' },
    state: { type: 'string', enum: Object.values(ReportState) },
    reporter: userBriefSchema,
    createTime: dateTime,
    handleTime: { ...dateTime, type: ['string', 'null'] },
    note: nullable('string'),
  },
});

const exampleReport = {
  reportId: 'rp1',
  contentId: 'c1',
  contentTitle: '手术室的清晨',
  reason: '含有广告',
  state: 'pending',
  reporter: exampleUserBrief,
  createTime: EXAMPLE_TIME,
  handleTime: null,
  note: null,
} satisfies Required<Report>;

/** Everything the report resource fixes. */
export const reportContract = {
  paths: reportPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: REPORT_SORT_COLUMNS,
  listQuery: reportListQuery,
  bodies: { create: reportCreateBody, resolve: reportResolveBody },
  record: reportRecordSchema,
  examples: {
    createReport: exampleReport,
    listReports: examplePage(exampleReport),
    resolveReport: { ...exampleReport, state: 'resolved', handleTime: EXAMPLE_TIME, note: '已隐藏' },
  } satisfies RouteExamples,
} as const;
