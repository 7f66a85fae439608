import fc from 'fast-check';
import {
  canLoadMore,
  createListState,
  listOutcome,
  loadFailed,
  loadStateFor,
  loadSucceeded,
  reduceList,
  startLoading,
  type ListState,
} from '../index.js';

describe('list load state', () => {
  it('applies the page-limit rule', () => {
    expect(loadStateFor(0, 0, 9)).toBe('empty');
    expect(loadStateFor(9, 9, 9)).toBe('idle');
    expect(loadStateFor(12, 3, 9)).toBe('finish');
    expect(loadStateFor(18, 0, 9)).toBe('finish');
  });

  it('maps states to outcome classes', () => {
    expect(listOutcome('fail')).toBe('fail');
    expect(listOutcome('empty')).toBe('empty');
    expect(listOutcome('finish')).toBe('finish');
    expect(listOutcome('idle')).toBe('more');
    expect(listOutcome('loading')).toBeNull();
  });

  it('walks a list to the end, fails, retries and reloads', () => {
    let s = createListState<number>(2);
    s = startLoading(s);
    expect(s.state).toBe('loading');
    expect(startLoading(s)).toBe(s);
    s = loadSucceeded(s, [1, 2]);
    expect(s).toMatchObject({ items: [1, 2], state: 'idle', pageNum: 2 });
    s = loadFailed(startLoading(s));
    expect(s).toMatchObject({ items: [1, 2], state: 'fail', pageNum: 2 });
    expect(canLoadMore(s)).toBe(true);
    s = loadSucceeded(startLoading(s), [3]);
    expect(s).toMatchObject({ items: [1, 2, 3], state: 'finish', pageNum: 3 });
    expect(startLoading(s)).toBe(s);
    s = startLoading(s, { reload: true });
    expect(s).toMatchObject({ items: [], state: 'loading', pageNum: 1 });
    s = loadSucceeded(s, null);
    expect(s.state).toBe('empty');
  });

  it('rejects a bad page size', () => {
    expect(() => createListState(0)).toThrow('pageSize must be a positive integer');
  });

  it('property: the machine matches a model of pages', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('start' as const), reload: fc.boolean() }),
      fc.record({ type: fc.constant('success' as const), page: fc.array(fc.nat(), { maxLength: 6 }) }),
      fc.record({ type: fc.constant('failure' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(action, { maxLength: 30 }), (pageSize, actions) => {
        let s: ListState<number> = createListState(pageSize);
        let model: number[] = [];
        for (const a of actions) {
          const before = s;
          // Results only arrive for a load in flight.
          if (a.type !== 'start' && before.state !== 'loading') continue;
          s = reduceList(s, a);
          if (a.type === 'start') {
            if (a.reload) {
              model = [];
              expect(s).toMatchObject({ items: [], pageNum: 1, state: 'loading' });
            } else if (before.state === 'idle' || before.state === 'fail') {
              expect(s.state).toBe('loading');
            } else {
              expect(s).toBe(before);
            }
          } else if (a.type === 'failure') {
            expect(s.state).toBe('fail');
            expect(s.items).toEqual(before.items);
          } else {
            model = [...model, ...a.page];
            const expected = model.length === 0 ? 'empty' : a.page.length < pageSize ? 'finish' : 'idle';
            expect(s.state).toBe(expected);
            expect(s.pageNum).toBe(before.pageNum + (a.page.length ? 1 : 0));
          }
          expect(s.items).toEqual(model);
        }
      }),
    );
  });
});
