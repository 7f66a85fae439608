import { BusinessError, isSuccessCode, toPagedList, unwrapEnvelope } from '../index.js';

describe('unwrapEnvelope', () => {
  it('accepts both success codes', () => {
    expect(isSuccessCode(200)).toBe(true);
    expect(isSuccessCode('0')).toBe(true);
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode('1')).toBe(false);
    expect(isSuccessCode(500)).toBe(false);
    expect(unwrapEnvelope({ code: 200, msg: 'ok', data: { a: 1 } })).toEqual({ data: { a: 1 } });
    expect(unwrapEnvelope({ code: '0', desc: 'ok', rows: [1], total: 1 })).toEqual({
      data: undefined,
      rows: [1],
      total: 1,
    });
  });

  it('prefers desc, then msg, for the business error message', () => {
    expect(() => unwrapEnvelope({ code: '7', desc: '描述', msg: '消息' })).toThrow('描述');
    expect(() => unwrapEnvelope({ code: 7, msg: '消息' })).toThrow(BusinessError);
    expect(() => unwrapEnvelope({ code: 7 })).toThrow('请求失败(7)');
  });
});

describe('toPagedList', () => {
  const page = { pageNum: 2, pageSize: 4 };

  it('keeps the records form and fills missing counters', () => {
    expect(toPagedList({ data: { records: ['a'], total: 9 } }, page)).toEqual({
      records: ['a'],
      total: 9,
      size: 4,
      pages: 3,
      current: 2,
    });
  });

  it('keeps the keyset cursor of an infinite-scroll list, null on its last page', () => {
    const data = { records: ['a'], total: 9, size: 4, pages: 3, current: 1 };
    expect(toPagedList({ data: { ...data, nextCursor: 'k:42' } }, page).nextCursor).toBe('k:42');
    expect(toPagedList({ data: { ...data, nextCursor: null } }, page).nextCursor).toBeNull();
    expect(toPagedList({ data }, page)).not.toHaveProperty('nextCursor');
  });

  it('reads rows/total at the top level or inside data, and bare arrays', () => {
    expect(toPagedList({ data: undefined, rows: ['a', 'b'], total: 10 }, page)).toEqual({
      records: ['a', 'b'],
      total: 10,
      size: 4,
      pages: 3,
      current: 2,
    });
    expect(toPagedList({ data: { rows: ['a'], total: '5' } }, page).total).toBe(5);
    expect(toPagedList({ data: ['x', 'y'] }, page)).toMatchObject({ records: ['x', 'y'], total: 2 });
    expect(toPagedList({ data: null }, page)).toMatchObject({ records: [], total: 0, pages: 0 });
  });
});

describe('both envelope forms of DESIGN §4', () => {
  const page = { pageNum: 1, pageSize: 9 };
  const listOf = (body: unknown) => toPagedList<number>(unwrapEnvelope(body), page);

  it('reads the second form: code 200, msg, data.records/total/pages/size/current', () => {
    expect(
      listOf({ code: 200, msg: '操作成功', data: { records: [1, 2], total: 12, pages: 6, size: 2, current: 3 } }),
    ).toEqual({
      records: [1, 2],
      total: 12,
      pages: 6,
      size: 2,
      current: 3,
    });
  });

  it("reads the first form: code '0', desc, rows/total beside data or data as the list", () => {
    expect(listOf({ code: '0', desc: '成功', rows: [1, 2, 3], total: 30 })).toEqual({
      records: [1, 2, 3],
      total: 30,
      pages: 4,
      size: 9,
      current: 1,
    });
    expect(listOf({ code: '0', desc: '成功', data: [1, 2, 3], total: '30' })).toMatchObject({
      records: [1, 2, 3],
      total: 30,
    });
  });

  it('counts list data that is not a list as zero items', () => {
    expect(listOf({ code: 200, msg: '', data: 'nope' })).toEqual({
      records: [],
      total: 0,
      pages: 0,
      size: 9,
      current: 1,
    });
  });

  it('refuses a failure code of either form with its Chinese text', () => {
    expect(() => unwrapEnvelope({ code: 500, msg: '服务器开小差了' })).toThrow('服务器开小差了');
    expect(() => unwrapEnvelope({ code: '1', desc: '登录已过期' })).toThrow('登录已过期');
  });
});
