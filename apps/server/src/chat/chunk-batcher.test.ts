import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createChunkBatcher } from './chunk-batcher.js';

describe('createChunkBatcher', () => {
  it('sends the pieces of one turn as one chunk, and later pieces as their own', async () => {
    const sent: string[] = [];
    const batcher = createChunkBatcher((data) => sent.push(data));
    batcher.add('**Verdict.**');
    batcher.add('\n\n- reason');
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual(['**Verdict.**\n\n- reason']);
    batcher.add(' token');
    await nextTurn();
    batcher.add(' by token');
    await nextTurn();
    expect(sent).toEqual(['**Verdict.**\n\n- reason', ' token', ' by token']);
  });

  it('flushes at once before complete, and never sends twice or after a discard', async () => {
    const sent: string[] = [];
    const batcher = createChunkBatcher((data) => sent.push(data));
    batcher.add('a');
    batcher.flush();
    expect(sent).toEqual(['a']);
    batcher.add('b');
    batcher.discard();
    await nextTurn();
    batcher.flush();
    expect(sent).toEqual(['a']);
  });
});
