/**
 * Request and response schemas of the Game Time Guide (/gtg) and its Fun Facts (/gtg/fun-facts):
 * a week's games with each side's record, ranks, key matchups, players to watch and injuries, and
 * facts computed from the games before the week, each with its evidence and links.
 */
import {
  FUN_FACT_KINDS,
  GUIDE_MATCHUP_KINDS,
  GUIDE_TEAM_FIGURE_KEYS,
  MILESTONE_SCOPES,
  PLAYER_FACT_STATS,
  PLAYER_STREAK_STATS,
  SEASON_HIGH_STATS,
  SEASON_TYPES,
  type GuideTeamFigure,
} from '@all22/domain';
import { z } from 'zod';
import { teamInjurySchema } from './rosters.js';
import { gameSchema, optionalSeasonWeekQuerySchema } from './schedules.js';

/** GET /api/gtg and /api/gtg/funFacts: season, seasonType and week together, or none for the current week. */
export const gtgQuerySchema = optionalSeasonWeekQuerySchema;

const weekFields = {
  season: z.number().int(),
  seasonType: z.enum(SEASON_TYPES),
  week: z.number().int(),
  weekSlug: z.string(),
};

const recordSchema = z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() });

/** A per-game figure and its competition rank among the league's teams (null before a first game). */
const rankedFigureSchema = z.object({ value: z.number().nullable(), rank: z.number().int().nullable() });

const figuresSchema = z.object(
  Object.fromEntries(GUIDE_TEAM_FIGURE_KEYS.map((key) => [key, rankedFigureSchema])) as Record<
    GuideTeamFigure,
    typeof rankedFigureSchema
  >,
);

const guideFigureSchema = z.object({ label: z.string(), value: z.string() });

const guidePlayerSchema = z.object({
  nflId: z.number().int(),
  displayName: z.string(),
  position: z.string(),
  jerseyNumber: z.number().int().nullable(),
  headshot: z.string().nullable(),
  gamesPlayed: z.number().int(),
  figures: z.array(guideFigureSchema),
});

/** One side of a game in the guide: figures over the guide's basis (see `basis`). */
const guideTeamSchema = z
  .object({
    teamId: z.string(),
    abbr: z.string(),
    fullName: z.string(),
    /** Games in the basis and their record. */
    games: z.number().int(),
    record: recordSchema,
    /** The division place and seed of the standings at the basis' last week; null before any. */
    standing: z
      .object({
        divisionName: z.string().nullable(),
        divisionRank: z.number().int().nullable(),
        conferenceAbbr: z.string().nullable(),
        seed: z.number().int().nullable(),
        streak: z.string().nullable(),
      })
      .nullable(),
    figures: figuresSchema,
    playersToWatch: z.array(guidePlayerSchema),
    /** The week's injury report (empty until it is written). */
    injuries: z.array(teamInjurySchema),
  })
  .meta({ id: 'GuideTeam' });

