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
