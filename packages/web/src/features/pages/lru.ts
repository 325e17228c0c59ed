/** A least-recently-used map: reading or writing a key makes it the newest; the oldest goes first. */
export type Lru<V> = {
  get: (key: string) => V | undefined;
  has: (key: string) => boolean;
  set: (key: string, value: V) => void;
  delete: (key: string) => void;
  readonly size: number;
  keys: () => string[];
};

export function createLru<V>(capacity: number): Lru<V> {
  // A Map iterates in insertion order, so re-inserting on use keeps the oldest entry first.
  const entries = new Map<string, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    has: (key) => entries.has(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    delete: (key) => void entries.delete(key),
    get size() {
      return entries.size;
    },
    keys: () => [...entries.keys()],
  };
}
