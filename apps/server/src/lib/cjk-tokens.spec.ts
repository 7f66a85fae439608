import { documentTokens, fts5Query, highlight, PUBLIC_MARKER, queryTerms, RUN_SEPARATOR, tsQuery } from './cjk-tokens';

describe('CJK search tokens', () => {
  it('indexes bigrams per run, then unigrams and lower-case words', () => {
    expect(documentTokens('手术室 CT室')).toBe(`手术 术室 ${RUN_SEPARATOR} 手 术 室 ct`);
    expect(documentTokens('灯', true)).toBe(`${RUN_SEPARATOR} 灯 ${PUBLIC_MARKER}`);
    expect(documentTokens('夜班，护士站')).toBe(`夜班 ${RUN_SEPARATOR} 护士 士站 ${RUN_SEPARATOR} 夜 班 护 士 站`);
  });

  it('asks for a unigram, a bigram, or the phrase of bigrams', () => {
    expect(queryTerms('医')).toEqual([{ kind: 'word', word: '医', prefix: false }]);
    expect(queryTerms('手术')).toEqual([{ kind: 'word', word: '手术', prefix: false }]);
    expect(queryTerms('手术室')).toEqual([{ kind: 'phrase', words: ['手术', '术室'] }]);
    expect(queryTerms('CT 灯')).toEqual([
      { kind: 'word', word: 'ct', prefix: true },
      { kind: 'word', word: '灯', prefix: false },
    ]);
    expect(queryTerms('"*:()')).toEqual([]);
    expect(fts5Query(queryTerms('手术室 ct'))).toBe('"手术 术室" AND "ct"*');
    expect(tsQuery(queryTerms('手术室 ct'))).toBe('(手术 <-> 术室) & ct:*');
  });

  it('highlights every occurrence of each query piece', () => {
    expect(highlight('手术室里的无影灯，手术', '手术')).toEqual([
      { text: '手术', match: true },
      { text: '室里的无影灯，', match: false },
      { text: '手术', match: true },
    ]);
    expect(highlight('CT Room', 'ct')).toEqual([
      { text: 'CT', match: true },
      { text: ' Room', match: false },
    ]);
  });
});
