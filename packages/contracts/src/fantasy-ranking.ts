/**
 * Request and response schemas of the fantasy ranking calls under /api/secured/stats/fantasy
 * (spec 1 §3 "Fantasy season stat row", spec 2 §3 "Fantasy stats keys"). A module of its own:
 * the start-up script reads the leaders' schemas (stats.ts), not these; the ranking is primed in
 * the background and shown on the fantasy pages, which load these with their own code.
 */
import { isPosition, normalizeWeekNumber, type Position, POSITIONS } from '@all22/domain';
import { z } from 'zod';
import { seasonParamSchema, type seasonTypeSchema } from './schedules.js';
import {
  limitSchema,
  seasonTypeOrRegSchema,
  sortValueSchema,
  statSectionSchema,
  statsNflIdSchema,
} from './stats.js';
import { teamIdSchema } from './teams.js';

// Fantasy season (spec 1 §3 "Fantasy season stat row", spec 2 §3 "Fantasy stats keys").

/** The keys a fantasy ranking may be sorted by: every fantasy key of the spec. */
export const FANTASY_SORT_KEYS = [
  'fpStd',
  'fpHalfPPR',
  'fpPPR',
  'fpPGStd',
  'fpPGHalfPPR',
  'fpPGPPR',
  'fpPosRkStd',
  'fpPosRkHalfPPR',
  'fpPosRkPPR',
  'fpPosRkLblStd',
  'fpPosRkLblHalfPPR',
  'fpPosRkLblPPR',
] as const;
export type FantasySortKey = (typeof FANTASY_SORT_KEYS)[number];

/** The most players a fantasy ranking returns (spec 1 §9: the ranking fetch asks 500). */
export const FANTASY_RANKING_MAX_LIMIT = 500;

/**
 * The stat columns of a ranking row, the figures fantasy scoring reads: sums over the row's games
 * (the season's, or the week range's). Fumbles lost are every fumble lost in any role; the kicking
 * columns are a kicker's.
 */
export const FANTASY_STAT_KEYS = [
  'passYards',
  'passTouchdowns',
  'interceptions',
  'rushAttempts',
  'rushYards',
  'rushTouchdowns',
  'targets',
  'receptions',
  'receivingYards',
  'receivingTouchdowns',
  'fumblesLost',
  'twoPointConversions',
  'fieldGoalsMade',
  'fieldGoalsAttempted',
  'extraPointsMade',
] as const;
export type FantasyStatKey = (typeof FANTASY_STAT_KEYS)[number];

/**
 * What a ranking may be sorted by: every fantasy key of the spec, the row's other columns (name,
 * position, team abbreviation as shown, bye week, games) and its stat columns.
 */
export const FANTASY_RANKING_SORT_KEYS = [
  ...FANTASY_SORT_KEYS,
  'displayName',
  'position',
  'teamAbbr',
  'byeWeek',
  'gamesPlayed',
  ...FANTASY_STAT_KEYS,
] as const;
export type FantasyRankingSortKey = (typeof FANTASY_RANKING_SORT_KEYS)[number];

const POSITION_LIST_ERROR = `must be positions from ${POSITIONS.join(', ')}, comma-separated (e.g. QB or RB,WR)`;

/** One position or a comma-separated list of them ("QB", "RB,WR,TE"), each once. */
const positionListSchema = z
  .string({ error: POSITION_LIST_ERROR })
  .transform((value, context): Position[] => {
    const list = value.split(',');
    if (list.every(isPosition) && new Set(list).size === list.length) return list;
    context.addIssue({ code: 'custom', message: POSITION_LIST_ERROR });
    return z.NEVER;
  });

const rankingWeekSchema = z.coerce
  .number({ error: 'must be a week number' })
  .int({ error: 'must be a week number' })
  .min(0, { error: 'must be a week number from 0 to 23' })
  .max(23, { error: 'must be a week number from 0 to 23' });

type RankingWeeks = { seasonType: z.infer<typeof seasonTypeSchema>; weekFrom?: number; weekTo?: number };

/**
 * Checks the week range against the season type (REG 1-18, PRE 0-4, POST 1-4 or 19/20/21/23,
 * stored as 1-4) and its order; both ends are optional (the season type's first or last week).
 */
const normalizeRankingWeeks = <T extends RankingWeeks>(query: T, context: z.RefinementCtx): T => {
  const normalized = { ...query };
  for (const key of ['weekFrom', 'weekTo'] as const) {
    const week = query[key];
    if (week === undefined) continue;
    const stored = normalizeWeekNumber(query.seasonType, week);
    if (stored === null) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `must be a week of ${query.seasonType} (PRE 0-4, REG 1-18, POST 1-4)`,
      });
      return z.NEVER;
    }
    normalized[key] = stored;
  }
  if (
    normalized.weekFrom !== undefined &&
    normalized.weekTo !== undefined &&
    normalized.weekFrom > normalized.weekTo
  ) {
    context.addIssue({ code: 'custom', path: ['weekTo'], message: 'must not be before weekFrom' });
    return z.NEVER;
  }
  return normalized;
};

