import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import { ContentType } from '@yiying/models';
import {
  OVERVIEW_DAYS,
  type AdminOverview,
  type OverviewBackup,
  type OverviewJobs,
  type OverviewSeries,
} from '@yiying/validation';
import type { AdminDb } from './admin.db.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/** How long the overview's numbers are kept: the queries scan 30 days of several tables. */
export const OVERVIEW_TTL_MS = 5 * 60_000;

/** Asia/Shanghai is UTC+8 all year (no daylight saving time). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The newest backup as the backup schedule reports it (absent before the server finished starting). */
export type BackupStatusSource = () =>
  | {
      lastSuccess?: NonNullable<OverviewBackup['lastSuccess']>;
      lastFailure?: NonNullable<OverviewBackup['lastFailure']>;
    }
  | undefined;

/** The job queue's counts now (read at each call: they change by the second and cost one small query). */
export type JobCountsSource = () => Promise<OverviewJobs>;

/** Days a weekly active member may be counted over (the day itself and the six before it). */
const WEEK_DAYS = 7;

interface DayRow {
  day: string;
  n: number | string | null;
}

/** The Shanghai calendar day of a UTC reading, `YYYY-MM-DD`. */
export function shanghaiDay(time: number): string {
  return isoAt(time + SHANGHAI_OFFSET_MS).slice(0, 10);
}

/**
 * The admin overview: per-day counts of the last 30 days (days in Asia/Shanghai), one GROUP BY query per chart, on
 * SQLite and PostgreSQL alike; kept for five minutes in process (the numbers are for a glance, not for a ledger).
 */
export class OverviewService {
  private readonly cache: TtlCache;
  private readonly sqlite: boolean;

  constructor(
    private readonly db: AdminDb,
    private readonly clock: Clock,
    private readonly backups: BackupStatusSource,
    private readonly jobs?: JobCountsSource,
  ) {
    this.sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    this.cache = new TtlCache(OVERVIEW_TTL_MS, 4, clock);
  }

  async overview(): Promise<AdminOverview> {
    const [counted, jobs] = await Promise.all([
      this.cache.get('overview', () => this.count()),
      this.jobs ? this.jobs().catch(() => null) : Promise.resolve(null),
    ]);
    const status = this.backups();
    return {
      ...counted,
      backup: { lastSuccess: status?.lastSuccess ?? null, lastFailure: status?.lastFailure ?? null },
      jobs,
    };
  }

  /** Drops the kept numbers (tests, and an admin who wants them now). */
  refresh(): void {
    this.cache.clear();
  }

