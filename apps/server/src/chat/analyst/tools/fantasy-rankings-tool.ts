import { fantasySeasonStats, players, teams } from '@all22/db';
import { getFantasyScoring, type FantasyRanking } from '@all22/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readAnalystSeason } from './analyst-season.js';
import { pickPoints, RANK_COLUMNS, round1 } from './scoring-columns.js';
import { positionArgument } from './tool-arguments.js';

const parameters = z.object({
  position: positionArgument,
  limit: z.number().int().min(1).max(50).default(10).describe('How many players (default 10)'),
});

/** A position's fantasy ranking this season in the user's scoring. */
export const fantasyRankingsTool: AnalystTool<typeof parameters, FantasyRanking> = {
  name: 'get_fantasy_rankings',
  description:
    "The top players at a position this regular season by fantasy points in the user's scoring: rank, rank label " +
    '(e.g. RB3), team, games played, fantasy points and points per game.',
  parameters,
  async run({ position, limit }, context) {
    const { database: db } = context;
    const scoring = getFantasyScoring(context.pointsPerReception);
    const { season } = await readAnalystSeason(context);
    const columns = RANK_COLUMNS[scoring.pointsKey];
    const rows = await db
      .select({
        line: fantasySeasonStats,
        rank: columns.rank,
        label: columns.label,
        name: players.displayName,
        playerPosition: players.position,
        teamId: players.currentTeamId,
        teamAbbr: teams.abbr,
      })
      .from(fantasySeasonStats)
      .innerJoin(players, eq(players.nflId, fantasySeasonStats.nflId))
      .leftJoin(teams, eq(teams.teamId, players.currentTeamId))
      .where(
        and(
          eq(fantasySeasonStats.season, season),
          eq(fantasySeasonStats.seasonType, 'REG'),
          eq(fantasySeasonStats.position, position),
          isNotNull(columns.rank),
        ),
      )
      .orderBy(asc(columns.rank))
      .limit(limit);
    return {
      position,
      season,
      scoring: scoring.label,
      players: rows.map((row) => ({
        rank: row.rank ?? 0,
        rankLabel: row.label ?? '',
        player: {
          nflId: row.line.nflId,
          name: row.name,
          position: row.playerPosition,
          teamId: row.teamId,
          teamAbbr: row.teamAbbr,
        },
        gamesPlayed: row.line.gamesPlayed,
        fantasyPoints: round1(pickPoints(row.line, scoring)),
        pointsPerGame:
          row.line.gamesPlayed > 0 ? round1(pickPoints(row.line, scoring) / row.line.gamesPlayed) : 0,
      })),
    };
  },
};
