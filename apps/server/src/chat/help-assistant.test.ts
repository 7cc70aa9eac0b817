import { describe, expect, it } from 'vitest';
import { createHelpAssistant } from './help-assistant.js';

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const collected: string[] = [];
  for await (const piece of pieces) collected.push(piece);
  return collected;
}

const input = (signal: AbortSignal) => ({
  userId: 'u',
  sessionId: 's',
  message: 'Should I start Bijan Robinson?',
  history: [],
  signal,
});

describe('createHelpAssistant (the interim assistant)', () => {
  it('says the analyst is not connected yet and names the four kinds of question, in pieces', async () => {
    const pieces = await collect(createHelpAssistant().reply(input(new AbortController().signal)));
    expect(pieces.length).toBeGreaterThan(1);
    const text = pieces.join('');
    expect(text).toMatch(/^The Fantasy AI analyst is being connected to the league's numbers/);
    for (const intent of ['Player analysis', 'Trade advice', 'Lineup help', 'Waiver pickups']) {
      expect(text).toContain(intent);
    }
  });

  it('stops when the socket goes away', async () => {
    const abort = new AbortController();
    abort.abort();
    expect(await collect(createHelpAssistant().reply(input(abort.signal)))).toEqual([]);
  });
});
