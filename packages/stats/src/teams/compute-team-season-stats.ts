import type { SeasonType, TeamId } from '@all22/domain';
import { divideOrNull } from '../players/derive-player-stat-line.js';
import type { TeamGameStats } from './compute-team-game-stats.js';
import { deriveTeamStatLine, type TeamStatLine } from './derive-team-stat-line.js';
import { addTeamTotals, createTeamTotals, type TeamTotals } from './team-totals.js';

/** Per-game figures of a team season (the team-offense and team-defense overview calls). */
export interface TeamPerGameFigures {
  passYpg: number | null;
  rushYpg: number | null;
  totalYpg: number | null;
  ppg: number | null;
  passYpgAllowed: number | null;
  rushYpgAllowed: number | null;
  totalYpgAllowed: number | null;
  /** Points allowed per game (the team-defense overview's "ppg"). */
  ppgAllowed: number | null;
}

export type TeamSeasonStatLine = TeamStatLine & TeamPerGameFigures;

/** One team's season: a row of team_season_stats. */
export interface TeamSeasonStats {
  season: number;
  seasonType: SeasonType;
  teamId: TeamId;
  games: number;
  stats: TeamSeasonStatLine;
}

interface SeasonAccumulator {
  season: number;
  seasonType: SeasonType;
  teamId: TeamId;
  games: number;
  own: TeamTotals;
  opponent: TeamTotals;
}

/**
 * Team season lines from team game lines: own and opponent totals summed over the games, allowed
 * figures and rates derived from those sums, per-game figures over games played. Both sides of
 * each game must be present (the opponent's line is its defense's). Sorted by season, season
 * type, then teamId.
 */
export function computeTeamSeasonStats(games: readonly TeamGameStats[]): TeamSeasonStats[] {
  const byGame = new Map<string, TeamGameStats>();
  for (const row of games) byGame.set(`${row.gameId}:${row.teamId}`, row);
  const seasons = new Map<string, SeasonAccumulator>();
  for (const row of games) {
    const key = `${row.season}:${row.seasonType}:${row.teamId}`;
    let season = seasons.get(key);
    if (season === undefined) {
      season = {
        season: row.season,
        seasonType: row.seasonType,
        teamId: row.teamId,
        games: 0,
        own: createTeamTotals(),
        opponent: createTeamTotals(),
      };
      seasons.set(key, season);
    }
    season.games += 1;
    addTeamTotals(season.own, row.totals);
    const opponent = byGame.get(`${row.gameId}:${row.opponentTeamId}`);
    if (opponent !== undefined) addTeamTotals(season.opponent, opponent.totals);
  }
  return [...seasons.values()]
    .sort(
      (a, b) =>
        a.season - b.season || a.seasonType.localeCompare(b.seasonType) || a.teamId.localeCompare(b.teamId),
    )
    .map(({ season, seasonType, teamId, games: count, own, opponent }) => {
      const line = deriveTeamStatLine(own, opponent);
      const perGame = (value: number) => divideOrNull(value, count, 1);
      return {
        season,
        seasonType,
        teamId,
        games: count,
        stats: {
          ...line,
          passYpg: perGame(line.passYards),
          rushYpg: perGame(line.rushYards),
          totalYpg: perGame(line.totalYards),
          ppg: perGame(line.pointsFor),
          passYpgAllowed: perGame(line.passYardsAllowed),
          rushYpgAllowed: perGame(line.rushYardsAllowed),
          totalYpgAllowed: perGame(line.totalYardsAllowed),
          ppgAllowed: perGame(line.pointsAgainst),
        },
      };
    });
}
