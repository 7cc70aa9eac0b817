/**
 * A least-recently-used cache bounded by size: each entry has a cost (its bytes), and adding one
 * evicts the least recently read or written entries until the total fits `maxCost` again. An
 * entry costing more than the whole budget is not kept. A Map keeps insertion order, so
 * re-inserting on every read makes its first key the least recently used one.
 */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, cost: number): void;
  delete(key: string): void;
  /** Removes every entry `isStale` says yes to. */
  deleteWhere(isStale: (value: V) => boolean): void;
  clear(): void;
  readonly size: number;
  /** The total cost of the entries held. */
  readonly cost: number;
}

export function createLruCache<V>(maxCost: number): LruCache<V> {
  const entries = new Map<string, { value: V; cost: number }>();
  let totalCost = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    totalCost -= entry.cost;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, cost) {
      remove(key);
      if (cost > maxCost) return;
      entries.set(key, { value, cost });
      totalCost += cost;
      for (const [oldestKey] of entries) {
        if (totalCost <= maxCost) break;
        remove(oldestKey);
      }
    },
    delete: remove,
    deleteWhere(isStale) {
      for (const [key, entry] of entries) if (isStale(entry.value)) remove(key);
    },
    clear() {
      entries.clear();
      totalCost = 0;
    },
    get size() {
      return entries.size;
    },
    get cost() {
      return totalCost;
    },
  };
}