const guideMatchupSchema = z
  .object({
    kind: z.enum(GUIDE_MATCHUP_KINDS),
    title: z.string(),
    player: z.object({
      nflId: z.number().int(),
      displayName: z.string(),
      position: z.string(),
      teamId: z.string(),
      gamesPlayed: z.number().int(),
      figureName: z.string(),
      total: z.number(),
      perGame: z.number().nullable(),
      touchdowns: z.number().int().nullable(),
    }),
    opponent: z.object({
      teamId: z.string(),
      figure: z.enum(GUIDE_TEAM_FIGURE_KEYS as [GuideTeamFigure, ...GuideTeamFigure[]]),
      value: z.number().nullable(),
      rank: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'GuideMatchup' });

export const gtgGameSchema = z
  .object({
    game: gameSchema,
    visitor: guideTeamSchema,
    home: guideTeamSchema,
    matchups: z.array(guideMatchupSchema),
  })
  .meta({ id: 'GuideGame' });
export type GtgGame = z.infer<typeof gtgGameSchema>;

/** GET /api/gtg: the week's games, each with its guide, by kick-off. */
export const gtgResponseSchema = z
  .object({
    ...weekFields,
    /**
     * The games the records, ranks and players are from: this regular season before the week, the
     * whole regular season in the playoffs, the previous one in the preseason and week 1.
     */
    basis: z.object({
      season: z.number().int(),
      /** The last week counted; null for the whole regular season. */
      throughWeek: z.number().int().nullable(),
      label: z.string(),
    }),
    games: z.array(gtgGameSchema),
  })
  .meta({ id: 'GameTimeGuide' });
export type GtgResponse = z.infer<typeof gtgResponseSchema>;

const gameIdSchema = z.number().int();

const funFactClaimSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('teamStreak'),
    teamId: z.string(),
    outcome: z.enum(['W', 'L']),
    length: z.number().int(),
    gameIds: z.array(gameIdSchema),
  }),
  z.object({
    kind: z.literal('playerStreak'),
    nflId: z.number().int(),
    teamId: z.string(),
    stat: z.enum(PLAYER_STREAK_STATS),
    length: z.number().int(),
    gameIds: z.array(gameIdSchema),
  }),
  z.object({
    kind: z.literal('milestone'),
    nflId: z.number().int(),
    teamId: z.string(),
    stat: z.enum(PLAYER_FACT_STATS),
    scope: z.enum(MILESTONE_SCOPES),
    total: z.number(),
    milestone: z.number(),
    remaining: z.number(),
    gamesPlayed: z.number().int(),
    perGame: z.number(),
  }),
  z.object({
    kind: z.literal('seasonHigh'),
    stat: z.enum(SEASON_HIGH_STATS),
    value: z.number(),
    nflId: z.number().int().nullable(),
    teamId: z.string(),
    gameId: gameIdSchema,
    isShared: z.boolean(),
  }),
  z.object({
    kind: z.literal('teamRecord'),
    teamId: z.string(),
    record: z.enum(['unbeaten', 'winless']),
    wins: z.number().int(),
    losses: z.number().int(),
    ties: z.number().int(),
  }),
  z.object({
    kind: z.literal('teamLeader'),
    teamId: z.string(),
    stat: z.enum(['pointsPerGame', 'pointsAllowedPerGame']),
    points: z.number().int(),
    games: z.number().int(),
  }),
  z.object({
    kind: z.literal('headToHead'),
    teamId: z.string(),
    opponentId: z.string(),
    wins: z.number().int(),
    losses: z.number().int(),
    ties: z.number().int(),
    gameIds: z.array(gameIdSchema),
    sinceSeason: z.number().int(),
    streak: z.object({ teamId: z.string(), length: z.number().int() }).nullable(),
  }),
]);
export type FunFactClaimResponse = z.infer<typeof funFactClaimSchema>;

const funFactLinkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('game'), label: z.string(), gameId: gameIdSchema }),
  z.object({ kind: z.literal('team'), label: z.string(), teamId: z.string() }),
  z.object({ kind: z.literal('player'), label: z.string(), nflId: z.number().int() }),
  z.object({
    kind: z.literal('film'),
    label: z.string(),
    filters: z.record(z.string(), z.string()).meta({ description: "The film room's query parameters" }),
  }),
]);

export const funFactSchema = z
  .object({
    id: z.string(),
    kind: z.enum(FUN_FACT_KINDS),
    gameId: gameIdSchema,
    text: z.string(),
    evidence: z.array(z.object({ label: z.string(), value: z.string(), gameId: gameIdSchema.nullable() })),
    links: z.array(funFactLinkSchema),
    /** What the fact claims, in figures, so it can be checked against the data. */
    claim: funFactClaimSchema,
  })
  .meta({ id: 'FunFact' });
export type FunFactResponse = z.infer<typeof funFactSchema>;

/** GET /api/gtg/funFacts: the week's games and the facts about them, by game then kind. */
export const funFactsResponseSchema = z
  .object({
    ...weekFields,
    /** The league's first season with games: series and careers count from it. */
    firstSeason: z.number().int(),
    games: z.array(gameSchema),
    facts: z.array(funFactSchema),
  })
  .meta({ id: 'FunFacts' });
export type FunFactsResponse = z.infer<typeof funFactsResponseSchema>;
