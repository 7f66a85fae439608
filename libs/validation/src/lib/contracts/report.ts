import { PAGE_SIZE, ReportState, type Report } from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { userBriefSchema } from './user-brief.js';
import { reportPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';
import { REPORT_SORT_COLUMNS, reportCreateBody, reportListQuery, reportResolveBody } from './report.schema.js';
export * from './report.schema.js';

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
