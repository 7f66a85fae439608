import { object, type InferType } from 'yup';
import { pagingFields, queryEnum, queryId } from './query.js';

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
