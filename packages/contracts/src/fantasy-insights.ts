/**
 * GET /api/secured/fantasy/insights: the week's fantasy decisions, each card with the figures
 * behind it and what it links to (a player, a team, film-room queries). Definitions and thresholds
 * are the domain's (packages/domain/src/fantasy-insights); figures are per game, one decimal, in
 * the scoring asked for; shares are percentages 0–100.
 */
import { FIRST_INSIGHT_WEEK, LAST_INSIGHT_WEEK, USAGE_METRICS } from '@all22/domain';
import { z } from 'zod';
import { integerParam, seasonParamSchema } from './schedules.js';

const SCORING_VALUES = ['0', '0.5', '1'] as const;

/** Points per reception as a query value: 0 (standard), 0.5 (half PPR) or 1 (PPR). */
export const scoringParamSchema = z
  .enum(SCORING_VALUES, { error: 'must be 0, 0.5 or 1' })
  .transform((value) => Number(value) as 0 | 0.5 | 1);

/**
 * Every parameter may be left out: the week defaults to the league's current regular-season week
 * (the season's last after it, the previous season's last before its first), the season to the
 * league's current one, the scoring to the caller's account setting (standard without one).
 */
export const fantasyInsightsQuerySchema = z.object({
  season: seasonParamSchema.optional(),
  week: integerParam(
    `a regular-season week, ${FIRST_INSIGHT_WEEK} to ${LAST_INSIGHT_WEEK}`,
    FIRST_INSIGHT_WEEK,
    LAST_INSIGHT_WEEK,
  ).optional(),
  scoring: scoringParamSchema.optional(),
});
export type FantasyInsightsQuery = z.infer<typeof fantasyInsightsQuerySchema>;

const int = z.number().int();
const teamRefSchema = z.object({ teamId: z.string(), abbr: z.string() });

export const insightPlayerSchema = z
  .object({
    nflId: int,
    displayName: z.string(),
    position: z.string(),
    /** Image URL template ({size}, {dpr}); null without one. */
    headshot: z.string().nullable(),
    /** The team he played for last in the weeks read (an injured player: the report's team). */
    team: teamRefSchema.nullable(),
  })
  .meta({ id: 'InsightPlayer' });
export type InsightPlayer = z.infer<typeof insightPlayerSchema>;

export const insightFilmLinkSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('season'), nflId: int, season: int, query: z.string() }),
    z.object({
      kind: z.literal('game'),
      nflId: int,
      week: int,
      gameId: int,
      opponentTeamId: z.string(),
      query: z.string(),
    }),
    z.object({ kind: z.literal('redZone'), nflId: int, season: int, query: z.string() }),
    z.object({ kind: z.literal('touchdowns'), nflId: int, season: int, query: z.string() }),
    z.object({
      kind: z.literal('defense'),
      season: int,
      teamId: z.string(),
      side: z.enum(['pass', 'run']),
      query: z.string(),
    }),
  ])
  .meta({ id: 'InsightFilmLink' });
export type InsightFilmLinkResponse = z.infer<typeof insightFilmLinkSchema>;

const usageAveragesSchema = z.object({
  games: int,
  snapShare: z.number().nullable(),
  targets: z.number(),
  targetShare: z.number().nullable(),
  carries: z.number(),
  redZoneTouches: z.number(),
});

const usageGameSchema = z.object({
  week: int,
  gameId: int,
  opponent: teamRefSchema,
  snaps: int,
  snapShare: z.number().nullable(),
  targets: int,
  targetShare: z.number().nullable(),
  carries: int,
  redZoneTouches: int,
  fantasyPoints: z.number(),
});

const usageMetricSchema = z.enum(USAGE_METRICS);

export const usageInsightCardSchema = z
  .object({
    kind: z.literal('usage'),
    trend: z.enum(['riser', 'faller']),
    player: insightPlayerSchema,
    recent: usageAveragesSchema,
    season: usageAveragesSchema,
    change: z.object({
      snapShare: z.number().nullable(),
      targetShare: z.number().nullable(),
      carries: z.number(),
      redZoneTouches: z.number(),
    }),
    /** The metrics that moved past their thresholds. */
    signals: z.array(usageMetricSchema),
    strength: z.number(),
    pointsPerGame: z.object({ recent: z.number(), season: z.number() }),
    /** His games of the last 3 weeks, most recent first. */
    recentGames: z.array(usageGameSchema),
    film: z.array(insightFilmLinkSchema),
  })
  .meta({ id: 'UsageInsightCard' });
export type UsageInsightCard = z.infer<typeof usageInsightCardSchema>;

