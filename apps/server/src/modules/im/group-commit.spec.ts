import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('starts the first write at once and batches the writes that arrive meanwhile', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 10));
      return items.map((n) => n * 2);
    });
    const results = await Promise.all([1, 2, 3, 4].map((n) => commit.submit(n)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('retries each item of a failed batch alone, so one bad item fails only itself', async () => {
    const commit = new GroupCommit<number, number>(async (items) => {
      if (items.includes(3)) throw new Error('bad item');
      return items;
    });
    const first = commit.submit(1);
    const rest = [2, 3, 4].map((n) =>
      commit.submit(n).then(
        (v) => ({ ok: v }),
        (e: Error) => ({ error: e.message }),
      ),
    );
    await first;
    expect(await Promise.all(rest)).toEqual([{ ok: 2 }, { error: 'bad item' }, { ok: 4 }]);
  });
});
