import { ContentType } from '@yiying/models';
import { EXAMPLE_TIME } from './examples.js';
import { dateTime, recordSchema } from './json-schema.js';

/** Days the admin overview covers, today included. */
export const OVERVIEW_DAYS = 30;

/** The time zone whose calendar days the overview counts in. */
export const OVERVIEW_TIME_ZONE = 'Asia/Shanghai';

/** Per-day counts of the overview, each `OVERVIEW_DAYS` long, oldest day first (the last entry is today). */
export interface OverviewSeries {
  newMembers: number[];
  comments: number[];
  likes: number[];
  uploadBytes: number[];
  reportsOpened: number[];
  reportsHandled: number[];
  activeMembers: number[];
  /** Members active on any of the 7 days ending on each day (that day included). */
  weeklyActiveMembers: number[];
}

/** Posts of one type per day. */
export interface OverviewPostSeries {
  type: ContentType;
  counts: number[];
}

/** The newest backup of the process that answered, and its newest failure. */
export interface OverviewBackup {
  lastSuccess: { id: string; at: string; bytes: number; files: number } | null;
  lastFailure: { at: string; error: string } | null;
}

/** The background job queue now (its counts are read at each call, not kept). */
export interface OverviewJobs {
  /** `database` (the site's own database) or `bullmq` (Redis). */
  engine: 'database' | 'bullmq';
  /** Waiting to run, a retry's wait included. */
  queued: number;
  running: number;
  done: number;
  /** Failed after the last attempt (dead): shown in 任务 with the error, to retry or delete. */
  failed: number;
}

/** `GET /mng/stats/overview`: the admin console's first screen. */
export interface AdminOverview {
  /** `YYYY-MM-DD` days in Asia/Shanghai, oldest first. */
  days: string[];
  series: OverviewSeries;
  posts: OverviewPostSeries[];
  /** Bytes of every stored upload (the media table). */
  storageBytes: number;
  /** Reports still waiting for an admin. */
  pendingReports: number;
  backup: OverviewBackup;
  /** The job queue; null when it could not be read (Redis away). */
  jobs: OverviewJobs | null;
  /** When these numbers were counted (they are kept for a few minutes). */
  generatedAt: string;
}

const dayCounts = (description: string) => ({ type: 'array', items: { type: 'integer' }, description }) as const;

export const adminOverviewSchema = recordSchema<AdminOverview>()({
  type: 'object',
  required: ['days', 'series', 'posts', 'storageBytes', 'pendingReports', 'backup', 'jobs', 'generatedAt'],
  properties: {
    days: { type: 'array', items: { type: 'string' }, description: '近 30 天（北京时间 YYYY-MM-DD），从早到晚' },
    series: {
      type: 'object',
      required: [
        'newMembers',
        'comments',
        'likes',
        'uploadBytes',
        'reportsOpened',
        'reportsHandled',
        'activeMembers',
        'weeklyActiveMembers',
      ],
      properties: {
        newMembers: dayCounts('每天新注册的会员数'),
        comments: dayCounts('每天的评论与回复数'),
        likes: dayCounts('每天的点赞数（仍在的点赞）'),
        uploadBytes: dayCounts('每天上传文件的字节数（media 表）'),
        reportsOpened: dayCounts('每天新提交的举报数'),
        reportsHandled: dayCounts('每天处理完的举报数（按处理时间）'),
        activeMembers: dayCounts(
          '每天的活跃会员数：当天登录或换取新令牌、发帖、评论、回复、点赞或上传过的不同会员（浏览不计）',
        ),
        weeklyActiveMembers: dayCounts('每天的周活跃会员数：截至当天的 7 天内有上述活动的不同会员'),
      },
    },
    posts: {
      type: 'array',
      description: '每种类型每天新发的内容数（每种类型一项）',
      items: {
        type: 'object',
        required: ['type', 'counts'],
        properties: {
          type: { type: 'string', enum: Object.values(ContentType) },
          counts: dayCounts('每天新发的数目'),
        },
      },
    },
    storageBytes: { type: 'integer', description: '全部上传文件的字节数' },
    pendingReports: { type: 'integer', description: '待处理的举报数' },
    backup: {
      type: 'object',
      required: ['lastSuccess', 'lastFailure'],
      description: '本进程最近一次备份（尚未备份时为 null）与最近一次失败',
      properties: {
        lastSuccess: {
          type: ['object', 'null'],
          required: ['id', 'at', 'bytes', 'files'],
          properties: {
            id: { type: 'string' },
            at: dateTime,
            bytes: { type: 'integer', description: '数据库副本与新增文件的字节数' },
            files: { type: 'integer' },
          },
        },
        lastFailure: {
          type: ['object', 'null'],
          required: ['at', 'error'],
          properties: { at: dateTime, error: { type: 'string' } },
        },
      },
    },
    jobs: {
      type: ['object', 'null'],
      required: ['engine', 'queued', 'running', 'done', 'failed'],
      description: '后台任务队列的当前状态（读取失败时为 null）',
      properties: {
        engine: { type: 'string', enum: ['database', 'bullmq'] },
        queued: { type: 'integer', description: '排队中（含等待重试）' },
        running: { type: 'integer', description: '运行中' },
        done: { type: 'integer', description: '已完成' },
        failed: { type: 'integer', description: '已失败（重试用尽）' },
      },
    },
    generatedAt: dateTime,
  },
});

const exampleCounts = (...head: number[]) => [...head, ...Array<number>(OVERVIEW_DAYS - head.length).fill(0)];

export const exampleAdminOverview = {
  days: Array.from({ length: OVERVIEW_DAYS }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)),
  series: {
    newMembers: exampleCounts(3, 5),
    comments: exampleCounts(12, 9),
    likes: exampleCounts(40, 31),
    uploadBytes: exampleCounts(5_242_880, 0),
    reportsOpened: exampleCounts(1),
    reportsHandled: exampleCounts(0, 1),
    activeMembers: exampleCounts(18, 22),
    weeklyActiveMembers: exampleCounts(18, 35),
  },
  posts: Object.values(ContentType).map((type) => ({ type, counts: exampleCounts(type === 'image' ? 4 : 1) })),
  storageBytes: 1_073_741_824,
  pendingReports: 2,
  backup: {
    lastSuccess: { id: '20260102-030405', at: EXAMPLE_TIME, bytes: 52_428_800, files: 12 },
    lastFailure: { at: EXAMPLE_TIME, error: 'ENOSPC: no space left on device' },
  },
  jobs: { engine: 'database', queued: 1, running: 1, done: 40, failed: 0 },
  generatedAt: EXAMPLE_TIME,
} satisfies Required<AdminOverview>;
