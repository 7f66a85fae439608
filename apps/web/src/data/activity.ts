/**
 * Hooks of the activity and exhibition pages. Imported by path, not through the `data` barrel, so they stay out of
 * the home route's initial JS.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  FILE_ICONS,
  MediaKind,
  PAGE_SIZE,
  formatDateTime,
  materialTypeOf,
  toActivity,
  toEnrollment,
  votePhaseAt,
  type Activity,
  type ActivityKind,
  type ActivityRecord,
  type ActivityState,
  type Attachment,
  type EnrollState,
  type Enrollment,
  type EnrollmentRecord,
  type MediaRecord,
  type PagedList,
  type VotePhase,
} from '@yiying/models';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';
import { useApiQuery, useRevalidate } from './use-api-query';

/** The pages' name of a kind (`exhibit` as in the routes); the server calls it `exhibition`. */
export type ActivityKindName = 'activity' | 'exhibit';

const SERVER_KIND: Record<ActivityKindName, ActivityKind> = { activity: 'activity', exhibit: 'exhibition' };

/** What kind of works an activity takes. */
export const ACTIVITY_TYPES = [
  { value: 'image', label: '图片' },
  { value: 'video', label: '视频' },
  { value: 'mixed', label: '图片或视频' },
] as const;

/** Entries of one page: a grid of 3 × 3. */
export const ENTRY_PAGE_SIZE = PAGE_SIZE.activity;
/** Most entries the voting view shows, by votes. */
export const VOTE_LIST_SIZE = 100;

/** An activity as the pages show it. */
export interface ActivityView extends Activity {
  liked: boolean;
  collected: boolean;
  /** Documents of the activity (rules, forms). */
  attachments: Attachment[];
  votePhase: VotePhase;
  voteStartText: string;
  voteEndText: string;
  /** Votes the signed-in member has left today; null for visitors or outside the voting phase. */
  remainingVotes: number | null;
}

/** An entry as the pages show it. */
export interface EntryView extends Enrollment {
  voteNum: number;
  voted: boolean;
  /** The signed-in member's own entry. */
  mine: boolean;
}

export interface ActivityListFilter {
  pageNum: number;
  type?: string;
  state?: ActivityState;
}

export interface EnrollListFilter {
  activityId: string;
  pageNum: number;
  state?: EnrollState;
  /** The signed-in member's own entries, pending ones included. */
  mine?: boolean;
}

function toAttachments(media: readonly MediaRecord[] | undefined): Attachment[] {
  return (media ?? [])
    .filter((file) => file.kind === MediaKind.file)
    .map((file) => ({ name: file.name, url: file.url, ...FILE_ICONS[materialTypeOf(file.name) ?? 'file'] }));
}

/**
 * Record → what the pages show. The window and the voting phase are the server's (its clock decides entries and
 * votes); the browser's clock fills them in only when the record lacks them.
 */
export function toActivityView(record: ActivityRecord & { media?: MediaRecord[] }, now = Date.now()): ActivityView {
  const view = toActivity(record, now);
  return {
    ...view,
    ...(typeof record.valid === 'boolean' && typeof record.hint === 'string'
      ? { valid: record.valid, hint: record.hint, phase: record.phase ?? view.phase }
      : {}),
    liked: Boolean(record.liked),
    collected: Boolean(record.collected),
    attachments: toAttachments(record.media),
    votePhase: record.votePhase ?? votePhaseAt(record.voteStart, record.voteEnd, now),
    voteStartText: formatDateTime(record.voteStart),
    voteEndText: formatDateTime(record.voteEnd),
    remainingVotes: record.remainingVotes ?? null,
  };
}

/** Entry record → what the pages show; `userId` marks the viewer's own entries. */
export function toEntryView(record: EnrollmentRecord, userId?: string): EntryView {
  return {
    ...toEnrollment(record),
    voteNum: record.voteNum ?? 0,
    voted: Boolean(record.voted),
    mine: Boolean(userId && record.createBy === userId),
  };
}

/** A page of activities (9) of one kind. */
export function useActivityList(kind: ActivityKindName, filter: ActivityListFilter) {
  const { user } = useSession();
  return useApiQuery(
    queryKeys.activity.list(kind, filter, user?.userId),
    async (client): Promise<PagedList<ActivityView>> => {
      const list = await client.activity.list({
        kind: SERVER_KIND[kind],
        pageNum: filter.pageNum,
        pageSize: PAGE_SIZE.activity,
        ...(filter.type ? { type: filter.type as 'image' } : {}),
        ...(filter.state ? { state: filter.state } : {}),
      });
      return { ...list, records: list.records.map((r) => toActivityView(r)) };
    },
  );
}

/** One activity as the viewer sees it (liked, votes left); `null` skips the call. */
export function useActivityDetail(kind: ActivityKindName, activityId: string | null) {
  const { user } = useSession();
  return useApiQuery(activityId ? queryKeys.activity.detail(kind, activityId, user?.userId) : null, async (client) =>
    toActivityView(await client.activity.detail(activityId as string)),
  );
}

/** The road show an activity links to. */
export function useRoadshowDetail(roadshowId: string) {
  return useApiQuery(queryKeys.activity.roadshow(roadshowId), (client) => client.roadshow.detail(roadshowId));
}

