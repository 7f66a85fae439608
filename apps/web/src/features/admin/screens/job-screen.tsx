import { jobMngPaths, type AdminJob } from '@yiying/validation';
import { timeText } from '../blocks/format';
import type { ResourceConfig } from '../blocks/resource-screen';
import { labelOf, optionsOf } from './options';

const JOB_STATE_LABELS: Record<string, string> = {
  queued: '排队中',
  running: '运行中',
  done: '已完成',
  failed: '失败',
};
const JOB_NAME_LABELS: Record<string, string> = { 'video.transcode': '视频转码' };

/** 任务: background jobs (transcoding …) with their state, progress and the error of failed ones; retry and delete. */
export const jobScreen: ResourceConfig<AdminJob> = {
  title: '任务',
  idKey: 'id',
  list: jobMngPaths.list,
  nameOf: (row) => labelOf(JOB_NAME_LABELS, row.name),
  filters: [{ name: 'state', label: '状态', kind: 'select', options: optionsOf(JOB_STATE_LABELS, '全部') }],
  columns: [
    { key: 'name', title: '任务', render: (row) => labelOf(JOB_NAME_LABELS, row.name) },
    { key: 'key', title: '标识' },
    { key: 'state', title: '状态', render: (row) => labelOf(JOB_STATE_LABELS, row.state) },
    { key: 'progress', title: '进度', render: (row) => `${row.progress}%` },
    { key: 'attempts', title: '尝试', render: (row) => `${row.attempts} / ${row.maxAttempts}` },
    { key: 'error', title: '原因', render: (row) => row.error ?? '–' },
    {
      key: 'durationMs',
      title: '耗时',
      render: (row) => (row.durationMs === null ? '–' : `${(row.durationMs / 1000).toFixed(1)} 秒`),
    },
    { key: 'createTime', title: '创建时间', render: (row) => timeText(row.createTime) },
  ],
  actions: (calls) => [
    {
      label: '重试',
      visible: (row) => row.state === 'failed',
      confirm: (row) => `把「${labelOf(JOB_NAME_LABELS, row.name)}」放回队列重新运行？`,
      run: (row) => calls.post(jobMngPaths.retry, row.id),
      done: '已放回队列',
    },
    {
      label: '删除',
      danger: true,
      visible: (row) => row.state !== 'running',
      confirm: () => '删除这个任务的记录？删除后无法恢复。',
      run: (row) => calls.post(jobMngPaths.delete, row.id),
      done: '已删除任务',
    },
  ],
  emptyText: '没有任务',
};
