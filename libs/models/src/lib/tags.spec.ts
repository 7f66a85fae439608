import fc from 'fast-check';
import { TAG_ALL, joinTags, parseTags, splitList } from '../index.js';

describe('parseTags', () => {
  it('trims, drops empties and de-duplicates', () => {
    expect(parseTags(' 人像 , 风光,,人像，医院 ,  ')).toEqual(['人像', '风光', '医院']);
    expect(parseTags(['a, b', null, ' a '])).toEqual(['a', 'b']);
    expect(parseTags(null)).toEqual([]);
  });
  it('puts 全部 first once when asked', () => {
    expect(parseTags('风光,全部,人像', { withAll: true })).toEqual(['全部', '风光', '人像']);
    expect(parseTags('', { withAll: true })).toEqual(['全部']);
  });
  it('joins back', () => {
    expect(joinTags([' a', 'b', 'a', ''])).toBe('a,b');
  });

  const piece = fc.string({ unit: fc.constantFrom('a', 'b', '影', ' ', ',', '，') });

  it('property: output is trimmed, non-empty, unique and comes from the input', () => {
    fc.assert(
      fc.property(piece, fc.boolean(), (input, withAll) => {
        const tags = parseTags(input, { withAll });
        expect(new Set(tags).size).toBe(tags.length);
        for (const tag of tags) {
          expect(tag).toBe(tag.trim());
          expect(tag).not.toBe('');
          expect(tag).not.toMatch(/[,，]/);
        }
        const pieces = input
          .split(/[,，]/)
          .map((p) => p.trim())
          .filter(Boolean);
        const expected = [...new Set(pieces)];
        if (withAll) {
          expect(tags[0]).toBe(TAG_ALL);
          expect(tags.slice(1)).toEqual(expected.filter((t) => t !== TAG_ALL));
        } else {
          expect(tags).toEqual(expected);
        }
        expect(parseTags(tags.join(','), { withAll })).toEqual(tags);
      }),
    );
  });

  it('splits list fields without de-duplicating', () => {
    expect(splitList('a.jpg, b.jpg,a.jpg')).toEqual(['a.jpg', 'b.jpg', 'a.jpg']);
    expect(splitList('["x.png","y.png"]')).toEqual(['x.png', 'y.png']);
    expect(splitList(['x', 3, ' '])).toEqual(['x']);
    expect(splitList(undefined)).toEqual([]);
  });
});