/** 点赞 and 收藏 of an activity, through the behaviours of the post that carries its counters. */
export function useActivityBehaviours(kind: ActivityKindName) {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useMemo(() => {
    const run = async (activity: ActivityView, call: (contentId: string) => Promise<unknown>) => {
      if (!activity.contentId) throw new Error('该活动暂不支持此操作');
      await call(activity.contentId);
      void revalidate(queryKeys.activity.detailOf(kind, activity.activityId));
    };
    return {
      like: (activity: ActivityView, on: boolean) =>
        run(activity, (id) => (on ? client.behaviour.like(id) : client.behaviour.cancelLike(id))),
      collect: (activity: ActivityView, on: boolean) =>
        run(activity, (id) => (on ? client.behaviour.collect(id) : client.behaviour.cancelCollection(id))),
    };
  }, [client, kind, revalidate]);
}

/** A page of an activity's entries (by state, or the member's own); `null` skips the call. */
export function useEnrollList(kind: ActivityKindName, filter: EnrollListFilter | null) {
  const { user } = useSession();
  const userId = user?.userId;
  return useApiQuery(
    filter && (!filter.mine || userId) ? queryKeys.activity.entries(kind, filter, userId) : null,
    async (client): Promise<PagedList<EntryView>> => {
      const { mine, activityId, pageNum, state } = filter as EnrollListFilter;
      const list = await client.activityEnroll.list({
        kind: SERVER_KIND[kind],
        activityId,
        pageNum,
        pageSize: ENTRY_PAGE_SIZE,
        ...(state ? { state } : {}),
        ...(mine && userId ? { createBy: userId } : {}),
      });
      return { ...list, records: list.records.map((r) => toEntryView(r, userId)) };
    },
  );
}

/** What creating an entry sends: the entry and the put-in dialog's fields. */
export interface EntryCreate {
  activityId: string;
  title: string;
  description: string;
  type: 'image' | 'video';
  mediaIds: string[];
  cover?: string;
  name: string;
  phone: string;
  demand: string;
}

/** Creating an entry; every read of activities and entries is revalidated after it. */
export function useEnrollMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useMemo(
    () => ({
      create: async ({ description, demand, cover, ...body }: EntryCreate) => {
        const record = await client.activityEnroll.create({
          ...body,
          ...(description ? { description } : {}),
          ...(demand ? { demand } : {}),
          ...(cover ? { cover } : {}),
        });
        await revalidate(queryKeys.activity.all);
        return toEnrollment(record);
      },
    }),
    [client, revalidate],
  );
}

/**
 * The voting phase: passed (and excellent) entries by votes, the member's votes left today, and `vote`. A vote counts at once and is
 * put back when the server refuses it; the server's answer then sets the exact count and the votes left.
 */
export function useVoting(kind: ActivityKindName, activity: ActivityView) {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const { user } = useSession();
  const userId = user?.userId;
  const { activityId } = activity;
  const entries = useApiQuery(queryKeys.activity.voteEntries(kind, activityId, userId), async (c) => {
    const list = await c.activityEnroll.list({
      kind: SERVER_KIND[kind],
      activityId,
      sort: 'vote_num',
      order: 'desc',
      pageSize: VOTE_LIST_SIZE,
    });
    // Passed and excellent works take votes; the member's own pending ones are listed to them but cannot.
    return list.records.filter((r) => r.state === 'pass' || r.state === 'excellent').map((r) => toEntryView(r, userId));
  });
  const [remaining, setRemaining] = useState<number | null>(activity.remainingVotes);
  useEffect(() => setRemaining(activity.remainingVotes), [activity.remainingVotes]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const { mutate } = entries;

  const vote = useCallback(
    async (enrollId: string) => {
      const change = (by: number, voted: boolean) => (list: EntryView[] | undefined) =>
        list?.map((e) => (e.enrollId === enrollId ? { ...e, voteNum: e.voteNum + by, voted } : e));
      setPending((p) => new Set(p).add(enrollId));
      void mutate(change(1, true), { revalidate: false });
      setRemaining((r) => (r === null ? r : Math.max(0, r - 1)));
      try {
        const result = await client.activityEnroll.vote(enrollId);
        void mutate(
          (list) => list?.map((e) => (e.enrollId === enrollId ? { ...e, voteNum: result.voteNum, voted: true } : e)),
          { revalidate: false },
        );
        setRemaining(result.remainingVotes);
        void revalidate(queryKeys.activity.detailOf(kind, activityId));
      } catch (error) {
        void mutate(change(-1, false), { revalidate: false });
        setRemaining((r) => (r === null ? r : r + 1));
        throw error;
      } finally {
        setPending((p) => {
          const next = new Set(p);
          next.delete(enrollId);
          return next;
        });
      }
    },
    [client, kind, activityId, mutate, revalidate],
  );

  return { entries: entries.data, error: entries.error as unknown, remaining, pending, vote };
}

/** After the voting phase: the excellent entries and the ranking by votes. */
export function useVoteResults(kind: ActivityKindName, activityId: string) {
  const { user } = useSession();
  return useApiQuery(queryKeys.activity.results(kind, activityId), async (client) => {
    const answer = await client.activity.results(activityId);
    return {
      excellent: answer.excellent.map((r) => toEntryView(r, user?.userId)),
      ranking: answer.ranking.map((r) => toEntryView(r, user?.userId)),
    };
  });
}
