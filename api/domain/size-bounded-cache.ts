// What a process keeps in memory to avoid doing work again (decoded vote snapshots, drawn
// preview pictures), within a budget: entries stay until their total size passes it, and the
// least recently used leave first. Only for work that can always be done again.

export type SizeBoundedCache<Key, Value> = {
  /** The entry, which becomes the most recently used. */
  get(key: Key): Value | undefined;
  /** Keeps `value` under `key` and drops the least recently used past the budget (never this one). */
  set(key: Key, value: Value): Value;
  clear(): void;
};

export function createSizeBoundedCache<Key, Value>(budget: number, sizeOf: (value: Value) => number): SizeBoundedCache<Key, Value> {
  // A Map iterates in insertion order: re-inserting an entry makes it the newest.
  const entries = new Map<Key, Value>();
  let total = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      const previous = entries.get(key);
      if (previous !== undefined) total -= sizeOf(previous);
      entries.delete(key);
      entries.set(key, value);
      total += sizeOf(value);
      for (const [oldestKey, oldest] of entries) {
        if (total <= budget || oldestKey === key) break;
        entries.delete(oldestKey);
        total -= sizeOf(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
      total = 0;
    },
  };
}
