/**
 * Season rows (player_season_stats, team_season_stats, fantasy_season_stats) are sums of game
 * lines. The feed keeps the game lines of each season type it is writing in memory — the league
 * is regenerated on every start, so they never need reading back — and rewrites a season type's
 * rows from them in the transaction that changed them.
 */
import {
  copyRows,
  fantasySeasonStats,
  playerSeasonStats,
  runQuery,
  teamSeasonStats,
  toFantasySeasonStatsRow,
  toPlayerSeasonStatsRow,
  toTeamSeasonStatsRow,
  type Database,
  type SqlExecutor,
} from '@all22/db';
import type { GameId, NflId, SeasonType } from '@all22/domain';
import type { LeagueGame, LeagueWeekUpdate } from '@all22/league';
import {
  computeFantasySeasonStats,
  computePlayerSeasonStats,
  computeTeamSeasonStats,
  type PlayerGameStats,
  type TeamGameRoster,
  type TeamGameStats,
} from '@all22/stats';
import { and, eq } from 'drizzle-orm';
import type { GameStatLines } from './write-game-progress.js';

interface SeasonTypeLines {
  season: number;
  seasonType: SeasonType;
  players: Map<GameId, PlayerGameStats[]>;
  teams: Map<GameId, TeamGameStats[]>;
  rosters: Map<GameId, TeamGameRoster[]>;
}

export interface SeasonAggregates {
  /** Remembers who was on each team's active roster for the week's games (for games not played). */
  recordRosters(update: LeagueWeekUpdate): void;
  /** Replaces a game's lines (a live game's lines grow with each play). */
  recordGame(game: LeagueGame, lines: GameStatLines): void;
  /** Rewrites the season type's season rows from the remembered game lines. */
  write(executor: SqlExecutor, db: Database, season: number, seasonType: SeasonType): Promise<void>;
  /** Forgets a finished season type. */
  forget(season: number, seasonType: SeasonType): void;
}

const keyOf = (season: number, seasonType: SeasonType): string => `${season}-${seasonType}`;

export function createSeasonAggregates(positions: ReadonlyMap<NflId, string>): SeasonAggregates {
  const store = new Map<string, SeasonTypeLines>();
  const linesOf = (season: number, seasonType: SeasonType): SeasonTypeLines => {
    const key = keyOf(season, seasonType);
    let lines = store.get(key);
    if (!lines) {
      lines = { season, seasonType, players: new Map(), teams: new Map(), rosters: new Map() };
      store.set(key, lines);
    }
    return lines;
  };

  return {
    recordRosters(update) {
      const { season, seasonType, week } = update.calendarWeek;
      const activeByTeam = new Map<string, NflId[]>();
      for (const row of update.rosters.rosters) {
        if (row.isPracticeSquad || row.status !== 'ACT') continue;
        const list = activeByTeam.get(row.teamId) ?? [];
        list.push(row.nflId);
        activeByTeam.set(row.teamId, list);
      }
      const lines = linesOf(season, seasonType);
      for (const game of update.games) {
        const { gameId, homeTeamId, visitorTeamId } = game.schedule;
        lines.rosters.set(
          gameId,
          [homeTeamId, visitorTeamId].map((teamId) => ({
            gameId,
            teamId,
            season,
            seasonType,
            week,
            nflIds: activeByTeam.get(teamId) ?? [],
          })),
        );
      }
    },
    recordGame(game, gameLines) {
      const lines = linesOf(game.schedule.season, game.schedule.seasonType);
      lines.players.set(game.schedule.gameId, gameLines.players);
      lines.teams.set(game.schedule.gameId, gameLines.teams);
    },
    async write(executor, db, season, seasonType) {
      const lines = linesOf(season, seasonType);
      // Only games with lines count towards games not played.
      const rosters = [...lines.players.keys()].flatMap((gameId) => lines.rosters.get(gameId) ?? []);
      const playerSeasons = computePlayerSeasonStats([...lines.players.values()].flat(), rosters);
      const teamSeasons = computeTeamSeasonStats([...lines.teams.values()].flat());
      const fantasy = computeFantasySeasonStats(playerSeasons, positions);
      for (const table of [playerSeasonStats, teamSeasonStats, fantasySeasonStats]) {
        await runQuery(
          executor,
          db.delete(table).where(and(eq(table.season, season), eq(table.seasonType, seasonType))),
        );
      }
      await copyRows(
        executor,
        playerSeasonStats,
        playerSeasons.map((row) => toPlayerSeasonStatsRow(row, positions.get(row.nflId) ?? '')),
      );
      await copyRows(executor, teamSeasonStats, teamSeasons.map(toTeamSeasonStatsRow));
      await copyRows(executor, fantasySeasonStats, fantasy.map(toFantasySeasonStatsRow));
    },
    forget(season, seasonType) {
      store.delete(keyOf(season, seasonType));
    },
  };
}
