import { asGameId, type FilmFilters, type NflId, type TeamId } from '@all22/domain';
import { makePlayRecord } from '@all22/domain/testing';
import { describe, expect, it } from 'vitest';
import { FilmIndex } from './film-index.js';
import type { IndexedPlayRow } from './indexed-play-columns.js';
import { parseTextArray } from './packed-play-row.js';

const ids = (...values: number[]) => values as NflId[];

/** A play with every flag off and no players but its two lines. */
const play = (gameId: number, sequence: number, overrides: Partial<IndexedPlayRow> = {}): IndexedPlayRow => ({
  ...makePlayRecord({
    gameId: asGameId(gameId),
    playId: sequence * 10,
    sequence,
    occurredAt: '2024-09-08T17:00:00Z',
    possessionTeamId: '0100' as TeamId,
    defenseTeamId: '0200' as TeamId,
    down: 1,
    offensePlayerIds: ids(1, 2),
    defensePlayerIds: ids(11, 12),
  }),
  alignments: [],
  ...overrides,
});

const search = (index: FilmIndex, filters: FilmFilters, offset = 0, limit = 50) => {
  const { keys, total } = index.search({ filters, offset, limit });
  return { keys: keys.map((key) => `${key.gameId}-${key.playId}`), total };
};

describe('the film index', () => {
  it('orders newest game first, each game by sequence, also for plays added later', () => {
    const index = new FilmIndex();
    index.addPlays([play(2024090800, 1), play(2024090800, 2), play(2024091500, 1)]);
    // A live game's next plays, a play it already holds, and a game between the two.
    index.addPlays([play(2024090800, 3), play(2024090800, 2), play(2024091000, 1)]);
    expect(search(index, {})).toEqual({
      keys: ['2024091500-10', '2024091000-10', '2024090800-10', '2024090800-20', '2024090800-30'],
      total: 5,
    });
    expect(search(index, {}, 2, 2).keys).toEqual(['2024090800-10', '2024090800-20']);
    expect(index.maxSequenceOf(2024090800)).toBe(3);
  });

  it("pages through a search's kept matches, and finds plays added after it", () => {
    const index = new FilmIndex();
    const deep = { airYardType: 'DEEP' } as const;
    index.addPlays(
      [2024090800, 2024091500].flatMap((gameId) =>
        [1, 2, 3, 4].map((sequence) => play(gameId, sequence, sequence % 2 === 0 ? deep : {})),
      ),
    );
    const pages = [0, 1, 2, 3].map((offset) => search(index, deep, offset, 1));
    expect(pages.map((page) => page.keys[0])).toEqual([
      '2024091500-20',
      '2024091500-40',
      '2024090800-20',
      '2024090800-40',
    ]);
    expect(pages.every((page) => page.total === 4)).toBe(true);
    expect(search(index, deep, 4, 1)).toEqual({ keys: [], total: 4 });
    // A live game's next deep pass, and a new game between the two: the kept matches are dropped.
    index.addPlays([play(2024090800, 6, deep), play(2024091000, 1, deep)]);
    expect(search(index, deep, 0, 10)).toEqual({
      keys: [
        '2024091500-20',
        '2024091500-40',
        '2024091000-10',
        '2024090800-20',
        '2024090800-40',
        '2024090800-60',
      ],
      total: 6,
    });
  });

  it('reads false as "does not hold", unknown values as matching nothing', () => {
    const index = new FilmIndex();
    index.addPlays([
      play(2024090800, 1, { target: true, nearestDefenderId: 11 as NflId }),
      play(2024090800, 2, { target: true }),
      play(2024090800, 3, { airYardType: 'DEEP' }),
    ]);
    expect(search(index, { targetNearestDefender: true }).total).toBe(1);
    expect(search(index, { targetNearestDefender: false }).total).toBe(2);
    expect(search(index, { airYardType: 'DEEP' }).total).toBe(1);
    expect(search(index, { airYardType: 'SHORT' }).total).toBe(0);
    expect(search(index, { passerId: 99 as NflId }).total).toBe(0);
    expect(search(index, { passPlay: true, touchdown: true }).total).toBe(0);
  });

  it("answers a defender's flags about him, and the play's without defenderId", () => {
    const index = new FilmIndex();
    index.addPlays([
      play(2024090800, 1, { tackles: 1, tacklerIds: ids(11), alignments: ['11:CB', '1:WIDE'] }),
      play(2024090800, 2, { tackles: 1, tacklerIds: ids(12) }),
      // Named by a narrower array only: still found, though not "on defense".
      play(2024090800, 3, { sackerIds: ids(13), defSack: true }),
    ]);
    expect(search(index, { tackles: true }).total).toBe(2);
    expect(search(index, { defenderId: 11 as NflId, tackles: true }).total).toBe(1);
    expect(search(index, { defenderId: 11 as NflId, tackles: false }).total).toBe(2);
    expect(search(index, { defenderId: 11 as NflId, def_alignment: 'CB' }).total).toBe(1);
    expect(search(index, { def_sack: true }).total).toBe(1);
    expect(search(index, { defenderId: 13 as NflId, def_sack: true }).total).toBe(0);
    expect(search(index, { nflId: 1 as NflId }).total).toBe(3);
  });

  it('nests max speed as its names read, NaN counting as the fastest', () => {
    const index = new FilmIndex();
    index.addPlays([
      play(2024090800, 1, { maxSpeed: 14.99 }),
      play(2024090800, 2, { maxSpeed: 15 }),
      play(2024090800, 3, { maxSpeed: 21 }),
      play(2024090800, 4, { maxSpeed: Number.NaN }),
      play(2024090800, 5),
    ]);
    expect(search(index, { maxSpeedType: 'LESS_THAN_15' }).total).toBe(1);
    expect(search(index, { maxSpeedType: 'OVER_15' }).total).toBe(3);
    expect(search(index, { maxSpeedType: 'OVER_20' }).total).toBe(2);
  });
});

describe('parseTextArray', () => {
  it("reads PostgreSQL's text of a text array, quoted elements and NULL included", () => {
    expect(parseTextArray('{}')).toEqual([]);
    expect(parseTextArray('{52330:WIDE,1:CB}')).toEqual(['52330:WIDE', '1:CB']);
    expect(parseTextArray('{"a b","c,d","e\\"f",NULL,"NULL"}')).toEqual(['a b', 'c,d', 'e"f', 'NULL']);
  });
});
