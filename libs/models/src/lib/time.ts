import { DATE_FORMAT, DATE_TIME_FORMAT, SITE_UTC_OFFSET_MINUTES } from './constants.js';

/*
 * Dates shown in lists (every gallery tile has one) are formatted here without dayjs, so the first screen does not
 * load it; the date pickers and the chat hints, which compute with calendars, use dayjs (date-pickers.ts, chat.ts).
 * Parsing and month arithmetic follow dayjs, so both give the same text for the same moment.
 */

/** Anything dayjs reads as a moment: ISO string, epoch ms or Date. */
export type TimeInput = string | number | Date;

/** `2024-06-15`, `2024-06-15 08:30[:00[.000]]`, `20240615`…: read in local time, as dayjs reads them. */
const LOCAL_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parse(input: TimeInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  const local = typeof input === 'string' && !/Z$/i.test(input) ? LOCAL_TIME.exec(input) : null;
  if (local) {
    const [, y, mo, d, h, mi, s, ms] = local;
    date = new Date(
      Number(y),
      Number(mo ?? 1) - 1 || 0,
      Number(d || 1),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
      Number((ms ?? '0').slice(0, 3)),
    );
  } else {
    date = new Date(input);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (tokens YYYY YY MM M DD D HH H mm m ss s, `[text]` kept); empty for a bad time. */
export function formatDateTime(input: TimeInput | null | undefined, format: string = DATE_TIME_FORMAT): string {
  const date = parse(input);
  if (!date) return '';
  // The wall clock of UTC+8 read through the UTC getters (the zone has no daylight saving).
  const t = new Date(date.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000);
  const parts: Record<string, string> = {
    YYYY: pad(t.getUTCFullYear(), 4),
    YY: pad(t.getUTCFullYear() % 100),
    MM: pad(t.getUTCMonth() + 1),
    M: String(t.getUTCMonth() + 1),
    DD: pad(t.getUTCDate()),
    D: String(t.getUTCDate()),
    HH: pad(t.getUTCHours()),
    H: String(t.getUTCHours()),
    mm: pad(t.getUTCMinutes()),
    m: String(t.getUTCMinutes()),
    ss: pad(t.getUTCSeconds()),
    s: String(t.getUTCSeconds()),
  };
  return format.replace(
    /\[([^\]]+)]|YYYY|YY|MM|M|DD|D|HH|H|mm|m|ss|s/g,
    (token, text?: string) => text ?? parts[token]!,
  );
}

/** `YYYY-MM-DD` in Asia/Shanghai. */
export function formatDate(input: TimeInput | null | undefined): string {
  return formatDateTime(input, DATE_FORMAT);
}

export const JUST_NOW = '刚刚';

/** `date` moved by whole months, the day kept or cut to the month's last day (dayjs `add(n, 'month')`). */
function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  const day = moved.getDate();
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(day, lastDay));
  return moved;
}

/** Months from `a` to `b` with the fraction of the month in progress (dayjs's, after moment.js). */
function monthDiff(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthDiff(b, a);
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  const anchor = addMonths(a, whole);
  const before = b.getTime() - anchor.getTime() < 0;
  const anchor2 = addMonths(a, whole + (before ? -1 : 1));
  const span = before ? anchor.getTime() - anchor2.getTime() : anchor2.getTime() - anchor.getTime();
  return -(whole + (b.getTime() - anchor.getTime()) / span) || 0;
}

/** Whole units, rounded toward zero. */
const whole = (n: number) => (n < 0 ? Math.ceil(n) || 0 : Math.floor(n));

/**
 * Relative time in Chinese: 刚刚 up to 1 s (and for future times), then the largest whole unit
 * of years, months, days, hours, minutes or seconds followed by 前.
 */
export function fromNow(input: TimeInput | null | undefined, now: TimeInput = Date.now()): string {
  const then = parse(input);
  const current = parse(now);
  if (!then || !current) return '';
  const ms = current.getTime() - then.getTime();
  if (ms <= 1000) return JUST_NOW;
  const months = monthDiff(current, then);
  // A day is counted on the local calendar, as dayjs does: a daylight-saving change does not make it 23 or 25 hours.
  const zoneDelta = (current.getTimezoneOffset() - then.getTimezoneOffset()) * 60_000;
  const units: Array<[number, string]> = [
    [whole(months / 12), '年前'],
    [whole(months), '个月前'],
    [whole((ms - zoneDelta) / 86_400_000), '天前'],
    [whole(ms / 3_600_000), '小时前'],
    [whole(ms / 60_000), '分钟前'],
  ];
  for (const [n, suffix] of units) if (n >= 1) return `${n}${suffix}`;
  return `${whole(ms / 1000)}秒前`;
}
