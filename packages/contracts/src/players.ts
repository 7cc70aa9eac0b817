/**
 * Request and response schemas of the players calls: player, search, the players index and the
 * player overview.
 */
import {
  PLAYER_PER_GAME_KEYS,
  PLAYER_RATE_KEYS,
  PLAYER_STATUSES,
  PLAYER_TOTAL_KEYS,
  POSITIONS,
} from '@all22/domain';
import { z } from 'zod';
import { injuryStatusSchema } from './rosters.js';
import { seasonParamSchema, seasonTypeSchema } from './schedules.js';
import { SORT_VALUES } from './stats.js';
import { teamIdSchema } from './teams.js';

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

/** The players index's orders; each ends with the name (last, first) and the nflId, so pages are stable. */
export const PLAYER_LIST_SORT_KEYS = [
  'name',
  'position',
  'team',
  'jerseyNumber',
  'age',
  'experience',
] as const;
export type PlayerListSortKey = (typeof PLAYER_LIST_SORT_KEYS)[number];

/** Rows per page the index offers; 50 unless asked. */
export const PLAYER_LIST_PAGE_SIZES = [25, 50, 100] as const;
export const PLAYER_LIST_DEFAULT_PAGE_SIZE = 50;
/** A page past this is refused rather than turned into a huge SQL offset. */
export const PLAYER_LIST_MAX_PAGE = 10_000;

const wholeNumberParam = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` })
    .default(fallback);

/**
 * GET /api/players: the players index. Every filter is optional: `term` keeps players whose name
 * holds every word of it (case and accents folded, as search does; any length); `status` one
 * status (RET included); without a status, retired players only with `includeRetired=true`.
 */
export const playerListQuerySchema = z.object({
  term: z
    .string({ error: 'must be a name or part of one' })
    .trim()
    .max(PLAYER_SEARCH_TERM_MAX_LENGTH, {
      error: `must be at most ${PLAYER_SEARCH_TERM_MAX_LENGTH} characters`,
    })
    .optional(),
  position: z.enum(POSITIONS, { error: `must be one of ${POSITIONS.join(', ')}` }).optional(),
  teamId: teamIdSchema.optional(),
  status: z
    .enum(PLAYER_STATUSES, { error: `must be one of ${PLAYER_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'ACT active, RES injured reserve, PS practice squad, FA free agent, RET retired' }),
  includeRetired: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  sortKey: z
    .enum(PLAYER_LIST_SORT_KEYS, { error: `must be one of ${PLAYER_LIST_SORT_KEYS.join(', ')}` })
    .default('name'),
  sortValue: z.enum(SORT_VALUES, { error: 'must be ASC or DESC' }).default('ASC'),
  page: wholeNumberParam(1, PLAYER_LIST_MAX_PAGE, 1),
  pageSize: wholeNumberParam(1, PLAYER_LIST_PAGE_SIZES.at(-1) ?? 100, PLAYER_LIST_DEFAULT_PAGE_SIZE),
});
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;

/** A row of the players index: who he is, his team now (null for a free agent or retiree), his injury. */
export const playerListItemSchema = z
  .object({
    nflId: z.number().int(),
    smartId: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    positionGroup: z.string(),
    jerseyNumber: z.number().int().nullable(),
    status: z.string().meta({ description: 'ACT, RES, PS, FA or RET' }),
    birthDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    experience: z.number().int().nullable().meta({ description: 'Accrued seasons' }),
    headshot: z.string().nullable().meta({ description: 'Image URL template ({size}, {dpr})' }),
    currentTeam: playerTeamSchema.nullable(),
    injury: injuryStatusSchema,
  })
  .meta({ id: 'PlayerListItem' });
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

/** A page of the players index, with the order it was read in and how many match in all. */
export const playerListResponseSchema = z
  .object({
    players: z.array(playerListItemSchema),
    /** Players matching the filters, over all pages. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    sortKey: z.enum(PLAYER_LIST_SORT_KEYS),
    sortValue: z.enum(SORT_VALUES),
  })
  .meta({ id: 'PlayerList' });
export type PlayerListResponse = z.infer<typeof playerListResponseSchema>;

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
