/** The part of the Web Storage API the session uses; `localStorage` fits, so does `createMemoryStorage()`. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory: for Node, tests, and browsers where `localStorage` is blocked. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly size: number } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    get size() {
      return items.size;
    },
  };
}
