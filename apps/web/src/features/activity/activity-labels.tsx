import { ActivityState, EnrollState, type Activity } from '@yiying/models';
import { Chip, Hint } from './activity.styles';

/** How the pages name an activity's state. */
export const ACTIVITY_STATE_TEXT: Record<ActivityState, string> = {
  create: '筹备中',
  publish: '未开始',
  doing: '进行中',
  finish: '已结束',
  down: '已下线',
};

/** The state badge of an entry (spec §4 enrollment states). */
export const ENROLL_STATE_TEXT: Record<EnrollState, string> = {
  created: '待审核',
  pass: '入选',
  nopass: '未入选',
  excellent: '优秀',
};

const ACTIVITY_TONE: Record<ActivityState, 'primary' | 'accent' | 'muted' | 'success'> = {
  create: 'muted',
  publish: 'accent',
  doing: 'primary',
  finish: 'muted',
  down: 'muted',
};

const ENROLL_TONE: Record<EnrollState, 'primary' | 'accent' | 'muted' | 'success'> = {
  created: 'accent',
  pass: 'success',
  nopass: 'muted',
  excellent: 'primary',
};

/** The state chip of an activity. */
export function ActivityStateChip({ state }: { state: ActivityState }) {
  return (
    <Chip tone={ACTIVITY_TONE[state]} data-state={state}>
      {ACTIVITY_STATE_TEXT[state]}
    </Chip>
  );
}

/** The state badge of an entry. */
export function EnrollStateChip({ state }: { state: EnrollState }) {
  return (
    <Chip tone={ENROLL_TONE[state]} data-state={state}>
      {ENROLL_STATE_TEXT[state]}
    </Chip>
  );
}

/** The entry-window hint of spec §4 (距截稿还有3天, 活动已截稿…); nothing when the window has no bounds. */
export function WindowHint({ activity }: { activity: Pick<Activity, 'valid' | 'hint' | 'phase'> }) {
  if (!activity.hint) return null;
  return (
    <Hint open={activity.valid} data-phase={activity.phase}>
      {activity.hint}
    </Hint>
  );
}

export { ActivityState, EnrollState };
