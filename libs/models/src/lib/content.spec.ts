import fc from 'fast-check';
import {
  ContentType,
  contentToGalleryItem,
  joinTitle,
  normalizeTitle,
  splitTitle,
  toContent,
  type ContentRecord,
} from '../index.js';

function record(overrides: Partial<ContentRecord> = {}): ContentRecord {
  return {
    contentId: 'c1',
    title: '春天的＃樱花＃与#医院#日常',
    cover: '/files/c1.jpg',
    type: ContentType.image,
    state: 'publish',
    likesNum: 3,
    collectNum: 2,
    commentNum: 1,
    hitNum: 40,
    forwardedNum: 5,
    forwardedFlag: 'no',
    accessScope: 'public',
    createTime: '2024-03-01T02:00:00.000Z',
    updateTime: '2024-03-01T02:00:00.000Z',
    createBy: 'u1',
    creator: { userId: 'u1', username: '小林', avatar: '/a.png' },
    ...overrides,
  };
}

describe('toContent', () => {
  it('normalises full-width ＃ and splits topics', () => {
    const c = toContent(record(), '2024-03-01T02:05:00.000Z');
    expect(c.title).toBe('春天的#樱花#与#医院#日常');
    expect(c.titleSegments).toEqual([
      { text: '春天的', topic: false },
      { text: '樱花', topic: true },
      { text: '与', topic: false },
      { text: '医院', topic: true },
      { text: '日常', topic: false },
    ]);
    expect(c.topics).toEqual(['樱花', '医院']);
    expect(c.createTimeText).toBe('2024-03-01 10:00');
    expect(c.timeAgo).toBe('5分钟前');
    expect(c.forwarded).toBe(false);
    expect(c.parent).toBeNull();
    expect(c.parentLikesNum).toBe(0);
  });

  it('gives a forward its source counters', () => {
    const source = record({
      contentId: 'src',
      likesNum: 11,
      forwardedNum: 12,
      commentNum: 13,
      collectNum: 14,
      hitNum: 15,
    });
    const c = toContent(
      record({ contentId: 'fw', parentId: 'src', forwardedFlag: 'yes', cover: '', parent: source, title: '转发' }),
    );
    expect(c.forwarded).toBe(true);
    expect(c.parent?.contentId).toBe('src');
    expect([c.parentLikesNum, c.parentForwardedNum, c.parentCommentNum, c.parentCollectNum, c.parentHitNum]).toEqual([
      11, 12, 13, 14, 15,
    ]);
    // A forward tile carries no picture of its own: the source is an embedded card.
    const tile = contentToGalleryItem(c);
    expect(tile.cover).toBe('');
    expect(tile.forward?.source).toMatchObject({ id: 'src', cover: '/files/c1.jpg', author: { userId: 'u1' } });
  });

  it('shows a forward whose source the viewer may not see as 原作品已不可见 (no source)', () => {
    const c = toContent(record({ contentId: 'fw', parentId: 'src', forwardedFlag: 'yes', cover: '', parent: null }));
    const tile = contentToGalleryItem(c);
    expect(tile.forward).toEqual({ source: null });
    expect(tile.cover).toBe('');
    // A forward whose source was deleted has lost its reference but is still a forward.
    const orphan = toContent(record({ contentId: 'fw2', parentId: null, forwardedFlag: 'yes', cover: '' }));
    expect(contentToGalleryItem(orphan).forward).toEqual({ source: null });
  });

  it('keeps unmatched # as plain text', () => {
    expect(splitTitle('a#b')).toEqual([{ text: 'a#b', topic: false }]);
    expect(splitTitle('#a#b#')).toEqual([
      { text: 'a', topic: true },
      { text: 'b#', topic: false },
    ]);
    expect(splitTitle('##')).toEqual([{ text: '##', topic: false }]);
    expect(splitTitle('')).toEqual([]);
    expect(splitTitle(null)).toEqual([]);
  });

  it('maps content to a gallery tile', () => {
    const c = toContent(record({ talkTopic: '春日摄影', width: 800, height: 600 }));
    expect(contentToGalleryItem(c)).toEqual({
      id: 'c1',
      cover: '/files/c1.jpg',
      title: '春天的#樱花#与#医院#日常',
      user: { userId: 'u1', username: '小林', avatar: '/a.png' },
      forwardedNum: 5,
      likesNum: 3,
      type: 'image',
      tags: ['樱花', '医院'],
      activityTag: '春日摄影',
      width: 800,
      height: 600,
    });
  });
});

describe('title properties', () => {
  const titleChars = fc.string({ unit: fc.constantFrom('a', '话', '题', ' ', '#', '＃', 'x') });

  it('normalising leaves no full-width ＃ and is idempotent', () => {
    fc.assert(
      fc.property(titleChars, (t) => {
        const n = normalizeTitle(t);
        expect(n).not.toContain('＃');
        expect(normalizeTitle(n)).toBe(n);
        expect(n.length).toBe(t.length);
      }),
    );
  });

  it('segments join back to the normalised title', () => {
    fc.assert(
      fc.property(titleChars, (t) => {
        const segments = splitTitle(t);
        expect(joinTitle(segments)).toBe(normalizeTitle(t));
        for (const s of segments) {
          expect(s.text.length).toBeGreaterThan(0);
          if (s.topic) expect(s.text).not.toContain('#');
        }
        for (let i = 1; i < segments.length; i++) {
          expect(segments[i].topic || segments[i - 1].topic).toBe(true);
        }
      }),
    );
  });

  it('every #word# written into a title comes back as a topic', () => {
    const word = fc.string({ unit: fc.constantFrom('a', '话', '题', ' '), minLength: 1 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ unit: fc.constantFrom('p', '文') }), word)), (parts) => {
        const title = parts.map(([plain, topic]) => `${plain}＃${topic}#`).join('');
        const topics = splitTitle(title)
          .filter((s) => s.topic)
          .map((s) => s.text);
        expect(topics).toEqual(parts.map(([, topic]) => topic));
      }),
    );
  });
});
