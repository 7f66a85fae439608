import { lazyGroup } from './lazy-group.js';

interface Sample {
  list(page: number): Promise<string[]>;
  detail(id: string): Promise<string>;
  mng: { remove(id: string): Promise<void> };
}

function sample(calls: string[]): Sample {
  return {
    list: async (page) => [`page ${page}`],
    detail: (id) => {
      if (!id) throw new Error('Missing path parameter "id"');
      return Promise.resolve(`record ${id}`);
    },
    mng: {
      async remove(id) {
        calls.push(`remove ${id}`);
      },
    },
  };
}

describe('lazyGroup', () => {
  it('loads the group once, on the first call, and passes every call through', async () => {
    const calls: string[] = [];
    let loads = 0;
    const group = lazyGroup(async () => {
      loads += 1;
      return sample(calls);
    });
    expect(loads).toBe(0);
    await expect(group.list(2)).resolves.toEqual(['page 2']);
    await expect(group.detail('7')).resolves.toBe('record 7');
    await group.mng.remove('9');
    expect(calls).toEqual(['remove 9']);
    expect(loads).toBe(1);
  });

  it('gives the same function for a member read twice (stable in hook dependencies)', () => {
    const group = lazyGroup(async () => sample([]));
    expect(group.list).toBe(group.list);
    expect(group.mng.remove).toBe(group.mng.remove);
    expect(group.list).not.toBe(group.detail);
  });

  it('rejects where the group would throw, and with a clear error for a member it does not have', async () => {
    const group = lazyGroup(async () => sample([]));
    await expect(group.detail('')).rejects.toThrow('Missing path parameter "id"');
    await expect((group as unknown as { nothing(): Promise<void> }).nothing()).rejects.toThrow(
      'nothing is not an endpoint of this group',
    );
  });

  it('is not a thenable, so awaiting a group gives the group', async () => {
    const group = lazyGroup(async () => sample([]));
    expect(await group).toBe(group);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const group = lazyGroup(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed to load');
      return sample([]);
    });
    await expect(group.list(1)).rejects.toThrow('chunk failed to load');
    await expect(group.list(1)).resolves.toEqual(['page 1']);
  });
});
