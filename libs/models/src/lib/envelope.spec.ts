import { isSuccessEnvelope, normalizeList } from '../index.js';

describe('normalizeList', () => {
  it('reads the records form', () => {
    expect(normalizeList({ records: [1, 2], total: 12, pages: 6, size: 2, current: 3 })).toEqual({
      records: [1, 2],
      total: 12,
      pages: 6,
      size: 2,
      current: 3,
    });
  });
  it('reads the rows form with the paging asked for', () => {
    expect(normalizeList({ rows: ['a', 'b'], total: 19 }, { pageNum: 2, pageSize: 9 })).toEqual({
      records: ['a', 'b'],
      total: 19,
      pages: 3,
      size: 9,
      current: 2,
    });
  });
  it('reads envelopes, bare arrays and legacy data arrays', () => {
    expect(normalizeList({ code: 200, msg: '', data: { records: [1], total: 1, pages: 1, size: 9, current: 1 } }).records).toEqual([1]);
    expect(normalizeList({ code: '0', desc: '', data: [1, 2, 3], total: 30 }, { pageSize: 3 })).toMatchObject({
      records: [1, 2, 3],
      total: 30,
      pages: 10,
    });
    expect(normalizeList([1, 2])).toMatchObject({ records: [1, 2], total: 2, pages: 1, current: 1 });
  });
  it('counts anything else as zero items', () => {
    expect(normalizeList(null)).toEqual({ records: [], total: 0, pages: 0, size: 0, current: 1 });
    expect(normalizeList({ records: 'x', total: 'y' }).records).toEqual([]);
    expect(normalizeList('nope').total).toBe(0);
  });
  it('recognises success in both envelope forms', () => {
    expect(isSuccessEnvelope({ code: 200 })).toBe(true);
    expect(isSuccessEnvelope({ code: '0' })).toBe(true);
    expect(isSuccessEnvelope({ code: 500 })).toBe(false);
    expect(isSuccessEnvelope(null)).toBe(false);
  });
});
