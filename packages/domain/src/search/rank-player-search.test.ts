import { describe, it, expect } from 'vitest';
import {
  getPlayerMatchQuality,
  rankPlayerSearchResults,
  type PlayerSearchCandidate,
} from './rank-player-search.js';

type P = PlayerSearchCandidate & { readonly id: string };
const player = (id: string, displayName: string, prominence = 0, extra: Partial<P> = {}): P => ({
  id,
  displayName,
  prominence,
  ...extra,
});
const ids = (players: readonly P[]) => players.map((p) => p.id);

describe('getPlayerMatchQuality', () => {
  const allen = player('a', 'Josh Allen');
  it.each([
    ['josh allen', 'exact-full-name'],
    ['JOSH ALLEN', 'exact-full-name'],
    ['allen', 'exact-last-name'],
    ['josh al', 'full-name-prefix'],
    ['all', 'last-name-prefix'],
    ['jos', 'full-name-prefix'],
    ['osh', 'contains'],
    ['llen', 'contains'],
    ['smith', null],
    ['', null],
  ])('%j → %s', (term, expected) => {
    expect(getPlayerMatchQuality(term, allen)).toBe(expected);
  });
  it('matches a middle word by prefix', () => {
    expect(getPlayerMatchQuality('st b', player('x', 'Amon-Ra St. Brown'))).toBe('word-prefix');
    expect(getPlayerMatchQuality('ra', player('x', 'Amon-Ra St. Brown'))).toBe('word-prefix');
  });
  it('ignores accents and punctuation on either side', () => {
    expect(getPlayerMatchQuality('Zoe', player('x', 'Zoë Smith'))).toBe('full-name-prefix');
    expect(getPlayerMatchQuality('dandre', player('x', "D'Andre Swift"))).toBe('full-name-prefix');
    expect(getPlayerMatchQuality("d'andre swift", player('x', 'DAndre Swift'))).toBe('exact-full-name');
  });
  it('ranks a first-name prefix when the display name is a nickname', () => {
    const brown = player('x', 'Hollywood Brown', 0, { firstName: 'Marquise', lastName: 'Brown' });
    expect(getPlayerMatchQuality('marq', brown)).toBe('first-name-prefix');
    expect(getPlayerMatchQuality('holly', brown)).toBe('full-name-prefix');
  });
  it('falls back to first and last name when there is no display name', () => {
    expect(getPlayerMatchQuality('kelce', { firstName: 'Travis', lastName: 'Kelce', prominence: 0 })).toBe(
      'exact-last-name',
    );
    expect(
      getPlayerMatchQuality('travis kelce', {
        displayName: null,
        firstName: 'Travis',
        lastName: 'Kelce',
        prominence: 0,
      }),
    ).toBe('exact-full-name');
  });
  it('uses the given last name over the last word of the display name', () => {
    expect(
      getPlayerMatchQuality('st brown', player('x', 'Amon-Ra St. Brown', 0, { lastName: 'St. Brown' })),
    ).toBe('exact-last-name');
  });
  it('never matches a player without any name', () => {
    expect(getPlayerMatchQuality('abc', { prominence: 1 })).toBeNull();
  });
});

describe('rankPlayerSearchResults', () => {
  it('orders by match quality before prominence', () => {
    const players = [
      player('contains', 'Mallen Jones', 100),
      player('word', 'Josh Allen-Smith Jr', 90),
      player('fullPrefix2', 'Allen Robinson', 75),
      player('first', 'Hollywood Robinson', 80, { firstName: 'Allenby' }),
      player('lastPrefix', 'Keenan Allenby', 70),
      player('fullPrefix', 'Allen Lazard Jr', 60),
      player('exactLast', 'Josh Allen', 50),
      player('exactFull', 'Allen', 1),
    ];
    expect(ids(rankPlayerSearchResults('allen', players))).toEqual([
      'exactFull',
      'exactLast',
      'fullPrefix2',
      'fullPrefix',
      'lastPrefix',
      'first',
      'word',
      'contains',
    ]);
  });
  it('orders by prominence within a tier, then by name, then input order', () => {
    const players = [
      player('low', 'Mike Williams', 10),
      player('high', 'Mike Evans', 99),
      player('z', 'Mike Zed', 50),
      player('b', 'Mike Bee', 50),
      player('b2', 'Mike Bee', 50),
    ];
    expect(ids(rankPlayerSearchResults('mike', players))).toEqual(['high', 'b', 'b2', 'z', 'low']);
  });
  it('puts a NaN prominence last in its tier', () => {
    const players = [player('nan', 'Mike A', Number.NaN), player('neg', 'Mike B', -5)];
    expect(ids(rankPlayerSearchResults('mike', players))).toEqual(['neg', 'nan']);
  });
  it('handles infinite prominence without NaN comparisons', () => {
    const players = [
      player('a', 'Mike B', Infinity),
      player('b', 'Mike A', Infinity),
      player('c', 'Mike C', 1),
    ];
    expect(ids(rankPlayerSearchResults('mike', players))).toEqual(['b', 'a', 'c']);
  });
  it('leaves out retired players and non-matches', () => {
    const players = [
      player('ret', 'Tom Brady', 100, { status: 'RET' }),
      player('act', 'Tom Bradley', 1, { status: 'ACT' }),
      player('no', 'Joe Burrow', 50),
    ];
    expect(ids(rankPlayerSearchResults('brad', players))).toEqual(['act']);
  });
  it('returns at most 20, keeping the best', () => {
    const players = Array.from({ length: 30 }, (_, i) => player(`p${i}`, `Smith ${i}`, i));
    const result = rankPlayerSearchResults('smith', players);
    expect(result).toHaveLength(20);
    expect(result[0]?.id).toBe('p29');
    expect(result[19]?.id).toBe('p10');
  });
  it('honours a smaller limit and treats a non-positive one as none', () => {
    const players = [player('a', 'Mike A', 2), player('b', 'Mike B', 1)];
    expect(ids(rankPlayerSearchResults('mike', players, 1))).toEqual(['a']);
    expect(rankPlayerSearchResults('mike', players, 0)).toEqual([]);
  });
  it('returns nothing for a term under 3 characters or an empty list', () => {
    expect(rankPlayerSearchResults('mi', [player('a', 'Mike A')])).toEqual([]);
    expect(rankPlayerSearchResults('  mi  ', [player('a', 'Mike A')])).toEqual([]);
    expect(rankPlayerSearchResults('...', [player('a', 'Mike A')])).toEqual([]);
    expect(rankPlayerSearchResults('mike', [])).toEqual([]);
  });
  it('does not reorder or mutate the input array', () => {
    const players = [player('b', 'Mike B', 1), player('a', 'Mike A', 2)];
    rankPlayerSearchResults('mike', players);
    expect(ids(players)).toEqual(['b', 'a']);
  });
});