/** A defense against one position over the weeks read, adjusted for its opponents. */
export const defenseLineSchema = z.object({
  games: int,
  allowedPerGame: z.number(),
  opponentsAveragePerGame: z.number(),
  adjustmentPerGame: z.number(),
  /** 1 = the most points over the opponents' average (the best matchup). */
  rank: int,
  teamCount: int,
});

export const matchupInsightCardSchema = z
  .object({
    kind: z.literal('matchup'),
    position: z.string(),
    end: z.enum(['best', 'worst']),
    gameId: int,
    isHome: z.boolean(),
    offense: teamRefSchema,
    defense: teamRefSchema,
    /** The offense's leading scorer at the position who is not ruled out; null without one. */
    player: insightPlayerSchema.nullable(),
    playerPointsPerGame: z.number().nullable(),
    defenseLine: defenseLineSchema,
    film: z.array(insightFilmLinkSchema),
  })
  .meta({ id: 'MatchupInsightCard' });
export type MatchupInsightCard = z.infer<typeof matchupInsightCardSchema>;

export const expectedPointsInsightCardSchema = z
  .object({
    kind: z.literal('pointsAgainstExpected'),
    call: z.enum(['buyLow', 'sellHigh']),
    player: insightPlayerSchema,
    games: int,
    targetsPerGame: z.number(),
    carriesPerGame: z.number(),
    redZoneTouchesPerGame: z.number(),
    targetPoints: z.number(),
    carryPoints: z.number(),
    redZonePoints: z.number(),
    epaPoints: z.number(),
    expectedPerGame: z.number(),
    actualPerGame: z.number(),
    differencePerGame: z.number(),
    film: z.array(insightFilmLinkSchema),
  })
  .meta({ id: 'ExpectedPointsInsightCard' });
export type ExpectedPointsInsightCard = z.infer<typeof expectedPointsInsightCardSchema>;

const roleLineSchema = z.object({
  games: int,
  /** Season snap share; recentSnapShare over the last 3 weeks (null without games there). */
  snapShare: z.number().nullable(),
  recentSnapShare: z.number().nullable(),
  targetsPerGame: z.number(),
  carriesPerGame: z.number(),
  pointsPerGame: z.number(),
});

export const injuryInsightCardSchema = z
  .object({
    kind: z.literal('injury'),
    injured: insightPlayerSchema,
    injuryStatus: z.string(),
    bodyPart: z.string().nullable(),
    injuredLine: roleLineSchema,
    nextManUp: insightPlayerSchema,
    nextManUpStatus: z.string(),
    chosenBy: z.enum(['depthChart', 'snaps']),
    /** His place among the position's players on this week's depth chart, null when by snaps. */
    depthRank: int.nullable(),
    nextManUpLine: roleLineSchema,
    film: z.array(insightFilmLinkSchema),
  })
  .meta({ id: 'InjuryInsightCard' });
export type InjuryInsightCard = z.infer<typeof injuryInsightCardSchema>;

/** What an opportunity was worth at a position in the weeks read, in the scoring asked for. */
export const opportunityRatesSchema = z.object({
  position: z.string(),
  targetValue: z.number(),
  carryValue: z.number(),
  redZoneTouchValue: z.number(),
  receivingEpaPerTarget: z.number(),
  rushingEpaPerCarry: z.number(),
});

export const fantasyInsightsResponseSchema = z
  .object({
    season: int,
    /** The week the decisions are for; the figures read weeks 1 to throughWeek. */
    week: int,
    throughWeek: int,
    /** The first of "the last 3 weeks". */
    recentFirstWeek: int,
    scoring: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
    usage: z.object({ risers: z.array(usageInsightCardSchema), fallers: z.array(usageInsightCardSchema) }),
    matchups: z.object({
      cards: z.array(matchupInsightCardSchema),
      /** Every defense's line at each position (null where it has none), best matchup first at QB. */
      defenses: z.array(
        z.object({
          team: teamRefSchema,
          QB: defenseLineSchema.nullable(),
          RB: defenseLineSchema.nullable(),
          WR: defenseLineSchema.nullable(),
          TE: defenseLineSchema.nullable(),
        }),
      ),
    }),
    pointsAgainstExpected: z.object({
      buyLow: z.array(expectedPointsInsightCardSchema),
      sellHigh: z.array(expectedPointsInsightCardSchema),
      rates: z.array(opportunityRatesSchema),
    }),
    injuries: z.object({ cards: z.array(injuryInsightCardSchema) }),
  })
  .meta({ id: 'FantasyInsights' });
export type FantasyInsightsResponse = z.infer<typeof fantasyInsightsResponseSchema>;
