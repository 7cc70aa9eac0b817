import type { GameTeamStatsResponse } from '@all22/contracts';
import type { Team } from '@all22/db';
import { computeTeamGameStats, type TeamGameStats } from '@all22/stats';
import { toStatSection } from '../stats/expand-stat-lines.js';
import { formatGameTime, type GamePlays, toGameDetailHeader } from './load-game-plays.js';

const toGameTeamStats = (line: TeamGameStats, team: Team) => ({
  teamId: line.teamId,
  abbr: team.abbr,
  timeOfPossession: formatGameTime(line.stats.timeOfPossessionSeconds),
  stats: toStatSection(line.stats),
});

/**
 * Both teams' game lines computed from the plays, as team_game_stats stores them (first downs,
 * yards, third and fourth down, red zone, turnovers, penalties, time of possession, EPA…); zeros
 * before kick-off.
 */
export function getGameTeamStats(game: GamePlays): GameTeamStatsResponse {
  const [home, visitor] = computeTeamGameStats(game.plays, game.context);
  return {
    ...toGameDetailHeader(game),
    home: toGameTeamStats(home, game.row.homeTeam),
    visitor: toGameTeamStats(visitor, game.row.visitorTeam),
  };
}
