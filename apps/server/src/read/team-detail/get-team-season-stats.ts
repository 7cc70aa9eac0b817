import type { TeamStatsResponse } from '@all22/contracts';
import { type Database, playerSeasonStats, teamSeasonStats } from '@all22/db';
import type { SeasonType, TeamId } from '@all22/domain';
import { createTeamTotals, deriveTeamStatLine, expandStatLine, type TeamSeasonStatLine } from '@all22/stats';
import { and, eq } from 'drizzle-orm';
import { findPlayerNames } from '../game-detail/find-player-names.js';
import { toPlayerStatGroups } from '../game-detail/to-player-stat-groups.js';
import { expandPlayerSeasonLine, toStatSection } from '../stats/expand-stat-lines.js';

/** The full shape of a team season line (zeros, null rates) that stored compact lines expand against. */
const EMPTY_TEAM_SEASON_LINE: TeamSeasonStatLine = {
  ...deriveTeamStatLine(createTeamTotals(), createTeamTotals()),
  passYpg: null,
  rushYpg: null,
  totalYpg: null,
  ppg: null,
  passYpgAllowed: null,
  rushYpgAllowed: null,
  totalYpgAllowed: null,
  ppgAllowed: null,
};

/**
 * A team's season line and the season lines of the players who finished the period with it
 * (player_season_stats.team_id), by section. Zeros and empty sections before its first game.
 */
export async function getTeamSeasonStats(
  db: Database,
  key: { teamId: TeamId; season: number; seasonType: SeasonType },
): Promise<TeamStatsResponse> {
  const [teamRows, playerRows] = await Promise.all([
    db
      .select({ games: teamSeasonStats.games, stats: teamSeasonStats.stats })
      .from(teamSeasonStats)
      .where(
        and(
          eq(teamSeasonStats.teamId, key.teamId),
          eq(teamSeasonStats.season, key.season),
          eq(teamSeasonStats.seasonType, key.seasonType),
        ),
      ),
    db
      .select({
        nflId: playerSeasonStats.nflId,
        teamId: playerSeasonStats.teamId,
        gamesPlayed: playerSeasonStats.gamesPlayed,
        stats: playerSeasonStats.stats,
      })
      .from(playerSeasonStats)
      .where(
        and(
          eq(playerSeasonStats.teamId, key.teamId),
          eq(playerSeasonStats.season, key.season),
          eq(playerSeasonStats.seasonType, key.seasonType),
        ),
      ),
  ]);
  const [team] = teamRows;
  const lines = playerRows.map((row) => ({
    ...row,
    stats: expandPlayerSeasonLine(row.stats, row.gamesPlayed),
  }));
  const names = await findPlayerNames(
    db,
    lines.map((line) => line.nflId),
  );
  return {
    ...key,
    games: team?.games ?? 0,
    stats: toStatSection(expandStatLine(team?.stats, EMPTY_TEAM_SEASON_LINE)),
    players: toPlayerStatGroups(lines, names),
  };
}
