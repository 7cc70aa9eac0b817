import type { GameId, NflId, SeasonType, TeamId } from '@all22/domain';
import type { PlayerGameStats } from '../players/compute-player-game-stats.js';
import { computeFantasyPointFormats } from './fantasy-points.js';
import { toFantasyStatLine } from './to-fantasy-stat-line.js';

/** A player's fantasy points for one week (one game), in the three formats. */
export interface WeeklyFantasyPoints {
  season: number;
  seasonType: SeasonType;
  week: number;
  gameId: GameId;
  nflId: NflId;
  teamId: TeamId;
  fpStd: number;
  fpHalfPPR: number;
  fpPPR: number;
}

/** Fantasy points of every player game line, in the order of the lines. */
export function computeWeeklyFantasyPoints(gameStats: readonly PlayerGameStats[]): WeeklyFantasyPoints[] {
  return gameStats.map((line) => ({
    season: line.season,
    seasonType: line.seasonType,
    week: line.week,
    gameId: line.gameId,
    nflId: line.nflId,
    teamId: line.teamId,
    ...computeFantasyPointFormats(toFantasyStatLine(line.stats)),
  }));
}
