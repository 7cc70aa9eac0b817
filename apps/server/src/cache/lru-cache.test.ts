import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.js';

describe('createLruCache', () => {
  it('keeps entries until their total cost passes the budget, evicting the least recently used', () => {
    const cache = createLruCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C', 4); // 12 > 10: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
    expect(cache.cost).toBe(8);
  });

  it('replaces an entry under the same key and counts only its new cost', () => {
    const cache = createLruCache<number>(10);
    cache.set('a', 1, 6);
    cache.set('a', 2, 3);
    expect(cache.get('a')).toBe(2);
    expect(cache.cost).toBe(3);
  });

  it('does not keep an entry larger than the whole budget, nor evict others for it', () => {
    const cache = createLruCache<number>(10);
    cache.set('small', 1, 5);
    cache.set('huge', 2, 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe(1);
    expect(cache.cost).toBe(5);
  });

  it('deletes single entries, the ones a predicate picks, or all', () => {
    const cache = createLruCache<number>(100);
    for (let n = 1; n <= 6; n += 1) cache.set(`k${n}`, n, 1);
    cache.delete('k1');
    cache.deleteWhere((value) => value % 2 === 0);
    expect([...['k1', 'k2', 'k3', 'k4', 'k5', 'k6']].map((key) => cache.get(key))).toEqual([
      undefined,
      undefined,
      3,
      undefined,
      5,
      undefined,
    ]);
    expect(cache.cost).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.cost).toBe(0);
  });
});
