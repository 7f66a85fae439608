import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { SITE_UTC_OFFSET_MINUTES } from './constants.js';
import type { TimeInput } from './time.js';

dayjs.extend(utc);

/**
 * A moment as the site's clocks show it (Asia/Shanghai). China has kept UTC+8 without daylight saving since 1991, so a
 * fixed offset gives the zone's wall time without the time-zone database plugin (kB that every page would load).
 */
export function inSiteZone(input: TimeInput): dayjs.Dayjs {
  return dayjs(input).utcOffset(SITE_UTC_OFFSET_MINUTES);
}

/** Date pickers disallow future dates: true when `date` falls after the end of today. */
export function isFutureDate(date: TimeInput, now: TimeInput = Date.now()): boolean {
  const endOfToday = inSiteZone(now).endOf('day');
  return dayjs(date).isAfter(endOfToday);
}

export interface DateShortcut {
  text: string;
  value: (now?: TimeInput) => Date;
}

export interface DateRangeShortcut {
  text: string;
  value: (now?: TimeInput) => [Date, Date];
}

function shiftDays(days: number) {
  return (now: TimeInput = Date.now()) => dayjs(now).subtract(days, 'day').toDate();
}

function lastPeriod(amount: number, unit: 'week' | 'month') {
  return (now: TimeInput = Date.now()): [Date, Date] => [
    dayjs(now).subtract(amount, unit).toDate(),
    dayjs(now).toDate(),
  ];
}

/** Single-date shortcuts: today, yesterday, the day before, one week ago. */
export const DATE_SHORTCUTS: readonly DateShortcut[] = [
  { text: '今天', value: shiftDays(0) },
  { text: '昨天', value: shiftDays(1) },
  { text: '前天', value: shiftDays(2) },
  { text: '一周前', value: shiftDays(7) },
];

/** Range shortcuts: last 1, 2, 3 weeks and 1, 2, 3 months. */
export const DATE_RANGE_SHORTCUTS: readonly DateRangeShortcut[] = [
  { text: '最近一周', value: lastPeriod(1, 'week') },
  { text: '最近两周', value: lastPeriod(2, 'week') },
  { text: '最近三周', value: lastPeriod(3, 'week') },
  { text: '最近一个月', value: lastPeriod(1, 'month') },
  { text: '最近两个月', value: lastPeriod(2, 'month') },
  { text: '最近三个月', value: lastPeriod(3, 'month') },
];
