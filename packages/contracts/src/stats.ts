/**
 * Request and response schemas of the stats calls: the subscriber stats under
 * /api/secured/stats (team overviews, the player header's advanced stats) and the public stat
 * leaders under /api/stats/leaders. The fantasy ranking's are in fantasy-ranking.ts.
 */
import type { PositionGroup } from '@all22/domain';
import { z } from 'zod';
import { seasonParamSchema, seasonTypeSchema } from './schedules.js';
import { teamIdSchema } from './teams.js';

// Parameters: the season, season type and team id are the shared ones of the schedules calls;
// these are shared by the stats calls here and the fantasy ranking's (fantasy-ranking.ts).
/** The season type, REG when omitted. */
export const seasonTypeOrRegSchema = seasonTypeSchema.default('REG');

export const statsNflIdSchema = z.coerce
  .number({ error: 'must be a player nflId (a whole number)' })
  .int({ error: 'must be a player nflId (a whole number)' })
  .positive({ error: 'must be a player nflId (a whole number)' });

export const SORT_VALUES = ['ASC', 'DESC'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const sortValueSchema = z.enum(SORT_VALUES, { error: 'must be ASC or DESC' });

export function limitSchema(max: number, fallback: number) {
  return z.coerce
    .number({ error: `must be a whole number from 1 to ${max}` })
    .int({ error: `must be a whole number from 1 to ${max}` })
    .min(1, { error: `must be a whole number from 1 to ${max}` })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);
}

/** A figure that may be missing (a rate with no attempts). */
const nullableNumber = z.number().nullable();

/** A section of a stat line (e.g. `receiving`): figure name → value, null for an empty rate. */
export const statSectionSchema = z.record(z.string(), z.number().nullable());
export type StatSection = z.infer<typeof statSectionSchema>;

// Team overviews (spec 1 §7: the team header's Pass Yds, Rush Yds, Pts For, Pts Against).

export const teamOffenseOverviewQuerySchema = z.object({
  season: seasonParamSchema,
  seasonType: seasonTypeOrRegSchema,
  /** The team to answer for; every team when omitted. */
  teamOffense: teamIdSchema.optional(),
});
export type TeamOffenseOverviewQuery = z.infer<typeof teamOffenseOverviewQuerySchema>;

export const teamOffenseOverviewSchema = z
  .object({
    teamId: z.string(),
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    games: z.number().int(),
    pointsFor: z.number().int(),
    passYards: z.number().int(),
    rushYards: z.number().int(),
    totalYards: z.number().int(),
    /** Per game played; null before the team's first game. Pass yards are net of sacks. */
    passYpg: nullableNumber,
    rushYpg: nullableNumber,
    totalYpg: nullableNumber,
    ppg: nullableNumber,
  })
  .meta({ id: 'TeamOffenseOverview' });

export const teamOffenseOverviewResponseSchema = z.object({ offense: z.array(teamOffenseOverviewSchema) });
export type TeamOffenseOverviewResponse = z.infer<typeof teamOffenseOverviewResponseSchema>;

/** The number of teams: the team-defense call's default and largest limit. */
export const TEAM_DEFENSE_MAX_LIMIT = 32;

export const teamDefenseOverviewQuerySchema = z.object({
  season: seasonParamSchema,
  seasonType: seasonTypeOrRegSchema,
  limit: limitSchema(TEAM_DEFENSE_MAX_LIMIT, TEAM_DEFENSE_MAX_LIMIT),
});
export type TeamDefenseOverviewQuery = z.infer<typeof teamDefenseOverviewQuerySchema>;

export const teamDefenseOverviewSchema = z
  .object({
    teamId: z.string(),
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    games: z.number().int(),
    pointsAgainst: z.number().int(),
    passYardsAllowed: z.number().int(),
    rushYardsAllowed: z.number().int(),
    totalYardsAllowed: z.number().int(),
    takeaways: z.number().int(),
    sacks: z.number(),
    /** Points allowed per game (the team header's "Pts Against"); null before the first game. */
    ppg: nullableNumber,
    passYpgAllowed: nullableNumber,
    rushYpgAllowed: nullableNumber,
    totalYpgAllowed: nullableNumber,
  })
  .meta({ id: 'TeamDefenseOverview' });