/** The ranking's parameters: the spec's (season, limit, sortKey, sortValue) and the page's filters. */
const fantasyRankingQueryShape = {
  season: seasonParamSchema,
  seasonType: seasonTypeOrRegSchema,
  limit: limitSchema(FANTASY_RANKING_MAX_LIMIT, FANTASY_RANKING_MAX_LIMIT),
  sortKey: z
    .enum(FANTASY_RANKING_SORT_KEYS, {
      error: `must be a fantasy key (${FANTASY_SORT_KEYS.join(', ')}) or a column (${FANTASY_RANKING_SORT_KEYS.slice(FANTASY_SORT_KEYS.length).join(', ')})`,
    })
    .default('fpStd'),
  sortValue: sortValueSchema.default('DESC'),
  /** Players of these positions only (every position when omitted). Ranks stay the position's. */
  position: positionListSchema.optional(),
  /** Players whose team (the last they played for in the period) is this one. */
  teamId: teamIdSchema.optional(),
  /**
   * A week range: points, games and stats summed over those weeks only, and position ranks among
   * them. Either end alone runs from the first or to the last week.
   */
  weekFrom: rankingWeekSchema.optional(),
  weekTo: rankingWeekSchema.optional(),
};

/**
 * One player (nflId, season, seasonType) or a ranking (season, limit, sortKey, sortValue, and the
 * optional filters). With nflId the ranking parameters are ignored.
 */
export const fantasySeasonQuerySchema = z
  .object({ nflId: statsNflIdSchema.optional(), ...fantasyRankingQueryShape })
  .transform(normalizeRankingWeeks);
export type FantasySeasonQuery = z.infer<typeof fantasySeasonQuerySchema>;

/** The ranking's query without a player: what the weekly points call takes. */
export const fantasyRankingQuerySchema = z.object(fantasyRankingQueryShape).transform(normalizeRankingWeeks);
export type FantasyRankingQuery = z.infer<typeof fantasyRankingQuerySchema>;

/** The stat columns of a ranking row (FANTASY_STAT_KEYS), each a whole-number sum. */
const fantasyStatColumnsSchema = z.object(
  Object.fromEntries(FANTASY_STAT_KEYS.map((key) => [key, z.number().int()])) as Record<
    FantasyStatKey,
    z.ZodNumber
  >,
);
export type FantasyStatColumns = z.infer<typeof fantasyStatColumnsSchema>;

export const fantasySeasonPlayerSchema = z
  .object({
    nflId: z.number().int(),
    displayName: z.string(),
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    teamId: z.string().nullable(),
    position: z.string(),
    gamesPlayed: z.number().int(),
    fpStd: z.number(),
    fpHalfPPR: z.number(),
    fpPPR: z.number(),
    /** Points per game played. */
    fpPGStd: z.number(),
    fpPGHalfPPR: z.number(),
    fpPGPPR: z.number(),
    /** Rank within the position; null when unranked (no games played). */
    fpPosRkStd: z.number().int().nullable(),
    fpPosRkHalfPPR: z.number().int().nullable(),
    fpPosRkPPR: z.number().int().nullable(),
    /** Position + rank, e.g. "RB12"; null when unranked. */
    fpPosRkLblStd: z.string().nullable(),
    fpPosRkLblHalfPPR: z.string().nullable(),
    fpPosRkLblPPR: z.string().nullable(),
    /**
     * One-player answers only: the season line's sections the player header's "fantasy" items
     * read (value paths such as `passing.yardsPerGame`, `kicking.fieldGoalsMade`).
     */
    passing: statSectionSchema.optional(),
    rushing: statSectionSchema.optional(),
    receiving: statSectionSchema.optional(),
    kicking: statSectionSchema.optional(),
    punting: statSectionSchema.optional(),
    /** Ranking answers only: the team's abbreviation as the league writes it (ARI, not AZ). */
    teamAbbr: z.string().nullable().optional(),
    /** Ranking answers only: the team's regular-season bye week (spec 1 §4); null when none. */
    byeWeek: z.number().int().nullable().optional(),
    /** Ranking answers only: the stat columns, sums over the row's games. */
    stats: fantasyStatColumnsSchema.optional(),
  })
  .meta({ id: 'FantasySeasonPlayer' });
export type FantasySeasonPlayer = z.infer<typeof fantasySeasonPlayerSchema>;

export const fantasySeasonResponseSchema = z.object({ players: z.array(fantasySeasonPlayerSchema) });
export type FantasySeasonResponse = z.infer<typeof fantasySeasonResponseSchema>;

/**
 * A ranking row as the ranking answers it (the fields only ranking answers carry, required). With
 * a week range, games, points, points per game and ranks are the range's.
 */
export const fantasyRankingPlayerSchema = fantasySeasonPlayerSchema
  .omit({ passing: true, rushing: true, receiving: true, kicking: true, punting: true })
  .extend({
    teamAbbr: z.string().nullable(),
    byeWeek: z.number().int().nullable(),
    stats: fantasyStatColumnsSchema,
  });
export type FantasyRankingPlayer = z.infer<typeof fantasyRankingPlayerSchema>;

export const fantasyRankingResponseSchema = z.object({ players: z.array(fantasyRankingPlayerSchema) });
export type FantasyRankingResponse = z.infer<typeof fantasyRankingResponseSchema>;

/** GET /api/secured/stats/fantasy/weekly: each week's points of the ranking's players. */
export const fantasyWeeklyResponseSchema = z
  .object({
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    /** The weeks of the range in which games were played, in order: the grid's columns. */
    weeks: z.array(z.number().int()),
    /** The ranking's players in its order, each with the weeks he played (none for the others). */
    players: z.array(
      z.object({
        nflId: z.number().int(),
        weeks: z.array(
          z.object({
            week: z.number().int(),
            fpStd: z.number(),
            fpHalfPPR: z.number(),
            fpPPR: z.number(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'FantasyWeeklyPoints' });
export type FantasyWeeklyResponse = z.infer<typeof fantasyWeeklyResponseSchema>;
