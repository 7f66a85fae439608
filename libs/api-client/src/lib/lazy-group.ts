/** An endpoint group whose members are all calls returning promises, or groups of such calls (`circle.mng`). */
export type AsyncGroup<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown>
    ? T[K]
    : T[K] extends (...args: never[]) => unknown
      ? never
      : AsyncGroup<T[K]>;
};

/**
 * An endpoint group whose code loads on its first call: `group.list(params)` loads the group's module, builds the
 * group and calls its `list`. Every member of a group returns a promise, so a caller cannot tell the difference,
 * except that a bad argument (a missing path parameter) rejects instead of throwing. A member read twice is the same
 * function both times, so it can sit in a hook's dependency list.
 */
export function lazyGroup<T extends AsyncGroup<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  const group = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (network) may succeed on the next call.
      loading = undefined;
      throw error;
    }));
  const members = new Map<string, unknown>();

  function member(path: readonly string[]): unknown {
    const key = path.join('.');
    let found = members.get(key);
    if (found) return found;
    found = new Proxy(
      function lazyMember() {
        // Never called: the proxy's traps answer every call and read (a function target makes it callable).
      },
      {
        get(_target, name) {
          // Not a thenable (`await client.content` gives the group back) and no symbol members.
          if (typeof name !== 'string' || name === 'then') return undefined;
          return member([...path, name]);
        },
        apply(_target, _this, args: unknown[]) {
          return group().then((loaded) => {
            let owner: unknown = undefined;
            let value: unknown = loaded;
            for (const name of path) {
              owner = value;
              value = (value as Record<string, unknown>)[name];
            }
            if (typeof value !== 'function') throw new TypeError(`${key} is not an endpoint of this group`);
            return (value as (...a: unknown[]) => unknown).apply(owner, args);
          });
        },
      },
    );
    members.set(key, found);
    return found;
  }

  return new Proxy({} as T, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return member([name]);
    },
  });
}
