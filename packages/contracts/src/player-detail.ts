/** Request and response schemas of the player page's detail calls: seasons, game log, fantasy weeks. */
import { SEASON_TYPES } from '@all22/domain';
import { z } from 'zod';
import { playerOverviewQuerySchema } from './players.js';
import { statSectionSchema } from './stats.js';

/** playerId is an nflId, gsisId or smartId; season required; seasonType defaults to REG. */
export const playerSeasonQuerySchema = playerOverviewQuerySchema;
export const playerSeasonsQuerySchema = playerOverviewQuerySchema.pick({ playerId: true });

const fantasyPoints = {
  fpStd: z.number(),
  fpHalfPPR: z.number(),
  fpPPR: z.number(),
};

/** One season (and season type) of a player: games, every stat section, fantasy points. */
export const playerSeasonRowSchema = z
  .object({
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    teamId: z.string(),
    position: z.string(),
    gamesPlayed: z.number().int(),
    gamesDnp: z.number().int(),
    ...fantasyPoints,
    stats: z.object({
      passing: statSectionSchema,
      rushing: statSectionSchema,
      receiving: statSectionSchema,
      defense: statSectionSchema,
      coverage: statSectionSchema,
      kicking: statSectionSchema,
      punting: statSectionSchema,
      returning: statSectionSchema,
    }),
  })
  .meta({ id: 'PlayerSeasonRow' });

/** GET /api/players/seasons: every season and season type he has a line for, oldest first. */
export const playerSeasonsResponseSchema = z
  .object({ nflId: z.number().int(), seasons: z.array(playerSeasonRowSchema) })
  .meta({ id: 'PlayerSeasons' });
export type PlayerSeasonsResponse = z.infer<typeof playerSeasonsResponseSchema>;

/** The figures a game log shows per game (the stored headline columns). */
export const playerGameHeadlineSchema = z
  .object({
    snaps: z.number().int(),
    passAttempts: z.number().int(),
    passCompletions: z.number().int(),
    passYards: z.number().int(),
    passTouchdowns: z.number().int(),
    interceptionsThrown: z.number().int(),
    rushAttempts: z.number().int(),
    rushYards: z.number().int(),
    rushTouchdowns: z.number().int(),
    targets: z.number().int(),
    receptions: z.number().int(),
    receivingYards: z.number().int(),
    receivingTouchdowns: z.number().int(),
    tackles: z.number().int(),
    sacks: z.number(),
    defInterceptions: z.number().int(),
    fumblesLost: z.number().int(),
    ...fantasyPoints,
  })
  .meta({ id: 'PlayerGameHeadline' });

export const playerGameLogEntrySchema = z
  .object({
    gameId: z.number().int(),
    week: z.number().int(),
    weekSlug: z.string(),
    gameDate: z.string(),
    teamId: z.string(),
    opponentTeamId: z.string(),
    opponentAbbr: z.string(),
    isHome: z.boolean(),
    phase: z.string(),
    teamScore: z.number().int(),
    opponentScore: z.number().int(),
    /** W, L or T once the game is final; null while it is under way. */
    result: z.enum(['W', 'L', 'T']).nullable(),
    headline: playerGameHeadlineSchema,
  })
  .meta({ id: 'PlayerGameLogEntry' });

/** GET /api/players/gameLog: one row per game he has a line in, by week. */
export const playerGameLogResponseSchema = z
  .object({
    nflId: z.number().int(),
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    games: z.array(playerGameLogEntrySchema),
  })
  .meta({ id: 'PlayerGameLog' });
export type PlayerGameLogResponse = z.infer<typeof playerGameLogResponseSchema>;

/** GET /api/players/fantasyWeeks: fantasy points of each week he played, and their totals. */
export const playerFantasyWeeksResponseSchema = z
  .object({
    nflId: z.number().int(),
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    weeks: z.array(
      z.object({
        week: z.number().int(),
        gameId: z.number().int(),
        opponentTeamId: z.string(),
        ...fantasyPoints,
      }),
    ),
    totals: z.object(fantasyPoints),
  })
  .meta({ id: 'PlayerFantasyWeeks' });
export type PlayerFantasyWeeksResponse = z.infer<typeof playerFantasyWeeksResponseSchema>;
