/**
 * Request and response schemas of the team page's detail calls: depth chart, transactions and the
 * team's season stats with its players' lines.
 */
import { SEASON_TYPES } from '@all22/domain';
import { z } from 'zod';
import { playerStatGroupsSchema } from './game-detail.js';
import { seasonParamSchema, seasonTypeSchema, weekParamSchema } from './schedules.js';
import { statSectionSchema } from './stats.js';
import { teamIdSchema } from './teams.js';

/** GET /api/teams/depthChart: without seasonType or week, the latest week written that season. */
export const teamDepthChartQuerySchema = z.object({
  teamId: teamIdSchema,
  season: seasonParamSchema,
  seasonType: seasonTypeSchema.optional(),
  week: weekParamSchema.optional(),
});
export type TeamDepthChartQuery = z.infer<typeof teamDepthChartQuerySchema>;

const depthChartPlayerSchema = z.object({
  nflId: z.number().int(),
  displayName: z.string(),
  position: z.string(),
  jerseyNumber: z.number().int().nullable(),
  /** 1 = starter. */
  depthOrder: z.number().int(),
});

/** A team's depth chart in one week: OFFENSE, DEFENSE, SPECIAL_TEAMS → slots (QB, LWR…) → players. */
export const teamDepthChartResponseSchema = z
  .object({
    teamId: z.string(),
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    week: z.number().int(),
    units: z.array(
      z.object({
        unit: z.string(),
        slots: z.array(z.object({ positionSlot: z.string(), players: z.array(depthChartPlayerSchema) })),
      }),
    ),
  })
  .meta({ id: 'TeamDepthChart' });
export type TeamDepthChartResponse = z.infer<typeof teamDepthChartResponseSchema>;

export const teamTransactionsQuerySchema = z.object({ teamId: teamIdSchema, season: seasonParamSchema });
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

/** A signing, release, trade… that moved a player to or from the team. */
export const teamTransactionSchema = z
  .object({
    transactionId: z.number().int(),
    transactionDate: z.string(),
    type: z.string().meta({ description: 'SIGN, RELEASE, TRADE, DRAFT, RETIRE, IR, ACTIVATE, ...' }),
    nflId: z.number().int(),
    displayName: z.string(),
    position: z.string(),
    fromTeamId: z.string().nullable(),
    toTeamId: z.string().nullable(),
    details: z.string().nullable(),
  })
  .meta({ id: 'TeamTransaction' });

/** GET /api/teams/transactions: the season's transactions to or from the team, newest first. */
export const teamTransactionsResponseSchema = z
  .object({
    teamId: z.string(),
    season: z.number().int(),
    transactions: z.array(teamTransactionSchema),
  })
  .meta({ id: 'TeamTransactions' });
export type TeamTransactionsResponse = z.infer<typeof teamTransactionsResponseSchema>;

export const teamStatsQuerySchema = z.object({
  teamId: teamIdSchema,
  season: seasonParamSchema,
  seasonType: seasonTypeSchema.default('REG'),
});
export type TeamStatsQuery = z.infer<typeof teamStatsQuerySchema>;

/**
 * GET /api/teams/stats: the team's season line (zeros before its first game) and the season lines
 * of the players who finished the period with it, by section.
 */
export const teamStatsResponseSchema = z
  .object({
    teamId: z.string(),
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    games: z.number().int(),
    stats: statSectionSchema,
    players: playerStatGroupsSchema,
  })
  .meta({ id: 'TeamSeasonStatsDetail' });
export type TeamStatsResponse = z.infer<typeof teamStatsResponseSchema>;
