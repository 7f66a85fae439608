/** Enumerations of activities and their entries (spec §3, §4). */
import type { ValueOf } from '../enums.js';

export const ActivityState = {
  create: 'create',
  publish: 'publish',
  doing: 'doing',
  finish: 'finish',
  down: 'down',
} as const;
export type ActivityState = ValueOf<typeof ActivityState>;
export const ACTIVITY_STATE_LABELS: Record<ActivityState, string> = {
  create: '编辑',
  publish: '开放',
  doing: '进行中',
  finish: '已结束',
  down: '隐藏',
};

export const EnrollState = { created: 'created', pass: 'pass', nopass: 'nopass', excellent: 'excellent' } as const;
export type EnrollState = ValueOf<typeof EnrollState>;
export const ENROLL_STATE_LABELS: Record<EnrollState, string> = {
  created: '待审核',
  pass: '已通过',
  nopass: '未通过',
  excellent: '优秀作品',
};
