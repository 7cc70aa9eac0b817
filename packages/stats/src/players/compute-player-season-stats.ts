import type { GameId, NflId, SeasonType, TeamId } from '@all22/domain';
import type { PlayerGameStats } from './compute-player-game-stats.js';
import { derivePerGameFigures, type PlayerSeasonStatLine } from './derive-per-game-figures.js';
import { derivePlayerStatLine } from './derive-player-stat-line.js';
import { addPlayerTotals, createPlayerTotals, type PlayerTotals } from './player-totals.js';

/** A team's roster for one of its games: who could have played. */
export interface TeamGameRoster {
  gameId: GameId;
  teamId: TeamId;
  season: number;
  seasonType: SeasonType;
  week: number;
  nflIds: readonly NflId[];
}

/** One player's season: a row of player_season_stats. */
export interface PlayerSeasonStats {
  season: number;
  seasonType: SeasonType;
  nflId: NflId;
  /** The team of his latest game, played or not. */
  teamId: TeamId;
  /** Games in which any play named him, a snap included. */
  gamesPlayed: number;
  /** His team's games in which he was on the roster but no play named him. */
  gamesDnp: number;
  stats: PlayerSeasonStatLine;
}

interface SeasonAccumulator {
  season: number;
  seasonType: SeasonType;
  nflId: NflId;
  teamId: TeamId;
  latest: [number, number];
  gamesPlayed: number;
  gamesDnp: number;
  totals: PlayerTotals;
}

const isLater = (week: number, gameId: number, than: [number, number]): boolean =>
  week > than[0] || (week === than[0] && gameId > than[1]);

/**
 * Season lines (the lineup and the stats of spec 1 §7's player overview) from game lines and the
 * rosters of the teams' games: totals summed over games, rates re-derived from the sums (never
 * averaged), per-game figures over games played. A rostered player who never played gets a row of
 * zeros with his games not played, so qualification sees his games. Linear in lines + rosters.
 */
export function computePlayerSeasonStats(
  gameStats: readonly PlayerGameStats[],
  rosters: readonly TeamGameRoster[] = [],
): PlayerSeasonStats[] {
  const seasons = new Map<string, SeasonAccumulator>();
  const played = new Set<string>();
  const seasonOf = (season: number, seasonType: SeasonType, nflId: NflId, teamId: TeamId) => {
    const key = `${season}:${seasonType}:${nflId}`;
    let entry = seasons.get(key);
    if (entry === undefined) {
      entry = {
        season,
        seasonType,
        nflId,
        teamId,
        latest: [-1, -1],
        gamesPlayed: 0,
        gamesDnp: 0,
        totals: createPlayerTotals(),
      };
      seasons.set(key, entry);
    }
    return entry;
  };
  const noteTeam = (entry: SeasonAccumulator, teamId: TeamId, week: number, gameId: number) => {
    if (!isLater(week, gameId, entry.latest)) return;
    entry.latest = [week, gameId];
    entry.teamId = teamId;
  };

  for (const line of gameStats) {
    const entry = seasonOf(line.season, line.seasonType, line.nflId, line.teamId);
    entry.gamesPlayed += 1;
    addPlayerTotals(entry.totals, line.stats);
    noteTeam(entry, line.teamId, line.week, line.gameId);
    played.add(`${line.gameId}:${line.nflId}`);
  }
  for (const roster of rosters) {
    for (const nflId of roster.nflIds) {
      if (played.has(`${roster.gameId}:${nflId}`)) continue;
      const entry = seasonOf(roster.season, roster.seasonType, nflId, roster.teamId);
      entry.gamesDnp += 1;
      noteTeam(entry, roster.teamId, roster.week, roster.gameId);
    }
  }
  return [...seasons.values()]
    .sort((a, b) => a.season - b.season || a.seasonType.localeCompare(b.seasonType) || a.nflId - b.nflId)
    .map((entry) => ({
      season: entry.season,
      seasonType: entry.seasonType,
      nflId: entry.nflId,
      teamId: entry.teamId,
      gamesPlayed: entry.gamesPlayed,
      gamesDnp: entry.gamesDnp,
      stats: derivePerGameFigures(derivePlayerStatLine(entry.totals), entry.gamesPlayed),
    }));
}