export const teamDefenseOverviewResponseSchema = z.object({ defense: z.array(teamDefenseOverviewSchema) });
export type TeamDefenseOverviewResponse = z.infer<typeof teamDefenseOverviewResponseSchema>;

// Advanced (position-specific) player stats: the player header's "Season Stats" items.

/** The advanced-stats calls, by the part of their path after /api/secured/stats/. */
export const ADVANCED_STATS_KINDS = [
  'players-offense/passing',
  'players-offense/rushing',
  'players-offense/receiving',
  'defense/overview',
  'defense/nearest',
  'special-teams/kicking',
  'special-teams/punting',
] as const;
export type AdvancedStatsKind = (typeof ADVANCED_STATS_KINDS)[number];

/** The full path of an advanced-stats call (season figures). */
export function advancedStatsPath(kind: AdvancedStatsKind): string {
  return `/api/secured/stats/${kind}/season`;
}

/**
 * Which advanced-stats call feeds the player header of each position group (spec 2 §3, §7):
 * receivers the receiving call, the front seven the defense overview, the secondary the nearest-
 * defender call. OL and LS have no header stats.
 */
export const ADVANCED_STATS_KIND_BY_POSITION_GROUP = {
  QB: 'players-offense/passing',
  RB: 'players-offense/rushing',
  WR: 'players-offense/receiving',
  TE: 'players-offense/receiving',
  DL: 'defense/overview',
  LB: 'defense/overview',
  EDGE: 'defense/overview',
  DB: 'defense/nearest',
  K: 'special-teams/kicking',
  P: 'special-teams/punting',
  OL: null,
  LS: null,
} as const satisfies Record<PositionGroup, AdvancedStatsKind | null>;

/** Most rows of an advanced-stats list (without nflId). */
export const ADVANCED_STATS_MAX_LIMIT = 500;

/** One player (nflId) or a list of the season's players who took part, best first. */
export const advancedStatsQuerySchema = z.object({
  season: seasonParamSchema,
  seasonType: seasonTypeOrRegSchema,
  nflId: statsNflIdSchema.optional(),
  teamId: teamIdSchema.optional(),
  limit: limitSchema(ADVANCED_STATS_MAX_LIMIT, 100),
});
export type AdvancedStatsQuery = z.infer<typeof advancedStatsQuerySchema>;

export const advancedStatsPlayerSchema = z
  .object({
    nflId: z.number().int(),
    displayName: z.string(),
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    teamId: z.string(),
    position: z.string(),
    /** Games he appeared in, and his team's games he missed (for stat qualification). */
    gamesPlayed: z.number().int(),
    gamesDnp: z.number().int(),
    /** The sections of the call (e.g. `defense` and `coverage` for defense/nearest). */
    passing: statSectionSchema.optional(),
    rushing: statSectionSchema.optional(),
    receiving: statSectionSchema.optional(),
    defense: statSectionSchema.optional(),
    coverage: statSectionSchema.optional(),
    kicking: statSectionSchema.optional(),
    punting: statSectionSchema.optional(),
  })
  .meta({ id: 'AdvancedStatsPlayer' });
export type AdvancedStatsPlayer = z.infer<typeof advancedStatsPlayerSchema>;

export const advancedStatsResponseSchema = z.object({ players: z.array(advancedStatsPlayerSchema) });
export type AdvancedStatsResponse = z.infer<typeof advancedStatsResponseSchema>;

// Stat leaders (public): /api/stats/leaders/{group}/{period}.

export const LEADER_GROUPS = [
  'passing',
  'rushing',
  'receiving',
  'defense',
  'team-offense',
  'team-defense',
] as const;
export type LeaderGroup = (typeof LEADER_GROUPS)[number];

