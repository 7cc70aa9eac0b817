/**
 * Season rows (player_season_stats, team_season_stats, fantasy_season_stats) are sums of game
 * lines. The feed keeps the game lines of each season type it is writing in memory — the league
 * is regenerated on every start, so they never need reading back — and rewrites a season type's
 * rows from them in the transaction that changed them.
 *
 * They count finished games only — the same games as the standings, which are recomputed as each
 * game ends (feed-standings.ts) — so a team's record, points and games and its players' season
 * lines agree while a week is under way; a live game shows in the game logs and scores, in
 * progress, and joins the season figures when it ends (docs/decisions/domain-rules.md, "Season
 * figures during a week").
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
  finished: Set<GameId>;
}

export interface SeasonAggregates {
  /** Remembers who was on each team's active roster for the week's games (for games not played). */
  recordRosters(update: LeagueWeekUpdate): void;
  /** Replaces a game's lines (a live game's lines grow with each play); `isFinal` once it ended. */
  recordGame(game: LeagueGame, lines: GameStatLines, isFinal: boolean): void;
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
      lines = {
        season,
        seasonType,
        players: new Map(),
        teams: new Map(),
        rosters: new Map(),
        finished: new Set(),
      };
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
    recordGame(game, gameLines, isFinal) {
      const { gameId } = game.schedule;
      const lines = linesOf(game.schedule.season, game.schedule.seasonType);
      lines.players.set(gameId, gameLines.players);
      lines.teams.set(gameId, gameLines.teams);
      if (isFinal) lines.finished.add(gameId);
      else lines.finished.delete(gameId);
    },
    async write(executor, db, season, seasonType) {
      const lines = linesOf(season, seasonType);
      const counted = [...lines.players.keys()].filter((gameId) => lines.finished.has(gameId));
      // Only games with lines count towards games not played.
      const rosters = counted.flatMap((gameId) => lines.rosters.get(gameId) ?? []);
      const playerSeasons = computePlayerSeasonStats(
        counted.flatMap((gameId) => lines.players.get(gameId) ?? []),
        rosters,
      );
      const teamSeasons = computeTeamSeasonStats(counted.flatMap((gameId) => lines.teams.get(gameId) ?? []));
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