  /** The Shanghai day of a time column, `YYYY-MM-DD`, in this dialect. */
  private day(column: string): RawBuilder<string> {
    return this.sqlite
      ? sql<string>`date(${sql.ref(column)}, '+8 hours')`
      : sql<string>`to_char(${sql.ref(column)}::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  }

  private async count(): Promise<Omit<AdminOverview, 'backup' | 'jobs'>> {
    const now = this.clock();
    const today = shanghaiDay(now);
    const firstDay = Date.parse(`${today}T00:00:00.000Z`) - (OVERVIEW_DAYS - 1) * DAY_MS;
    const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => isoAt(firstDay + i * DAY_MS).slice(0, 10));
    // Midnight of the first day in Shanghai, as the UTC text every time column holds.
    const since = isoAt(firstDay - SHANGHAI_OFFSET_MS);
    const index = new Map(days.map((day, i) => [day, i]));
    const fill = (rows: DayRow[]) => {
      const counts = Array<number>(OVERVIEW_DAYS).fill(0);
      for (const row of rows) {
        const i = index.get(row.day);
        if (i !== undefined) counts[i] += Number(row.n ?? 0);
      }
      return counts;
    };
    const db = this.db;
    const perDay = async (table: string, time: string, value: RawBuilder<unknown> = sql`count(*)`) =>
      fill(
        (
          await sql<DayRow>`select ${this.day(time)} as day, ${value} as n from ${sql.table(table)}
            where ${sql.ref(time)} >= ${since} group by 1`.execute(db)
        ).rows,
      );

    const [newMembers, likes, uploadBytes] = await Promise.all([
      perDay('user', 'create_time'),
      perDay('likes', 'create_time'),
      perDay('media', 'create_time', sql`sum(size)`),
    ]);
    const comments = fill(
      (
        await sql<DayRow>`select day, count(*) as n from (
          select ${this.day('create_time')} as day from comment where create_time >= ${since}
          union all select ${this.day('create_time')} as day from reply where create_time >= ${since}
        ) c group by day`.execute(db)
      ).rows,
    );
    const postRows = (
      await sql<DayRow & { type: string }>`select ${this.day('create_time')} as day, type, count(*) as n
        from content where create_time >= ${since} group by 1, 2`.execute(db)
    ).rows;
    const posts = Object.values(ContentType).map((type) => ({
      type,
      counts: fill(postRows.filter((row) => row.type === type)),
    }));
    const reportRows = (
      await sql<DayRow & { kind: string }>`select kind, day, count(*) as n from (
          select 'opened' as kind, ${this.day('create_time')} as day from report where create_time >= ${since}
          union all select 'handled' as kind, ${this.day('handle_time')} as day from report
            where handle_time is not null and handle_time >= ${since}
        ) r group by kind, day`.execute(db)
    ).rows;
    // Who did something that day: a login or a token refresh (each issues a token row), or a write of their own. The
    // six days before the first are read too, for the weekly count of the first days.
    const weekSince = isoAt(firstDay - (WEEK_DAYS - 1) * DAY_MS - SHANGHAI_OFFSET_MS);
    const activity = (
      await sql<{ day: string; user_id: string }>`select distinct day, user_id from (
          select ${this.day('create_time')} as day, user_id from user_token where create_time >= ${weekSince}
          union all select ${this.day('create_time')} as day, create_by as user_id from content where create_time >= ${weekSince}
          union all select ${this.day('create_time')} as day, user_id from comment where create_time >= ${weekSince}
          union all select ${this.day('create_time')} as day, user_id from reply where create_time >= ${weekSince}
          union all select ${this.day('create_time')} as day, user_id from likes where create_time >= ${weekSince}
          union all select ${this.day('create_time')} as day, owner_id as user_id from media where create_time >= ${weekSince}
        ) a`.execute(db)
    ).rows;
    const { daily: activeMembers, weekly: weeklyActiveMembers } = activeCounts(days, activity);
    const totals = (
      await sql<{ storage: number | string | null; pending: number | string }>`select
        (select sum(size) from media) as storage,
        (select count(*) from report where state = 'pending') as pending`.execute(db)
    ).rows[0];

    const series: OverviewSeries = {
      newMembers,
      comments,
      likes,
      uploadBytes,
      reportsOpened: fill(reportRows.filter((row) => row.kind === 'opened')),
      reportsHandled: fill(reportRows.filter((row) => row.kind === 'handled')),
      activeMembers,
      weeklyActiveMembers,
    };
    return {
      days,
      series,
      posts,
      storageBytes: Number(totals?.storage ?? 0),
      pendingReports: Number(totals?.pending ?? 0),
      generatedAt: isoAt(now),
    };
  }
}

/**
 * Daily and weekly active members of each of `days` from the distinct (day, member) pairs of activity: a member counts
 * on a day they did something, and in the week of a day when they did something on it or on one of the six before.
 */
export function activeCounts(
  days: readonly string[],
  activity: readonly { day: string; user_id: string }[],
): { daily: number[]; weekly: number[] } {
  const byDay = new Map<string, Set<string>>();
  for (const { day, user_id } of activity) {
    let members = byDay.get(day);
    if (!members) byDay.set(day, (members = new Set()));
    members.add(String(user_id));
  }
  const daily = days.map((day) => byDay.get(day)?.size ?? 0);
  const weekly = days.map((day) => {
    const end = Date.parse(`${day}T00:00:00.000Z`);
    const members = new Set<string>();
    for (let back = 0; back < WEEK_DAYS; back += 1) {
      for (const member of byDay.get(isoAt(end - back * DAY_MS).slice(0, 10)) ?? []) members.add(member);
    }
    return members.size;
  });
  return { daily, weekly };
}
