import { fantasySeasonStats, games, playerGameStats, players, teams } from '@all22/db';
import { getFantasyScoring, RETIRED_PLAYER_STATUS, type NflId, type WaiverCandidates } from '@all22/domain';
import { and, eq, gte, ilike, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readAnalystSeason } from './analyst-season.js';
import { pickPoints, pickPositionRank, round1 } from './scoring-columns.js';
import { positionArgument } from './tool-arguments.js';

const WAIVER_POSITIONS = ['RB', 'WR', 'TE'] as const;

const parameters = z.object({
  position: positionArgument.optional().describe('Limit to one position (RB, WR and TE by default)'),
  weeks: z.number().int().min(1).max(6).default(3).describe('The recent window in weeks (default 3)'),
  rankCutoff: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(24)
    .describe('Players ranked this high or higher at their position are taken as rostered (default 24)'),
  limit: z.number().int().min(1).max(20).default(5),
});

/**
 * Waiver pickups without the user's league rosters: players outside the top `rankCutoff` at
 * their position for the season, sorted by fantasy points a game over the last weeks.
 */
export const waiverCandidatesTool: AnalystTool<typeof parameters, WaiverCandidates> = {
  name: 'find_waiver_candidates',
  description:
    'Waiver pickup candidates: players ranked outside the top rankCutoff at their position this season (likely ' +
    "unrostered), sorted by fantasy points per game (user's scoring) over the last weeks; with season rank, season " +
    'and recent points per game, the change, and carries plus targets per game lately.',
  parameters,
  async run({ position, weeks, rankCutoff, limit }, context) {
    const { database: db } = context;
    const scoring = getFantasyScoring(context.pointsPerReception);
    const season = await readAnalystSeason(context);
    const positions = position ? [position] : [...WAIVER_POSITIONS];
    const firstWeek = season.lastFinalWeek - weeks + 1;
    const lines = await db
      .select({
        line: playerGameStats,
        season: fantasySeasonStats,
        name: players.displayName,
        teamAbbr: teams.abbr,
        teamId: players.currentTeamId,
      })
      .from(playerGameStats)
      .innerJoin(games, eq(games.gameId, playerGameStats.gameId))
      .innerJoin(players, eq(players.nflId, playerGameStats.nflId))
      .leftJoin(teams, eq(teams.teamId, players.currentTeamId))
      .innerJoin(
        fantasySeasonStats,
        and(
          eq(fantasySeasonStats.nflId, playerGameStats.nflId),
          eq(fantasySeasonStats.season, playerGameStats.season),
          eq(fantasySeasonStats.seasonType, playerGameStats.seasonType),
        ),
      )
      .where(
        and(
          eq(playerGameStats.season, season.season),
          eq(playerGameStats.seasonType, 'REG'),
          gte(playerGameStats.week, firstWeek),
          inArray(playerGameStats.position, positions),
          ilike(games.phase, '%FINAL%'),
          ne(players.status, RETIRED_PLAYER_STATUS),
        ),
      );
    const byPlayer = new Map<NflId, typeof lines>();
    for (const row of lines) byPlayer.set(row.line.nflId, [...(byPlayer.get(row.line.nflId) ?? []), row]);
    const candidates = [...byPlayer.values()].flatMap((rows) => {
      const [first] = rows;
      if (!first) return [];
      const { rank, label } = pickPositionRank(first.season, scoring);
      if (rank !== null && rank <= rankCutoff) return [];
      const seasonPointsPerGame =
        first.season.gamesPlayed > 0
          ? round1(pickPoints(first.season, scoring) / first.season.gamesPlayed)
          : 0;
      const recentPointsPerGame = round1(
        rows.reduce((sum, row) => sum + pickPoints(row.line, scoring), 0) / rows.length,
      );
      const opportunities =
        rows.reduce((sum, row) => sum + row.line.targets + row.line.rushAttempts, 0) / rows.length;
      return [
        {
          player: {
            nflId: first.line.nflId,
            name: first.name,
            position: first.line.position,
            teamId: first.teamId,
            teamAbbr: first.teamAbbr,
          },
          seasonRankLabel: label,
          seasonPointsPerGame,
          recentPointsPerGame,
          recentChange: round1(recentPointsPerGame - seasonPointsPerGame),
          recentOpportunitiesPerGame: round1(opportunities),
        },
      ];
    });
    candidates.sort(
      (a, b) => b.recentPointsPerGame - a.recentPointsPerGame || a.player.nflId - b.player.nflId,
    );
    return {
      position: position ?? null,
      season: season.season,
      scoring: scoring.label,
      windowWeeks: weeks,
      rankCutoff,
      candidates: candidates.slice(0, limit),
    };
  },
};
