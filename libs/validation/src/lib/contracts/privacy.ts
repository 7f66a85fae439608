import {
  AccountDeletionCancel,
  AccountDeletionState,
  DataExportState,
  type AccountDeletion,
  type DataExport,
} from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { privacyPaths } from './paths/privacy.js';
import { EXAMPLE_TIME, type RouteExamples } from './examples.js';
import { accountDeletionBody } from './privacy.schema.js';
export * from './privacy.schema.js';

/** `DataExport`: one archive of the member's data and how far it got. */
export const dataExportRecordSchema = recordSchema<DataExport>()({
  type: 'object',
  required: ['exportId', 'state', 'progress', 'size', 'message', 'createTime', 'expireTime', 'downloadTime'],
  properties: {
    exportId: { type: 'string' },
    state: { type: 'string', enum: Object.values(DataExportState) },
    progress: { type: 'integer', minimum: 0, maximum: 100 },
    size: nullable('integer'),
    message: nullable('string'),
    createTime: dateTime,
    expireTime: { ...dateTime, type: ['string', 'null'] },
    downloadTime: { ...dateTime, type: ['string', 'null'] },
  },
});

/** `AccountDeletion`: the member's latest deletion request. */
export const accountDeletionRecordSchema = recordSchema<AccountDeletion>()({
  type: 'object',
  required: ['state', 'requestTime', 'effectiveTime', 'cancelTime', 'cancelReason'],
  properties: {
    state: { type: 'string', enum: Object.values(AccountDeletionState) },
    requestTime: { ...dateTime, type: ['string', 'null'] },
    effectiveTime: { ...dateTime, type: ['string', 'null'] },
    cancelTime: { ...dateTime, type: ['string', 'null'] },
    cancelReason: { type: ['string', 'null'], enum: [...Object.values(AccountDeletionCancel), null] },
  },
});

const exampleExport = {
  exportId: 'x1',
  state: 'ready',
  progress: 100,
  size: 20480,
  message: null,
  createTime: EXAMPLE_TIME,
  expireTime: '2026-01-03T03:04:05.000Z',
  downloadTime: null,
} satisfies Required<DataExport>;

const exampleDeletion = {
  state: 'pending',
  requestTime: EXAMPLE_TIME,
  effectiveTime: '2026-01-17T03:04:05.000Z',
  cancelTime: null,
  cancelReason: null,
} satisfies Required<AccountDeletion>;

/** Everything the privacy routes fix. */
export const privacyContract = {
  paths: privacyPaths,
  bodies: { requestDeletion: accountDeletionBody },
  record: dataExportRecordSchema,
  deletionRecord: accountDeletionRecordSchema,
  examples: {
    createDataExport: exampleExport,
    latestDataExport: exampleExport,
    dataExportDetail: exampleExport,
    accountDeletionStatus: exampleDeletion,
    requestAccountDeletion: exampleDeletion,
    cancelAccountDeletion: { ...exampleDeletion, state: 'cancelled', cancelTime: EXAMPLE_TIME, cancelReason: 'login' },
  } satisfies RouteExamples,
} as const;
