import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import zhCn from 'dayjs/locale/zh-cn.js';
import { DATE_FORMAT, DATE_TIME_FORMAT, SITE_UTC_OFFSET_MINUTES } from './constants.js';

dayjs.extend(utc);

/** Anything dayjs reads as a moment: ISO string, epoch ms or Date. */
export type TimeInput = string | number | Date;

/**
 * A moment as the site's clocks show it (Asia/Shanghai). China has kept UTC+8 without daylight saving since 1991, so a
 * fixed offset gives the zone's wall time without the time-zone database plugin (kB that every page would load).
 */
export function inSiteZone(input: TimeInput): dayjs.Dayjs {
  return dayjs(input).utcOffset(SITE_UTC_OFFSET_MINUTES);
}

function parse(input: TimeInput | null | undefined): dayjs.Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  const d = dayjs(input);
  return d.isValid() ? d : null;
}

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai, zh-cn; empty text for a missing or bad time. */
export function formatDateTime(input: TimeInput | null | undefined, format: string = DATE_TIME_FORMAT): string {
  const d = parse(input);
  return d ? d.utcOffset(SITE_UTC_OFFSET_MINUTES).locale(zhCn).format(format) : '';
}

/** `YYYY-MM-DD` in Asia/Shanghai. */
export function formatDate(input: TimeInput | null | undefined): string {
  return formatDateTime(input, DATE_FORMAT);
}

export const JUST_NOW = '刚刚';

/**
 * Relative time in Chinese: 刚刚 up to 1 s (and for future times), then the largest whole unit
 * of years, months, days, hours, minutes or seconds followed by 前.
 */
export function fromNow(input: TimeInput | null | undefined, now: TimeInput = Date.now()): string {
  const then = parse(input);
  const current = parse(now);
  if (!then || !current) return '';
  if (current.diff(then) <= 1000) return JUST_NOW;
  const units: Array<[dayjs.UnitType, string]> = [
    ['year', '年前'],
    ['month', '个月前'],
    ['day', '天前'],
    ['hour', '小时前'],
    ['minute', '分钟前'],
  ];
  for (const [unit, suffix] of units) {
    const n = current.diff(then, unit);
    if (n >= 1) return `${n}${suffix}`;
  }
  return `${current.diff(then, 'second')}秒前`;
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
