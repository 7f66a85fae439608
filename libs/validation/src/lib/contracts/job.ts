import { object, type InferType } from 'yup';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import { jobMngPaths } from './paths/job.js';
import { pagingFields, queryEnum, queryId } from './query.js';

export { jobMngPaths };

/** Where a background job is. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

/** Texts of 任务. */
export const JOB_MESSAGES = {
  notFound: '任务不存在',
  notFailed: '只有失败的任务可以重试',
  running: '运行中的任务不能删除',
} as const;

/** Query of `GET /mng/job/list`: newest first, by state and job name. */
export const jobListQuery = object({
  ...pagingFields(20, ['create_time'] as const),
  state: queryEnum('state', JOB_STATES, '状态（默认全部）'),
  name: queryId('name', '任务名（如 video.transcode）'),
});
export type JobListQuery = InferType<typeof jobListQuery>;

/** One background job as the console lists it. */
export interface AdminJob {
  id: string;
  name: string;
  key: string;
  state: JobStateName;
  progress: number;
  attempts: number;
  maxAttempts: number;
  error: string | null;
  durationMs: number | null;
  createTime: string;
  updateTime: string;
}

export const adminJobSchema = recordSchema<AdminJob>()({
  type: 'object',
  required: [
    'id',
    'name',
    'key',
    'state',
    'progress',
    'attempts',
    'maxAttempts',
    'error',
    'durationMs',
    'createTime',
    'updateTime',
  ],
  properties: {
    id: { type: 'string' },
    name: { type: 'string', description: '任务名' },
    key: { type: 'string', description: '幂等键' },
    state: { type: 'string', enum: [...JOB_STATES] },
    progress: { type: 'integer', description: '进度 0–100' },
    attempts: { type: 'integer', description: '已开始的尝试次数' },
    maxAttempts: { type: 'integer' },
    error: { ...nullable('string'), description: '最近一次失败的原因' },
    durationMs: { ...nullable('integer'), description: '最近一次运行的毫秒数' },
    createTime: dateTime,
    updateTime: dateTime,
  },
});

const exampleJob = {
  id: 'j1',
  name: 'video.transcode',
  key: 'transcode-m1',
  state: 'failed',
  progress: 0,
  attempts: 1,
  maxAttempts: 3,
  error: '视频无法解码，请换一种格式',
  durationMs: 120,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<AdminJob>;

/** Everything 任务 of the admin console fixes. */
export const jobMngContract = {
  paths: jobMngPaths,
  query: jobListQuery,
  record: adminJobSchema,
  examples: {
    adminListJobs: examplePage(exampleJob),
    adminRetryJob: { ...exampleJob, state: 'queued', attempts: 0, error: null },
  } satisfies RouteExamples,
} as const;
