import fc from 'fast-check';
import { activityWindow, toActivity, toEnrollment, type ActivityRecord } from '../index.js';

const DAY = 86400000;
const START = Date.parse('2024-05-01T00:00:00.000Z'); // 08:00 in Shanghai
const END = Date.parse('2024-05-20T16:00:00.000Z'); // 05-21 00:00 in Shanghai

describe('activityWindow', () => {
  it('before start: days until start, or the start time under a day', () => {
    expect(activityWindow(START, END, START - 3 * DAY - 5)).toEqual({
      valid: false,
      phase: 'before',
      hint: '距活动开始还有3天',
    });
    expect(activityWindow(START, END, START - 3600000)).toEqual({
      valid: false,
      phase: 'before',
      hint: '活动将于2024-05-01 08:00开始',
    });
  });
  it('after the end: 活动已截稿', () => {
    expect(activityWindow(START, END, END + 1)).toEqual({ valid: false, phase: 'closed', hint: '活动已截稿' });
  });
  it('in between: days until cut-off, or the cut-off time under a day', () => {
    expect(activityWindow(START, END, START)).toEqual({ valid: true, phase: 'open', hint: '距截稿还有19天' });
    expect(activityWindow(START, END, END - DAY + 1)).toEqual({
      valid: true,
      phase: 'open',
      hint: '截稿时间2024-05-21 00:00',
    });
    expect(activityWindow(START, END, END).valid).toBe(true);
  });
  it('treats missing bounds as open', () => {
    expect(activityWindow(null, null, START)).toEqual({ valid: true, phase: 'open', hint: '' });
    expect(activityWindow(undefined, END, 0).phase).toBe('open');
  });

  it('property: valid exactly inside [start, end], hints match the phase', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * DAY }),
        fc.integer({ min: 0, max: 400 * DAY }),
        fc.integer({ min: -100 * DAY, max: 600 * DAY }),
        (startOffset, length, nowOffset) => {
          const start = START + startOffset;
          const end = start + length;
          const now = START + nowOffset;
          const w = activityWindow(new Date(start).toISOString(), new Date(end).toISOString(), now);
          expect(w.valid).toBe(now >= start && now <= end);
          if (now < start) {
            expect(w.phase).toBe('before');
            expect(w.hint).toMatch(
              start - now >= DAY ? /^距活动开始还有\d+天$/ : /^活动将于\d{4}-\d{2}-\d{2} \d{2}:\d{2}开始$/,
            );
            if (start - now >= DAY) expect(w.hint).toBe(`距活动开始还有${Math.floor((start - now) / DAY)}天`);
          } else if (now > end) {
            expect(w).toEqual({ valid: false, phase: 'closed', hint: '活动已截稿' });
          } else {
            expect(w.phase).toBe('open');
            expect(w.hint).toMatch(
              end - now >= DAY ? /^距截稿还有[1-9]\d*天$/ : /^截稿时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
            );
          }
        },
      ),
    );
  });
});

describe('toActivity', () => {
  const record: ActivityRecord = {
    activityId: 'a1',
    title: '＃春日#摄影大赛',
    cover: '/c.jpg',
    state: 'doing',
    likesNum: 1,
    collectNum: 2,
    joinNum: 3,
    hitNum: 4,
    accessScope: 'public',
    activityTags: '人像, 风光,人像',
    imageTags: ['a', ' b '],
    validStart: '2024-05-01T00:00:00.000Z',
    validEnd: '2024-05-20T16:00:00.000Z',
    createTime: '2024-04-01T00:00:00.000Z',
    updateTime: '2024-04-01T00:00:00.000Z',
    createBy: 'u1',
  };
  it('derives valid, hint, tags and texts with an injected clock', () => {
    const a = toActivity(record, '2024-05-10T00:00:00.000Z');
    expect(a.valid).toBe(true);
    expect(a.hint).toBe('距截稿还有10天');
    expect(a.title).toBe('#春日#摄影大赛');
    expect(a.activityTags).toEqual(['人像', '风光']);
    expect(a.imageTags).toEqual(['a', 'b']);
    expect(a.videoTags).toEqual([]);
    expect(a.validStartText).toBe('2024-05-01 08:00');
    expect(toActivity(record, '2024-06-01T00:00:00.000Z').hint).toBe('活动已截稿');
  });
  it('converts enrollments', () => {
    const e = toEnrollment({
      enrollId: 'e1',
      activityId: 'a1',
      title: '作品＃一#',
      cover: '/e.jpg',
      state: 'pass',
      likesNum: 0,
      collectNum: 0,
      hitNum: 0,
      forwardedNum: 0,
      forwardedFlag: 'no',
      thumbs: '1.jpg,2.jpg',
      accessScope: 'public',
      createTime: '2024-05-02T00:00:00.000Z',
      updateTime: '2024-05-02T00:00:00.000Z',
      createBy: 'u2',
    });
    expect(e.thumbs).toEqual(['1.jpg', '2.jpg']);
    expect(e.title).toBe('作品#一#');
    expect(e.createTimeText).toBe('2024-05-02 08:00');
  });
});
