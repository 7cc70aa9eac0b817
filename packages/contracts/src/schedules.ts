/**
 * Request and response schemas of the schedules, scores and standings calls, and the shapes other
 * answers share: Game, Week, and the season / seasonType / week query parameters.
 */
import { normalizeWeekNumber, SEASON_TYPES } from '@all22/domain';
import { z } from 'zod';
import { teamIdSchema, teamSchema } from './teams.js';

// A query parameter's error message names the problem; the server prefixes the parameter's name.
const requiredOr =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'is required' : `must be ${what}`;

/** A whole number sent as a query string, checked to lie in [min, max]. */
export function integerParam(what: string, min: number, max: number) {
  return z
    .string({ error: requiredOr(what) })
    .regex(/^\d+$/, { error: `must be ${what}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );
}

/** A season is named by the year it starts in, e.g. 2024. */
export const seasonParamSchema = integerParam('a season year, e.g. 2024', 1920, 2100);
export const seasonTypeSchema = z.enum(SEASON_TYPES, { error: requiredOr('PRE, REG or POST') });
/** PRE 0–4, REG 1–18, POST 1–4 (19, 20, 21 and 23 are accepted for POST and normalised). */
export const weekParamSchema = integerParam('a week number', 0, 23);

type WeekFields = { seasonType?: z.infer<typeof seasonTypeSchema>; week?: number };

/** Rejects a week its season type does not have (REG 19, POST 5…) and stores POST weeks as 1–4. */
const normalizeWeek = <T extends WeekFields>(query: T, context: z.RefinementCtx): T => {
  if (query.seasonType === undefined || query.week === undefined) return query;
  const week = normalizeWeekNumber(query.seasonType, query.week);
  if (week === null) {
    context.addIssue({
      code: 'custom',
      path: ['week'],
      message: `must be a week of ${query.seasonType} (PRE 0-4, REG 1-18, POST 1-4)`,
    });
    return z.NEVER;
  }
  return { ...query, week };
};

/** season, seasonType and a numeric week, all required (spec 1 §5: "the games fetch requires…"). */
export const seasonWeekQuerySchema = z
  .object({ season: seasonParamSchema, seasonType: seasonTypeSchema, week: weekParamSchema })
  .transform(normalizeWeek);
export type SeasonWeekQuery = z.infer<typeof seasonWeekQuerySchema>;

/** season, seasonType and week together, or none of them for the league's current week. */
export const optionalSeasonWeekQuerySchema = z
  .object({
    season: seasonParamSchema.optional(),
    seasonType: seasonTypeSchema.optional(),
    week: weekParamSchema.optional(),
  })
  .superRefine((query, context) => {
    const given = [query.season, query.seasonType, query.week].filter((value) => value !== undefined);
    if (given.length === 0 || given.length === 3) return;
    for (const key of ['season', 'seasonType', 'week'] as const) {
      if (query[key] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when season, seasonType or week is given (send all three or none)',
        });
      }
    }
  })
  .transform(normalizeWeek);
export type OptionalSeasonWeekQuery = z.infer<typeof optionalSeasonWeekQuerySchema>;

/** A game by its 10-digit gameId (2024101300) or its smartId (a UUID). */
export const gameQuerySchema = z.object({
  gameId: z
    .string({ error: requiredOr('a 10-digit game id or a game smartId') })
    .regex(/^(\d{10}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
      error: 'must be a 10-digit game id or a game smartId',
    }),
});

export const seasonQuerySchema = z.object({ season: seasonParamSchema });

/** GET /api/schedules/standings: week omitted means the latest standings of the season. */
export const standingsQuerySchema = z
  .object({
    season: seasonParamSchema,
    seasonType: seasonTypeSchema,
    week: weekParamSchema.optional(),
  })
  .transform(normalizeWeek);

export const teamScheduleQuerySchema = z.object({ season: seasonParamSchema, teamId: teamIdSchema });
export type TeamScheduleQuery = z.infer<typeof teamScheduleQuerySchema>;

/** A team as a game shows it: the Team plus its score in this game and whether it has the ball. */
export const gameTeamSchema = teamSchema
  .extend({
    score: z.object({ total: z.number().int() }),
    hasPossession: z.boolean(),
  })
  .meta({ id: 'GameTeam' });

const teamScoreSchema = z.object({ pointTotal: z.number().int() });

/**
 * The Game entity (spec 1 §3), also the schedule entry (isoTime, gameDate, gameTimeEastern).
 * `id` and `smartId` are the game's UUID; `gameId` its number. Live fields (quarter, clock, down,
 * distance, yardLine, possession) are null when the game is not under way. Scores are 0 before
 * kick-off; `score.phase` repeats the game's phase. `awayTeam` is `visitorTeam` by its other name.
 */
export const gameSchema = z
  .object({
    id: z.uuid(),
    smartId: z.uuid(),
    gameId: z.number().int(),
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    week: z.number().int(),
    weekSlug: z.string(),
    /** Kick-off, ISO 8601 in UTC; `isoTime` is the same instant under the schedule's name. */
    time: z.iso.datetime(),
    isoTime: z.iso.datetime(),
    /** Eastern date and wall time of kick-off: "2024-10-13", "13:00:00". */
    gameDate: z.string(),
    gameTimeEastern: z.string(),
    /** "SUN", "OCT 13" (Eastern). */
    dateDayShort: z.string(),
    dateDayMonth: z.string(),
    phase: z.string(),
    /** What a score strip shows: "1:00 PM ET", "Q3 05:12", "HALFTIME", "FINAL", "FINAL/OT". */
    displayStatus: z.string(),
    quarter: z.number().int().nullable(),
    clock: z.string().nullable(),
    visitorTeamId: z.string(),
    homeTeamId: z.string(),
    visitorTeam: gameTeamSchema,
    homeTeam: gameTeamSchema,
    awayTeam: gameTeamSchema,
    possessionTeamId: z.string().nullable(),
    /** True while a team has the ball (see each team's own `hasPossession`). */
    hasPossession: z.boolean(),
    isRedzone: z.boolean(),
    down: z.number().int().nullable(),
    distance: z.number().int().nullable(),
    /** e.g. "KC 35". */
    yardLine: z.string().nullable(),
    /** e.g. "3rd & 7", "1st & Goal". */
    downAndDist: z.string().nullable(),
    externalIds: z.array(z.object({ source: z.string(), id: z.string() })),
    /** Point spread per side (negative = favoured); null before the odds are out. */
    spread: z.object({ awayHandicap: z.number().nullable(), homeHandicap: z.number().nullable() }),
    score: z.object({
      phase: z.string(),
      visitorTeamScore: teamScoreSchema,
      homeTeamScore: teamScoreSchema,
    }),
  })
  .meta({ id: 'Game' });
export type GameResponse = z.infer<typeof gameSchema>;

export const gamesResponseSchema = z.object({ games: z.array(gameSchema) }).meta({ id: 'Games' });
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

/** GET /api/teams/schedule answers an array, as the spec says (not wrapped). */
export const teamScheduleResponseSchema = z.array(gameSchema).meta({ id: 'TeamSchedule' });

/** The Current schedule entity (spec 1 §3): the league's current week and what of it is played. */
export const currentScheduleSchema = z
  .object({
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    week: z.number().int(),
    weekSlug: z.string(),
    /** smartIds of the current week's final games. */
    gamesPlayedSmartIds: z.array(z.uuid()),
    numberOfGamesPlayed: z.number().int(),
  })
  .meta({ id: 'CurrentSchedule' });
export type CurrentScheduleResponse = z.infer<typeof currentScheduleSchema>;

/** The Week entity (spec 1 §3), with its Tuesday–Monday dates. */
export const weekSchema = z
  .object({
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    week: z.number().int(),
    weekType: z.string(),
    text: z.string(),
    weekSlug: z.string(),
    /** "REG-5" */
    seasonTypeWeek: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  })
  .meta({ id: 'Week' });
export type WeekResponse = z.infer<typeof weekSchema>;

export const weeksResponseSchema = z.object({ weeks: z.array(weekSchema) }).meta({ id: 'Weeks' });
export type WeeksResponse = z.infer<typeof weeksResponseSchema>;

/** A game's betting line: decimal prices (the app converts those under 2 to American odds). */
export const gameOddsSchema = z
  .object({
    gameId: z.number().int(),
    smartId: z.uuid(),
    /** The game's "elias" external id, which the odds feed is keyed by. */
    eliasId: z.string().nullable(),
    awayHandicap: z.number().nullable(),
    homeHandicap: z.number().nullable(),
    awayPrice: z.number().nullable(),
    homePrice: z.number().nullable(),
    /** Over/under points total and its prices. */
    total: z.number().nullable(),
    overPrice: z.number().nullable(),
    underPrice: z.number().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'GameOdds' });
export type GameOddsResponse = z.infer<typeof gameOddsSchema>;

export const weekOddsResponseSchema = z.object({ odds: z.array(gameOddsSchema) }).meta({ id: 'WeekOdds' });

const recordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  rank: z.number().int().nullable(),
});

/** The Standings row entity (spec 1 §3). */
export const standingsRowSchema = z
  .object({
    team: z.object({ id: z.string(), abbr: z.string(), fullName: z.string() }),
    overall: recordSchema,
    home: recordSchema,
    road: recordSchema,
    conference: recordSchema,
    division: recordSchema,
    clinched: z.object({
      homeField: z.boolean(),
      division: z.boolean(),
      wildCard: z.boolean(),
      playoff: z.boolean(),
      eliminated: z.boolean(),
    }),
    winPct: z.number(),
    pointsFor: z.number().int(),
    pointsAgainst: z.number().int(),
    /** "W3", "L1"; null before a game is played. */
    streak: z.string().nullable(),
    /** Playoff seed 1–7 in the conference, when the team holds one. */
    seed: z.number().int().nullable(),
    /**
     * How the division rank and the conference place were decided, naming the tie-breaker step
     * when a tie decided it: "2nd in the AFC East, lost division tie-breaker to BUF on
     * head-to-head (0-2)"; "Seed 5: wild card, on record (11-5)". Empty before the first games.
     */
    explanation: z.object({ division: z.string(), seed: z.string() }),
  })
  .meta({ id: 'StandingsRow' });
export type StandingsRowResponse = z.infer<typeof standingsRowSchema>;

/** The standings chosen for the request (always regular-season; see docs/decisions.md). */
export const standingsResponseSchema = z
  .object({
    season: z.number().int(),
    seasonType: z.literal('REG'),
    week: z.number().int(),
    standings: z.array(standingsRowSchema),
  })
  .meta({ id: 'Standings' });
export type StandingsResponse = z.infer<typeof standingsResponseSchema>;

/**
 * A game with each side's chance of winning, 0–1 (home + visitor = 1). `basis` says where it
 * comes from: the pre-game spread, the latest play's win probability, or the final score.
 */
export const gameWithWinProbabilitySchema = gameSchema
  .extend({
    winProbability: z.object({
      home: z.number().min(0).max(1),
      visitor: z.number().min(0).max(1),
      basis: z.enum(['pregame', 'live', 'final']),
    }),
  })
  .meta({ id: 'GameWithWinProbability' });
export type GameWithWinProbabilityResponse = z.infer<typeof gameWithWinProbabilitySchema>;

export const liveWithWinResponseSchema = z
  .object({ games: z.array(gameWithWinProbabilitySchema) })
  .meta({ id: 'GamesWithWinProbability' });
