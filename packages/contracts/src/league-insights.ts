/**
 * GET /api/insights: league insights computed from the plays — team efficiency (EPA per play on
 * offense and defense, success rate, early-down pass rate) with its quadrant, weekly trends with
 * the biggest risers and fallers, the week's notable performances, and the beta page's experimental
 * cards. Each insight carries how it was computed (`method`) and film-room queries of its plays,
 * each with the number of plays it holds. Definitions are the domain's
 * (packages/domain/src/league-insights).
 */
import {
  EFFICIENCY_PLAY_TYPES,
  EFFICIENCY_QUADRANTS,
  FIRST_INSIGHT_WEEK,
  LAST_INSIGHT_WEEK,
  NOTABLE_KINDS,
} from '@all22/domain';
import { z } from 'zod';
import { integerParam, seasonParamSchema } from './schedules.js';

/**
 * Both may be left out: the season defaults to the league's current one, the week to its current
 * regular-season week (the season's last after it, the previous season's last before its first).
 */
export const leagueInsightsQuerySchema = z.object({
  season: seasonParamSchema.optional(),
  week: integerParam(
    `a regular-season week, ${FIRST_INSIGHT_WEEK} to ${LAST_INSIGHT_WEEK}`,
    FIRST_INSIGHT_WEEK,
    LAST_INSIGHT_WEEK,
  ).optional(),
});
export type LeagueInsightsQuery = z.infer<typeof leagueInsightsQuerySchema>;

const int = z.number().int();
const leagueTeamSchema = z.object({ teamId: z.string(), abbr: z.string(), fullName: z.string() });

/** A film-room query (for /film/plays?{query}) and how many plays it finds. */
export const leagueFilmLinkSchema = z
  .object({
    /** What the plays are: a play type of a team's efficiency plays, or a named set. */
    kind: z.enum([...EFFICIENCY_PLAY_TYPES, 'explosiveRuns', 'playerPlays']),
    query: z.string(),
    plays: int,
  })
  .meta({ id: 'LeagueFilmLink' });
export type LeagueFilmLink = z.infer<typeof leagueFilmLinkSchema>;

/** One side's figures: EPA per play (3 decimals), rates as percentages (1 decimal); null without plays. */
const efficiencyRatesSchema = z.object({
  plays: int,
  epaPerPlay: z.number().nullable(),
  successRate: z.number().nullable(),
  passRate: z.number().nullable(),
  earlyDownPassRate: z.number().nullable(),
});
export type EfficiencyRatesResponse = z.infer<typeof efficiencyRatesSchema>;

const teamEfficiencySchema = z.object({
  team: leagueTeamSchema,
  quadrant: z.enum(EFFICIENCY_QUADRANTS),
  offense: efficiencyRatesSchema,
  defense: efficiencyRatesSchema,
  film: z.object({ offense: z.array(leagueFilmLinkSchema), defense: z.array(leagueFilmLinkSchema) }),
});
export type TeamEfficiencyResponse = z.infer<typeof teamEfficiencySchema>;

const trendMoverSchema = z.object({
  team: leagueTeamSchema,
  recent: z.number(),
  before: z.number(),
  change: z.number(),
  firstRecentWeek: int,
  throughWeek: int,
  /** The last week of the span the team played (a bye skipped), and its offense's plays that week. */
  filmWeek: int,
  film: z.array(leagueFilmLinkSchema),
});
export type TrendMoverResponse = z.infer<typeof trendMoverSchema>;

const notablePlayerSchema = z.object({ nflId: int, displayName: z.string(), position: z.string() });

const notableCardSchema = z.object({
  kind: z.enum(NOTABLE_KINDS),
  /** EPA per play (3 decimals) for a team, yards for a player. */
  value: z.number(),
  week: int,
  gameId: int,
  team: leagueTeamSchema,
  opponent: leagueTeamSchema,
  /** The passer, rusher or receiver; null for a team's card. */
  player: notablePlayerSchema.nullable(),
  /** Passes, carries or targets behind a player's yards; plays behind a team's EPA. */
  plays: int,
  isSeasonBest: z.boolean(),
  previousBest: z.object({ value: z.number(), week: int, name: z.string(), gameId: int }).nullable(),
  film: z.array(leagueFilmLinkSchema),
});
export type NotableCardResponse = z.infer<typeof notableCardSchema>;

export const leagueInsightsResponseSchema = z
  .object({
    season: int,
    /** The week asked for (or the default): the trends' risers and fallers and the notables are of it. */
    week: int,
    /** The latest week with plays in the season: the efficiency reads weeks 1 to it. */
    latestWeek: int,
    efficiency: z.object({
      method: z.string(),
      league: efficiencyRatesSchema,
      teams: z.array(teamEfficiencySchema),
    }),
    trends: z.object({
      method: z.string(),
      windowWeeks: int,
      teams: z.array(
        z.object({
          team: leagueTeamSchema,
          points: z.array(
            z.object({ week: int, netEpaPerPlay: z.number(), rollingNetEpaPerPlay: z.number() }),
          ),
        }),
      ),
      risers: z.array(trendMoverSchema),
      fallers: z.array(trendMoverSchema),
    }),
    notables: z.object({ method: z.string(), cards: z.array(notableCardSchema) }),
    beta: z.object({
      passRateOverExpected: z.object({
        method: z.string(),
        teams: z.array(
          z.object({
            team: leagueTeamSchema,
            plays: int,
            passRate: z.number(),
            expectedPassRate: z.number(),
            overExpected: z.number(),
            film: z.array(leagueFilmLinkSchema),
          }),
        ),
      }),
      explosiveRuns: z.object({
        method: z.string(),
        teams: z.array(
          z.object({
            team: leagueTeamSchema,
            runs: int,
            explosiveRuns: int,
            /** Percentage, 1 decimal; null without runs. */
            rate: z.number().nullable(),
            film: z.array(leagueFilmLinkSchema),
          }),
        ),
      }),
    }),
  })
  .meta({ id: 'LeagueInsights' });
export type LeagueInsightsResponse = z.infer<typeof leagueInsightsResponseSchema>;
