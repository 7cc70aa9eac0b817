import type { FunFactResponse, FunFactsResponse, GtgGame, GtgResponse, WeekResponse } from '@all22/contracts';
import { GUIDE_TEAM_FIGURE_KEYS } from '@all22/domain';
import { teams, upcomingGame, finalGame } from '../../../testing/schedule-fixtures';

/** Test data of the Game Time Guide's calls, shaped by the contracts. */

const figures = (value: number | null, rank: number | null) =>
  Object.fromEntries(
    GUIDE_TEAM_FIGURE_KEYS.map((key) => [key, { value, rank }]),
  ) as GtgGame['home']['figures'];

const guideTeam = (
  team: { teamId: string; abbr: string; fullName: string },
  overrides: Partial<GtgGame['home']> = {},
) => ({
  teamId: team.teamId,
  abbr: team.abbr,
  fullName: team.fullName,
  games: 5,
  record: { wins: 4, losses: 1, ties: 0 },
  standing: { divisionName: 'NFC West', divisionRank: 2, conferenceAbbr: 'NFC', seed: 6, streak: 'W2' },
  figures: figures(24.4, 7),
  playersToWatch: [],
  injuries: [],
  ...overrides,
});

export const guideGame: GtgGame = {
  game: upcomingGame,
  visitor: guideTeam(teams.ari, {
    playersToWatch: [
      {
        nflId: 101,
        displayName: 'Damon Wenastead',
        position: 'QB',
        jerseyNumber: 9,
        headshot: null,
        gamesPlayed: 5,
        figures: [
          { label: 'Fantasy pts/g (half PPR)', value: '21.4' },
          { label: 'Pass yds/g', value: '251.0' },
        ],
      },
    ],
    injuries: [
      {
        injuryStatus: 'OUT',
        bodyPart: 'Knee',
        practiceStatus: 'DNP',
        person: {
          id: 102,
          smartId: '00000000-0000-4000-8000-000000000102',
          displayName: 'Max Hedvergate',
          firstName: 'Max',
          lastName: 'Hedvergate',
          position: 'WR',
          jerseyNumber: 11,
          headshot: null,
        },
      },
    ],
  }),
  home: guideTeam(teams.sf, {
    record: { wins: 5, losses: 0, ties: 0 },
    standing: { divisionName: 'NFC West', divisionRank: 1, conferenceAbbr: 'NFC', seed: 1, streak: 'W5' },
    figures: figures(30.2, 1),
  }),
  matchups: [
    {
      kind: 'passing',
      title: 'AZ top receiver vs SF pass defense',
      player: {
        nflId: 103,
        displayName: 'Evan Kesson',
        position: 'WR',
        teamId: teams.ari.teamId,
        gamesPlayed: 5,
        figureName: 'receiving yards',
        total: 474,
        perGame: 94.8,
        touchdowns: 3,
      },
      opponent: { teamId: teams.sf.teamId, figure: 'passYardsAllowedPerGame', value: 181.25, rank: 2 },
    },
  ],
};

export const guideResponse: GtgResponse = {
  season: 2024,
  seasonType: 'REG',
  week: 6,
  weekSlug: 'WEEK_6',
  basis: { season: 2024, throughWeek: 5, label: '2024 regular season through Week 5' },
  games: [guideGame],
};

const week = (
  seasonType: WeekResponse['seasonType'],
  number: number,
  weekSlug: string,
  text: string,
): WeekResponse => ({
  season: 2024,
  seasonType,
  week: number,
  weekType: seasonType,
  text,
  weekSlug,
  seasonTypeWeek: `${seasonType}-${number}`,
  startDate: '2024-10-08',
  endDate: '2024-10-14',
});

export const gtgWeeks = {
  weeks: [
    week('PRE', 1, 'P1', 'Preseason 1'),
    week('REG', 5, 'WEEK_5', 'Week 5'),
    week('REG', 6, 'WEEK_6', 'Week 6'),
  ],
};

export const streakFact: FunFactResponse = {
  id: 'playerStreak:101:multiTouchdownPassGames',
  kind: 'streak',
  gameId: upcomingGame.gameId,
  text: 'Damon Wenastead (QB, AZ) has thrown two or more touchdown passes in 6 straight games.',
  evidence: Array.from({ length: 6 }, (_, index) => ({
    label: `2024 Week ${index + 1} vs SEA`,
    value: '2 touchdown passes',
    gameId: 2024090800 + index,
  })),
  links: [
    { kind: 'player', label: 'Damon Wenastead', nflId: 101 },
    {
      kind: 'film',
      label: 'Touchdown passes on film',
      filters: { season: '2024', passerId: '101', touchdown: 'true' },
    },
  ],
  claim: {
    kind: 'playerStreak',
    nflId: 101,
    teamId: teams.ari.teamId,
    stat: 'multiTouchdownPassGames',
    length: 6,
    gameIds: Array.from({ length: 6 }, (_, index) => 2024090800 + index),
  },
};

export const seriesFact: FunFactResponse = {
  id: `headToHead:${finalGame.gameId}`,
  kind: 'headToHead',
  gameId: finalGame.gameId,
  text: 'The Baltimore Ravens and the New York Giants have not met in regular-season and playoff games since 2018.',
  evidence: [{ label: 'Meetings since 2018', value: '0', gameId: null }],
  links: [
    { kind: 'team', label: 'Baltimore Ravens', teamId: teams.bal.teamId },
    { kind: 'team', label: 'New York Giants', teamId: teams.nyg.teamId },
  ],
  claim: {
    kind: 'headToHead',
    teamId: teams.nyg.teamId,
    opponentId: teams.bal.teamId,
    wins: 0,
    losses: 0,
    ties: 0,
    gameIds: [],
    sinceSeason: 2018,
    streak: null,
  },
};

export const funFactsResponse: FunFactsResponse = {
  season: 2024,
  seasonType: 'REG',
  week: 6,
  weekSlug: 'WEEK_6',
  firstSeason: 2018,
  games: [finalGame, upcomingGame],
  facts: [seriesFact, streakFact],
};
