import { describe, expect, it } from 'vitest';
import { createBatcherPerOwner, createStatementBatcher } from './create-statement-batcher.js';

/** A statement that doubles numbers, records each batch it ran, and fails on a negative number. */
function createDoubling(maxBatchSize = 100) {
  const batches: number[][] = [];
  let release: (() => void) | null = null;
  const batcher = createStatementBatcher<number, number>({
    async run(items) {
      batches.push([...items]);
      if (release === null && items.includes(0)) await new Promise<void>((resolve) => (release = resolve));
      if (items.some((item) => item < 0)) throw new Error('negative');
      return items.map((item) => item * 2);
    },
    maxBatchSize,
  });
  return { batcher, batches, release: () => release?.() };
}

describe('createStatementBatcher', () => {
  it('runs the items of one turn as one statement and answers each caller with its own result', async () => {
    const { batcher, batches } = createDoubling();
    expect(await Promise.all([1, 2, 3].map((item) => batcher.submit(item)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(await batcher.submit(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('runs one statement at a time: what comes meanwhile waits and goes in the next one', async () => {
    const { batcher, batches, release } = createDoubling();
    const first = batcher.submit(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[0]]);
    const later = [5, 6].map((item) => batcher.submit(item));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[0]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([0, 10, 12]);
    expect(batches).toEqual([[0], [5, 6]]);
  });

  it('retries a failed statement item by item, so only the bad item fails', async () => {
    const { batcher, batches } = createDoubling();
    const results = await Promise.allSettled([7, -1, 8].map((item) => batcher.submit(item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 14 },
      { status: 'rejected', reason: new Error('negative') },
      { status: 'fulfilled', value: 16 },
    ]);
    expect(batches).toEqual([[7, -1, 8], [7], [-1], [8]]);
  });

  it('splits a crowd into statements of at most maxBatchSize items', async () => {
    const { batcher, batches } = createDoubling(2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.submit(item)))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps one batcher per owner: its items run together, apart from another owner’s', async () => {
    const runs: { owner: string; items: number[] }[] = [];
    const submit = createBatcherPerOwner({
      async run(owner: { name: string }, items: readonly number[]) {
        runs.push({ owner: owner.name, items: [...items] });
        return items.map((item) => `${owner.name}${item}`);
      },
      maxBatchSize: 10,
    });
    const [a, b] = [{ name: 'a' }, { name: 'b' }];
    expect(await Promise.all([submit(a, 1), submit(b, 2), submit(a, 3)])).toEqual(['a1', 'b2', 'a3']);
    expect(runs).toEqual([
      { owner: 'a', items: [1, 3] },
      { owner: 'b', items: [2] },
    ]);
  });
});
