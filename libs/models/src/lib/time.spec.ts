import dayjs from 'dayjs';
import zhCn from 'dayjs/locale/zh-cn.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_RANGE_SHORTCUTS, DATE_SHORTCUTS, formatDate, formatDateTime, fromNow, isFutureDate } from '../index.js';

const NOW = Date.parse('2024-06-15T12:00:00.000Z');

describe('formatDateTime', () => {
  it('formats in Asia/Shanghai', () => {
    expect(formatDateTime('2024-06-15T16:30:00.000Z')).toBe('2024-06-16 00:30');
    expect(formatDateTime(NOW)).toBe('2024-06-15 20:00');
    expect(formatDate('2024-12-31T16:00:00Z')).toBe('2025-01-01');
  });
  it('gives empty text for missing or bad input', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('fromNow', () => {
  const ago = (ms: number) => fromNow(new Date(NOW - ms).toISOString(), NOW);
  it('says 刚刚 up to one second and for future times', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(1000)).toBe('刚刚');
    expect(ago(-60000)).toBe('刚刚');
  });
  it('uses the largest whole unit', () => {
    expect(ago(1001)).toBe('1秒前');
    expect(ago(59 * 1000)).toBe('59秒前');
    expect(ago(60 * 1000)).toBe('1分钟前');
    expect(ago(59 * 60 * 1000)).toBe('59分钟前');
    expect(ago(3 * 3600 * 1000)).toBe('3小时前');
    expect(ago(2 * 86400 * 1000)).toBe('2天前');
    expect(fromNow('2024-04-10T12:00:00.000Z', NOW)).toBe('2个月前');
    expect(fromNow('2021-06-01T12:00:00.000Z', NOW)).toBe('3年前');
  });
  it('gives empty text for bad input', () => {
    expect(fromNow('bad', NOW)).toBe('');
  });
});

describe('date pickers', () => {
  it('disallows dates after today', () => {
    expect(isFutureDate('2024-06-15T15:59:00.000Z', NOW)).toBe(false); // 23:59 in Shanghai
    expect(isFutureDate('2024-06-15T16:00:00.000Z', NOW)).toBe(true); // next day in Shanghai
    expect(isFutureDate('2020-01-01', NOW)).toBe(false);
  });
  it('offers the spec shortcuts', () => {
    expect(DATE_SHORTCUTS.map((s) => s.text)).toEqual(['今天', '昨天', '前天', '一周前']);
    expect(DATE_SHORTCUTS[3].value(NOW).getTime()).toBe(NOW - 7 * 86400000);
    expect(DATE_RANGE_SHORTCUTS.map((s) => s.text)).toEqual([
      '最近一周',
      '最近两周',
      '最近三周',
      '最近一个月',
      '最近两个月',
      '最近三个月',
    ]);
    const [start, end] = DATE_RANGE_SHORTCUTS[1].value(NOW);
    expect(end.getTime() - start.getTime()).toBe(14 * 86400000);
    expect(DATE_RANGE_SHORTCUTS[3].value(NOW)[0].toISOString()).toBe('2024-05-15T12:00:00.000Z');
  });
});

describe('the same text as dayjs', () => {
  dayjs.extend(utc);
  // The list dates are formatted without dayjs; the pickers and chat hints still use it. Both must agree.
  const dayjsFormat = (input: string | number, format = 'YYYY-MM-DD HH:mm') =>
    dayjs(input).utcOffset(480).locale(zhCn).format(format);
  const dayjsFromNow = (input: string | number, now: number) => {
    const then = dayjs(input);
    const current = dayjs(now);
    if (current.diff(then) <= 1000) return '刚刚';
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
  };

  it('formats moments of every kind the same way', () => {
    const inputs: Array<string | number> = [
      '2024-06-15T16:30:00.000Z',
      '2024-06-15T16:30:00+02:00',
      '2024-06-15 08:30:00',
      '2024-06-15 08:30',
      '2024-06-15',
      '2024/02/29 23:59:59.999',
      '20240615',
      '2024-1-5 7:05',
      '2023-12-31T23:59:59Z',
      0,
      1_718_452_800_000,
    ];
    for (let i = 0; i < 200; i++) inputs.push(Date.UTC(2000, 0, 1) + i * 7_919_123_457);
    for (const input of inputs) {
      expect([input, formatDateTime(input)]).toEqual([input, dayjsFormat(input)]);
      expect([input, formatDateTime(input, 'HH:mm')]).toEqual([input, dayjsFormat(input, 'HH:mm')]);
      expect([input, formatDateTime(input, 'YY/M/D H:m:s [日]')]).toEqual([
        input,
        dayjsFormat(input, 'YY/M/D H:m:s [日]'),
      ]);
    }
  });

  it('counts months and years on the calendar like dayjs', () => {
    const nows = [
      NOW,
      Date.parse('2024-03-31T03:00:00Z'),
      Date.parse('2025-01-31T23:00:00Z'),
      Date.parse('2024-02-29T12:00:00Z'),
    ];
    for (const now of nows) {
      for (let i = 0; i < 300; i++) {
        const then = now - Math.round(1.7 ** (i % 40)) * (1 + (i % 7)) * 997;
        expect([then, now, fromNow(then, now)]).toEqual([then, now, dayjsFromNow(then, now)]);
        const iso = new Date(then).toISOString();
        expect([iso, fromNow(iso, now)]).toEqual([iso, dayjsFromNow(iso, now)]);
      }
      for (let months = 0; months < 40; months++) {
        const d = new Date(now);
        d.setMonth(d.getMonth() - months);
        for (const shift of [-86_400_000, -1, 0, 1, 86_400_000]) {
          const then = d.getTime() + shift;
          expect([then, now, fromNow(then, now)]).toEqual([then, now, dayjsFromNow(then, now)]);
        }
      }
    }
  });
});