export const LEADER_PERIODS = ['season', 'game'] as const;
export type LeaderPeriod = (typeof LEADER_PERIODS)[number];

export const leaderParamsSchema = z.object({
  group: z.enum(LEADER_GROUPS, { error: `must be one of ${LEADER_GROUPS.join(', ')}` }),
  period: z.enum(LEADER_PERIODS, { error: 'must be season or game' }),
});
export type LeaderParams = z.infer<typeof leaderParamsSchema>;

export const LEADER_MAX_PAGE_SIZE = 100;

export const leaderQuerySchema = z.object({
  season: seasonParamSchema,
  seasonType: seasonTypeOrRegSchema,
  /** Game leaders only: one week's games (all the season type's games when omitted). */
  week: z.coerce
    .number({ error: 'must be a week number' })
    .int({ error: 'must be a week number' })
    .min(0, { error: 'must be a week number from 0 to 23' })
    .max(23, { error: 'must be a week number from 0 to 23' })
    .optional(),
  teamId: teamIdSchema.optional(),
  /** Player groups only: a position or position group (QB, WR, CB, DB, EDGE…). */
  position: z
    .string()
    .regex(/^[A-Za-z]{1,4}$/, { error: 'must be a position such as QB or WR' })
    .optional(),
  /** A column key of the group (the group's headline figure by default). */
  sortKey: z.string().min(1, { error: 'must be a column key' }).optional(),
  /** The group's natural order by default (DESC; ASC for points and yards allowed). */
  sortValue: sortValueSchema.optional(),
  page: z.coerce
    .number({ error: 'must be a page number from 1' })
    .int({ error: 'must be a page number from 1' })
    .min(1, { error: 'must be a page number from 1' })
    .default(1),
  pageSize: limitSchema(LEADER_MAX_PAGE_SIZE, 25),
});
export type LeaderQuery = z.infer<typeof leaderQuerySchema>;

/**
 * The CSV export of a whole leader table (GET /api/stats/leaders/{group}/{period}.csv): the
 * table's filters and sort, every row (no page).
 */
export const leaderCsvQuerySchema = leaderQuerySchema.omit({ page: true, pageSize: true });
export type LeaderCsvQuery = z.infer<typeof leaderCsvQuerySchema>;

/** How the web table shows a column. */
export const leaderColumnSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    tooltip: z.string(),
    decimals: z.number().int().min(0).max(3),
    isPercentage: z.boolean(),
  })
  .meta({ id: 'LeaderColumn' });
export type LeaderColumn = z.infer<typeof leaderColumnSchema>;

export const leaderRowSchema = z
  .object({
    /** 1-based place in the whole sorted list (not the page). */
    rank: z.number().int(),
    /** Player groups; null for team groups. */
    nflId: z.number().int().nullable(),
    displayName: z.string().nullable(),
    position: z.string().nullable(),
    teamId: z.string(),
    teamAbbr: z.string(),
    /** Game leaders only. */
    gameId: z.number().int().nullable(),
    week: z.number().int().nullable(),
    opponentTeamId: z.string().nullable(),
    /** Column key → value; null when the figure has no value (a rate with a zero denominator). */
    values: z.record(z.string(), z.number().nullable()),
  })
  .meta({ id: 'LeaderRow' });
export type LeaderRow = z.infer<typeof leaderRowSchema>;

export const leaderResponseSchema = z
  .object({
    group: z.enum(LEADER_GROUPS),
    period: z.enum(LEADER_PERIODS),
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    week: z.number().int().nullable(),
    sortKey: z.string(),
    sortValue: z.enum(SORT_VALUES),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Rows in the whole list, over all pages. */
    total: z.number().int(),
    columns: z.array(leaderColumnSchema),
    leaders: z.array(leaderRowSchema),
  })
  .meta({ id: 'StatLeaders' });
export type LeaderResponse = z.infer<typeof leaderResponseSchema>;
