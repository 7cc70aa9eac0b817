import { describe, expect, it } from 'vitest';
import { asGameId, asNflId, asTeamId } from '../ids.js';
import type { SeasonType } from '../weeks/index.js';
import { findSeasonHighs, type PlayerSeasonLine } from './find-season-highs.js';
import type { TeamGameResult } from './fun-fact-input.js';

const TEAM = asTeamId('0100');
const OTHER = { teamId: asTeamId('0200'), abbr: 'OTH', fullName: 'Other Team' };

const line = (
  nflId: number,
  week: number,
  passYards: number,
  seasonType: SeasonType = 'REG',
  season = 2024,
): PlayerSeasonLine => ({
  nflId: asNflId(nflId),
  gameId: asGameId(week),
  season,
  seasonType,
  week,
  weekSlug: `WEEK_${week}`,
  teamId: TEAM,
  opponentAbbr: 'OTH',
  isHome: true,
  figures: {
    passYards,
    passTouchdowns: 0,
    rushYards: 0,
    rushTouchdowns: 0,
    receptions: 0,
    receivingYards: 0,
    receivingTouchdowns: 0,
    sacks: 0,
  },
});

const result = (week: number, teamScore: number): TeamGameResult => ({
  gameId: asGameId(100 + week),
  season: 2024,
  seasonType: 'REG',
  week,
  weekSlug: `WEEK_${week}`,
  teamId: TEAM,
  opponent: OTHER,
  isHome: false,
  teamScore,
  opponentScore: 0,
});

const WEEK_6 = { season: 2024, seasonType: 'REG' as const, week: 6 };

describe('findSeasonHighs', () => {
  it('takes the highest figure of this regular season before the week, with every game that reached it', () => {
    const lines = [
      line(1, 1, 300),
      line(2, 2, 350),
      line(3, 3, 350),
      line(4, 6, 500),
      line(5, 3, 600, 'REG', 2023),
    ];
    const highs = findSeasonHighs(WEEK_6, lines, [result(1, 31), result(2, 45), result(7, 60)]);
    expect(
      highs.map((high) => [
        high.stat,
        high.value,
        high.holders.map((holder) => holder.nflId ?? holder.game.gameId),
      ]),
    ).toEqual([
      ['passYards', 350, [2, 3]],
      ['points', 45, [102]],
    ]);
  });
  it('skips figures nobody has, and the preseason', () => {
    expect(findSeasonHighs(WEEK_6, [line(1, 1, 0)], [])).toEqual([]);
    expect(findSeasonHighs({ season: 2024, seasonType: 'PRE', week: 2 }, [line(1, 1, 300)], [])).toEqual([]);
  });
  it('counts the whole regular season in the playoffs, not the playoffs', () => {
    const lines = [line(1, 18, 400), line(2, 1, 500, 'POST')];
    const highs = findSeasonHighs({ season: 2024, seasonType: 'POST', week: 2 }, lines, []);
    expect(highs).toMatchObject([{ stat: 'passYards', value: 400 }]);
  });
});
