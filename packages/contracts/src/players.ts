/** Request and response schemas of the players calls: player, search and the player overview. */
import { PLAYER_PER_GAME_KEYS, PLAYER_RATE_KEYS, PLAYER_TOTAL_KEYS } from '@all22/domain';
import { z } from 'zod';
import { injuryStatusSchema } from './rosters.js';
import { seasonParamSchema, seasonTypeSchema } from './schedules.js';

const nflIdParam = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, { error: 'must be a numeric nflId' });

/** GET /api/players/player: one of nflId, gsisId or smartId (spec 1 §5); none → "no player id passed in". */
export const playerLookupQuerySchema = z.object({
  nflId: nflIdParam.optional(),
  gsisId: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{7}$/, { error: 'must be a gsisId such as 00-0030000' })
    .optional(),
  smartId: z.uuid({ error: 'must be a player smartId (a UUID)' }).optional(),
});
export type PlayerLookupQuery = z.infer<typeof playerLookupQuerySchema>;

/** The team a player page shows beside him (header card: logo, full name). */
export const playerTeamSchema = z
  .object({
    teamId: z.string(),
    smartId: z.string(),
    abbr: z.string(),
    fullName: z.string(),
    nick: z.string(),
    logo: z.string().meta({ description: 'Image URL template ({size}, {dpr})' }),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    conferenceAbbr: z.string().nullable(),
    division: z.object({ abbr: z.string().nullable(), fullName: z.string().nullable() }),
  })
  .meta({ id: 'PlayerTeam' });
export type PlayerTeam = z.infer<typeof playerTeamSchema>;

/** The Player entity (spec 1 §3) with what his page needs: bio, current team and injury. */
export const playerSchema = z
  .object({
    nflId: z.number().int(),
    gsisId: z.string().nullable(),
    smartId: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string().meta({ description: 'QB, RB, TE, WR, LB, EDGE, DB, DL, CB, K or P' }),
    positionGroup: z.string(),
    jerseyNumber: z.number().int().nullable(),
    currentTeamId: z.string().nullable(),
    birthDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    heightInches: z.number().int().nullable(),
    weight: z.number().int().nullable().meta({ description: 'Pounds' }),
    college: z.string().nullable(),
    experience: z.number().int().nullable().meta({ description: 'Accrued seasons' }),
    status: z.string().meta({ description: 'ACT, RES, PS, FA, RET, ...' }),
    headshot: z.string().nullable().meta({ description: 'Image URL template ({size}, {dpr})' }),
    currentTeam: playerTeamSchema.nullable(),
    injury: injuryStatusSchema.extend({
      bodyPart: z.string().nullable(),
      practiceStatus: z.string().nullable(),
    }),
  })
  .meta({ id: 'Player' });
export type Player = z.infer<typeof playerSchema>;

/** Longest term accepted; names are far shorter. */
export const PLAYER_SEARCH_TERM_MAX_LENGTH = 100;

export const playerSearchQuerySchema = z.object({
  term: z
    .string({ error: 'is required' })
    .trim()
    .min(3, { error: 'must be at least 3 characters' })
    .max(PLAYER_SEARCH_TERM_MAX_LENGTH, {
      error: `must be at most ${PLAYER_SEARCH_TERM_MAX_LENGTH} characters`,
    }),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>;

/** A player search result (spec 2 §3). */
export const playerSearchResultSchema = z
  .object({
    nflId: z.number().int(),
    smartId: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    headshot: z.string().nullable().meta({ description: 'Image URL template ({size}, {dpr})' }),
    currentTeamId: z.string().nullable(),
    teamAbbr: z.string().nullable(),
    position: z.string(),
    status: z.string(),
    injury: injuryStatusSchema,
  })
  .meta({ id: 'PlayerSearchResult' });
export type PlayerSearchResult = z.infer<typeof playerSearchResultSchema>;

/** Best match first; at most 20; retired players never appear. */
export const playerSearchResponseSchema = z
  .object({ players: z.array(playerSearchResultSchema) })
  .meta({ id: 'PlayerSearch' });
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

export const playerOverviewQuerySchema = z.object({
  playerId: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .meta({ description: 'nflId, gsisId or smartId' }),
  season: seasonParamSchema,
  seasonType: seasonTypeSchema.default('REG'),
});
export type PlayerOverviewQuery = z.infer<typeof playerOverviewQuerySchema>;

type FigureShape<K extends string, S extends z.ZodType> = { [Key in K]: S };
const figures = <const K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as FigureShape<K, S>;
const count = z.number();
const rate = z.number().nullable();

/** A season line section: its totals, then its rates and per-game figures (null at a zero denominator). */
const seasonLineSection = <const T extends string, const R extends string>(
  totals: readonly T[],
  rates: readonly R[],
) => z.object({ ...figures(totals, count), ...figures(rates, rate) });

export const passingSeasonLineSchema = seasonLineSection(PLAYER_TOTAL_KEYS.passing, [
  ...PLAYER_RATE_KEYS.passing,
  ...PLAYER_PER_GAME_KEYS.passing,
]).meta({ id: 'PassingSeasonLine' });

export const rushingSeasonLineSchema = seasonLineSection(PLAYER_TOTAL_KEYS.rushing, [
  ...PLAYER_RATE_KEYS.rushing,
  ...PLAYER_PER_GAME_KEYS.rushing,
]).meta({ id: 'RushingSeasonLine' });

export const receivingSeasonLineSchema = seasonLineSection(PLAYER_TOTAL_KEYS.receiving, [
  ...PLAYER_RATE_KEYS.receiving,
  ...PLAYER_PER_GAME_KEYS.receiving,
]).meta({ id: 'ReceivingSeasonLine' });

/** GET /api/stats/player/overview: games played and missed, and the season's offensive lines. */
export const playerOverviewResponseSchema = z
  .object({
    nflId: z.number().int(),
    season: z.number().int(),
    seasonType: seasonTypeSchema,
    lineup: z.object({
      gamesDnp: z
        .number()
        .int()
        .meta({ description: "His team's games he was rostered for but did not play" }),
      gamesPlayed: z.number().int(),
    }),
    stats: z.object({
      passing: passingSeasonLineSchema,
      rushing: rushingSeasonLineSchema,
      receiving: receivingSeasonLineSchema,
    }),
  })
  .meta({ id: 'PlayerOverview' });
export type PlayerOverviewResponse = z.infer<typeof playerOverviewResponseSchema>;
