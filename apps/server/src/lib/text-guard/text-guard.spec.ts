import { AhoCorasick } from './aho-corasick.js';
import { checkHtml, checkPlain } from './check.js';
import { WatchMatcher, type WatchAction } from './matcher.js';
import { matchKey, normalizeForMatch } from './normalize.js';

function list(...words: [string, WatchAction][]) {
  return new WatchMatcher(words.map(([word, action], i) => ({ id: `w${i}`, word, action })));
}

describe('AhoCorasick', () => {
  it('finds every occurrence of every word, overlapping ones too', () => {
    const ac = new AhoCorasick(['he', 'she', 'his', 'hers']);
    const found = ac.search('ushers').map((m) => `${m.pattern}@${m.start}-${m.end}`);
    expect(found.sort()).toEqual(['0@2-4', '1@1-4', '3@2-6'].sort());
  });

  it('matches a naive search on random texts', () => {
    const words = ['ab', 'abc', 'bca', 'c', 'aaa', '敏感', '感词'];
    const ac = new AhoCorasick(words);
    const alphabet = ['a', 'b', 'c', '敏', '感', '词'];
    for (let round = 0; round < 200; round++) {
      let text = '';
      for (let i = 0; i < 30; i++) text += alphabet[(round * 7 + i * i * 13 + i) % alphabet.length];
      const expected: string[] = [];
      words.forEach((word, index) => {
        for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) expected.push(`${index}@${at}`);
      });
      const got = ac.search(text).map((m) => `${m.pattern}@${m.start}`);
      expect(got.sort()).toEqual(expected.sort());
    }
  });

  it('answers nothing for an empty list', () => {
    expect(new AhoCorasick([]).search('anything')).toEqual([]);
  });
});

describe('normalizeForMatch', () => {
  it('folds full width, case and traditional characters', () => {
    expect(matchKey('ＡＢＣ')).toBe('abc');
    expect(matchKey('敏感詞')).toBe('敏感词');
    expect(matchKey('發財')).toBe('发财');
  });

  it('drops zero-width, bidi and separator characters and keeps the way back to the original', () => {
    const text = '敏\u200b感\u202e.詞';
    const n = normalizeForMatch(text);
    expect(n.text).toBe('敏感词');
    expect([...n.from]).toEqual([0, 2, 5]);
    expect([...n.to]).toEqual([1, 3, 6]);
  });
});

describe('WatchMatcher', () => {
  const matcher = list(['敏感词', 'block'], ['badword', 'hold'], ['替换示例', 'replace'], ['/a+b{2}c/', 'flag']);

  it.each([
    ['敏感词'],
    ['一个敏 感 词'],
    ['敏*感*词'],
    ['敏.感.词'],
    ['敏。感。词'],
    ['敏\u200b感\u200d词'],
    ['\u202e敏感词\u202c'],
    ['敏感詞'],
    ['敏 感-詞'],
    ['ＢａｄＷｏｒｄ'],
    ['b.a.d.w.o.r.d'],
    ['BAD WORD here'],
  ])('catches the evasion form %s', (text) => {
    expect(matcher.scan(text).length).toBeGreaterThan(0);
  });

  it.each([
    ['过敏。我很感动，这个词很好'],
    ['敏锐的感觉，词语'],
    ['敏，今天天气不错，感词'],
    ['敏    感词'],
    ['这是敏。感词'],
    ['badwords are not badword-like? no: abadword'],
  ])('leaves ordinary text with the same characters apart: %s', (text) => {
    const found = matcher.scan(text).filter((m) => m.word === '敏感词');
    expect(found).toEqual([]);
  });

  it('keeps a Latin word inside a longer word out', () => {
    expect(list(['ass', 'block']).scan('a classic passage')).toEqual([]);
    expect(list(['ass', 'block']).scan('an ass here')).toHaveLength(1);
  });

  it('matches a /pattern/ on the normalised text', () => {
    expect(matcher.scan('xx AAAB B C')).toEqual([
      expect.objectContaining({ word: '/a+b{2}c/', action: 'flag', start: 3, end: 11 }),
    ]);
  });

  it('reports positions in the original text', () => {
    const [match] = matcher.scan('前面敏*感*词后面');
    expect(match).toMatchObject({ start: 2, end: 7 });
  });
});

describe('checkPlain and checkHtml', () => {
  const matcher = list(['屏蔽词', 'block'], ['待审示例', 'hold'], ['替换示例', 'replace'], ['标记词', 'flag']);

  it('takes the strongest action', () => {
    expect(checkPlain(matcher, '普通文本').action).toBe('pass');
    expect(checkPlain(matcher, '替换示例').action).toBe('replace');
    expect(checkPlain(matcher, '替换示例 标记词').action).toBe('flag');
    expect(checkPlain(matcher, '标记词 待审示例').action).toBe('hold');
    expect(checkPlain(matcher, '待审示例 屏蔽词').action).toBe('block');
  });

  it('replaces the original characters of a 替换 match, separators included', () => {
    expect(checkPlain(matcher, '这是替.换.示.例！').text).toBe('这是＊＊＊＊＊＊＊！');
    expect(checkPlain(matcher, '替換示例').text).toBe('＊＊＊＊');
  });

  it('matches article text across inline tags and stars only text', () => {
    const result = checkHtml(matcher, '<p>说<b>替换</b>示例&nbsp;好</p>');
    expect(result.action).toBe('replace');
    expect(result.text).toBe('<p>说<b>＊＊</b>＊＊&nbsp;好</p>');
    expect(result.plain).toBe('\n说替换示例 好\n');
  });

  it('does not join words of two paragraphs', () => {
    expect(checkHtml(matcher, '<p>替换</p><p>示例</p>').action).toBe('pass');
  });

  it('does not look inside tags and attributes', () => {
    expect(checkHtml(matcher, '<img alt="屏蔽词" src="/a.png">').action).toBe('pass');
  });
});
