import { dateTime, nullable, recordSchema } from './json-schema.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import { jobMngPaths } from './paths/job.js';
import { JOB_STATES, jobListQuery, type AdminJob } from './job.schema.js';
export * from './job.schema.js';

export { jobMngPaths };

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
