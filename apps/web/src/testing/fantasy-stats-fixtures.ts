/** The fantasy stats page tests' data: ranking rows around the player page's quarterback. */
import { FANTASY_STAT_KEYS, type FantasyRankingPlayer, type FantasyWeeklyResponse } from '@all22/contracts';
import { fantasyRow, player, SEASON } from './player-fixtures';
import { teams } from './schedule-fixtures';

const NO_STATS = Object.fromEntries(
  FANTASY_STAT_KEYS.map((key) => [key, 0]),
) as FantasyRankingPlayer['stats'];

/** A ranking row: the player page's quarterback unless `overrides` say otherwise. */
export function makeRankingRow(overrides: Partial<FantasyRankingPlayer> = {}): FantasyRankingPlayer {
  const { passing: _passing, rushing: _rushing, ...row } = fantasyRow;
  return {
    ...row,
    teamAbbr: teams.bal.abbr,
    byeWeek: 14,
    stats: {
      ...NO_STATS,
      passYards: 1500,
      passTouchdowns: 12,
      interceptions: 3,
      rushAttempts: 20,
      rushYards: 80,
      rushTouchdowns: 1,
    },
    ...overrides,
  };
}

/** A receiver of Arizona's (shown as AZ), whose bye is week 2. */
export const receiverRow = makeRankingRow({
  nflId: 2560001,
  displayName: 'Wes Catcher',
  position: 'WR',
  teamId: teams.ari.teamId,
  teamAbbr: teams.ari.abbr,
  byeWeek: 2,
  gamesPlayed: 2,
  fpStd: 30.5,
  fpHalfPPR: 36.5,
  fpPPR: 42.5,
  fpPGStd: 15.25,
  fpPGHalfPPR: 18.25,
  fpPGPPR: 21.25,
  fpPosRkStd: 7,
  fpPosRkHalfPPR: 5,
  fpPosRkPPR: 3,
  fpPosRkLblStd: 'WR7',
  fpPosRkLblHalfPPR: 'WR5',
  fpPosRkLblPPR: 'WR3',
  stats: {
    ...NO_STATS,
    targets: 16,
    receptions: 12,
    receivingYards: 1045,
    receivingTouchdowns: 2,
    fumblesLost: 1,
    twoPointConversions: 1,
  },
});

/** A tight end who has not played: unranked. */
export const unrankedRow = makeRankingRow({
  nflId: 2560002,
  displayName: 'Ty Benchley',
  position: 'TE',
  teamId: teams.kc.teamId,
  teamAbbr: teams.kc.abbr,
  byeWeek: null,
  gamesPlayed: 0,
  fpStd: 0,
  fpHalfPPR: 0,
  fpPPR: 0,
  fpPGStd: 0,
  fpPGHalfPPR: 0,
  fpPGPPR: 0,
  fpPosRkStd: null,
  fpPosRkHalfPPR: null,
  fpPosRkPPR: null,
  fpPosRkLblStd: null,
  fpPosRkLblHalfPPR: null,
  fpPosRkLblPPR: null,
  stats: NO_STATS,
});

export const rankingRows = [makeRankingRow(), receiverRow, unrankedRow];

/** Weeks 1–3: the quarterback played 1 and 2, the receiver 1 and 3 (week 2 his bye). */
export const weeklyPoints: FantasyWeeklyResponse = {
  season: SEASON,
  seasonType: 'REG',
  weeks: [1, 2, 3],
  players: [
    {
      nflId: player.nflId,
      weeks: [
        { week: 1, fpStd: 26.2, fpHalfPPR: 26.2, fpPPR: 26.2 },
        { week: 2, fpStd: 18.4, fpHalfPPR: 18.4, fpPPR: 18.4 },
      ],
    },
    {
      nflId: receiverRow.nflId,
      weeks: [
        { week: 1, fpStd: 6.5, fpHalfPPR: 9.5, fpPPR: 12.5 },
        { week: 3, fpStd: 24, fpHalfPPR: 27, fpPPR: 30 },
      ],
    },
    { nflId: unrankedRow.nflId, weeks: [] },
  ],
};
