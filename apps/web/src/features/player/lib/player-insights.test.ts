import type { PlayerGameLogResponse, PlayerSeasonsResponse } from '@all22/contracts';
import { getFantasyScoring } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { getPlayerInsights } from './player-insights';

type SeasonRow = PlayerSeasonsResponse['seasons'][number];
type GameLogEntry = PlayerGameLogResponse['games'][number];

const section = (values: Record<string, number>) => values;
const seasonRow = (
  season: number,
  passing: Record<string, number>,
  seasonType: SeasonRow['seasonType'] = 'REG',
): SeasonRow => ({
  season,
  seasonType,
  teamId: '1400',
  position: 'QB',
  gamesPlayed: 16,
  gamesDnp: 0,
  fpStd: 250,
  fpHalfPPR: 250,
  fpPPR: 250,
  stats: {
    passing: section(passing),
    rushing: {},
    receiving: {},
    defense: {},
    coverage: {},
    kicking: {},
    punting: {},
    returning: {},
  },
});

const headline = (passYards: number, fpStd: number): GameLogEntry['headline'] => ({
  snaps: 60,
  passAttempts: 30,
  passCompletions: 20,
  passYards,
  passTouchdowns: 2,
  interceptionsThrown: 0,
  rushAttempts: 2,
  rushYards: 5,
  rushTouchdowns: 0,
  targets: 0,
  receptions: 0,
  receivingYards: 0,
  receivingTouchdowns: 0,
  tackles: 0,
  sacks: 0,
  defInterceptions: 0,
  fumblesLost: 0,
  fpStd,
  fpHalfPPR: fpStd,
  fpPPR: fpStd,
});

const game = (
  week: number,
  passYards: number,
  fpStd: number,
  result: GameLogEntry['result'] = 'W',
): GameLogEntry => ({
  gameId: 2019090800 + week,
  week,
  weekSlug: `WEEK_${week}`,
  gameDate: '2019-09-08',
  teamId: '1400',
  opponentTeamId: '2310',
  opponentAbbr: 'KC',
  isHome: week % 2 === 0,
  phase: result === null ? 'INGAME' : 'FINAL',
  teamScore: 24,
  opponentScore: 17,
  result,
  headline: headline(passYards, fpStd),
});

const seasons = [
  seasonRow(2018, {
    yards: 4000,
    attempts: 500,
    completions: 320,
    touchdowns: 25,
    interceptions: 10,
    passerRating: 95,
  }),
  seasonRow(2019, {
    yards: 3000,
    attempts: 400,
    completions: 260,
    touchdowns: 20,
    interceptions: 8,
    passerRating: 92.4,
  }),
  seasonRow(2019, { yards: 600 }, 'POST'),
];

describe('getPlayerInsights', () => {
  const scoring = getFantasyScoring(0);
  const games = [game(1, 250, 20), game(2, 310, 26), game(3, 180, 11), game(4, 400, 30, null)];

  it('compares the season with his best one, naming every season it read', () => {
    const [career] = getPlayerInsights({ season: 2019, seasons, games, group: 'QB', scoring });
    expect(career).toMatchObject({
      title: 'Against his best season',
      text: '3,000 passing yards in 2019, 75% of his best (4,000 in 2018).',
      source: 'Regular-season passing yards: 2018 4,000, 2019 3,000.',
    });
    const [best] = getPlayerInsights({ season: 2018, seasons, games, group: 'QB', scoring });
    expect(best?.title).toBe('Career best');
  });

  it('finds the best finished game and leaves a game under way out', () => {
    const insight = getPlayerInsights({ season: 2019, seasons, games, group: 'QB', scoring }).find(
      (candidate) => candidate.id === 'best-game',
    );
    expect(insight?.text).toBe('Week 2 vs KC: 310 passing yards (W 24-17).');
    expect(insight?.source).toBe('740 passing yards in 3 games, 246.7 a game.');
  });

  it('counts games above his fantasy average and gives the accuracy figures', () => {
    const insights = getPlayerInsights({ season: 2019, seasons, games, group: 'QB', scoring });
    expect(insights.find((insight) => insight.id === 'consistency')?.text).toBe(
      'Above his 19.0-point average in 2 of 3 games (Standard scoring).',
    );
    expect(insights.find((insight) => insight.id === 'efficiency')).toMatchObject({
      text: 'Completed 65.0% of his passes, passer rating 92.4.',
      source: '260 of 400 attempts, 20 TD, 8 INT.',
    });
  });

  it('gives nothing for a season without a regular-season line or a player without a group', () => {
    expect(getPlayerInsights({ season: 2021, seasons, games, group: 'QB', scoring })).toEqual([]);
    expect(getPlayerInsights({ season: 2019, seasons, games, group: null, scoring })).toEqual([]);
  });
});
