import { describe, expect, it } from 'vitest';
import { findDiscussedPlayers } from './find-discussed-players.js';

describe('findDiscussedPlayers', () => {
  it("reads the players of the last answer that linked any, the verdict's player first", () => {
    const history = [
      { role: 'user', content: 'Compare A and B' },
      {
        role: 'assistant',
        content:
          'Verdict: [Ann Bee](/players/player/12) … [Cy Dee](/players/player/34) … [Ann Bee](/players/player/12)',
      },
      { role: 'user', content: 'Should I start him?' },
      { role: 'assistant', content: 'Tell me the players you are choosing between.' },
    ];
    expect(findDiscussedPlayers(history)).toEqual([
      { nflId: 12, name: 'Ann Bee' },
      { nflId: 34, name: 'Cy Dee' },
    ]);
  });

  it('ignores links in user messages and film links, and finds none in a new conversation', () => {
    expect(findDiscussedPlayers([{ role: 'user', content: '[X](/players/player/1)' }])).toEqual([]);
    expect(
      findDiscussedPlayers([{ role: 'assistant', content: '[film](/film/plays?season=2024&targetId=5)' }]),
    ).toEqual([]);
    expect(findDiscussedPlayers([])).toEqual([]);
  });
});
