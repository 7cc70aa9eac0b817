import type { GameId, PlayRecord, TeamId } from '@all22/domain';
import { isCountedPlay } from '../plays/classify-play.js';
import { sortGamePlays, type GameContext } from '../plays/game-context.js';
import { computePlayerGameStats, type PlayerGameStats } from '../players/compute-player-game-stats.js';
import { computeTeamGameStats } from './compute-team-game-stats.js';
import type { TeamStatLine } from './derive-team-stat-line.js';

/** One side of a box score. */
export interface BoxScoreTeam {
  teamId: TeamId;
  /** The score after the last play. */
  score: number;
  /** Points per period: quarters 1–4, then one entry per overtime period played. */
  scoreByPeriod: number[];
  stats: TeamStatLine;
  /** Player lines of the team, by nflId. */
  players: PlayerGameStats[];
}

export interface BoxScore {
  gameId: GameId;
  isFinal: boolean;
  home: BoxScoreTeam;
  visitor: BoxScoreTeam;
  /**
   * True when the points of the scoring plays add up to the score after the last play for both
   * teams; false flags a feed inconsistency (a missed scoring play or a score correction).
   */
  isScoreConsistent: boolean;
}

const REGULATION_PERIODS = 4;

/**
 * The box score of one game: score by quarter (summed from scoring plays), team totals and
 * player lines. Works for a live game as well as a final one.
 */
export function computeBoxScore(plays: readonly PlayRecord[], game: GameContext): BoxScore {
  const ordered = sortGamePlays(plays, game);
  const periods = Math.max(REGULATION_PERIODS, ...ordered.map((play) => play.quarter));
  const byPeriod = {
    home: new Array<number>(periods).fill(0),
    visitor: new Array<number>(periods).fill(0),
  };
  for (const play of ordered) {
    if (play.points <= 0 || play.scoringTeamId === null || !isCountedPlay(play)) continue;
    const side = play.scoringTeamId === game.homeTeamId ? byPeriod.home : byPeriod.visitor;
    side[play.quarter - 1] = (side[play.quarter - 1] ?? 0) + play.points;
  }
  const [homeStats, visitorStats] = computeTeamGameStats(ordered, game);
  const players = computePlayerGameStats(ordered);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const side = (teamId: TeamId, scoreByPeriod: number[], stats: TeamStatLine): BoxScoreTeam => ({
    teamId,
    score: stats.pointsFor,
    scoreByPeriod,
    stats,
    players: players.filter((line) => line.teamId === teamId),
  });
  return {
    gameId: game.gameId,
    isFinal: game.isFinal,
    home: side(game.homeTeamId, byPeriod.home, homeStats.stats),
    visitor: side(game.visitorTeamId, byPeriod.visitor, visitorStats.stats),
    isScoreConsistent:
      sum(byPeriod.home) === homeStats.stats.pointsFor &&
      sum(byPeriod.visitor) === visitorStats.stats.pointsFor,
  };
}
