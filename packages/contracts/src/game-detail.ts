/**
 * Request and response schemas of the game-detail calls (the game page's Play by Play, Box Score,
 * Stats and Team Stats tabs): play-by-play by drive, box score, and both teams' game stats.
 */
import { DRIVE_RESULTS, SEASON_TYPES } from '@all22/domain';
import { z } from 'zod';
import { playSchema } from './plays.js';
import { statSectionSchema } from './stats.js';

/** Every game-detail call takes the game as /api/schedules/game does: gameId or smartId. */
export { gameQuerySchema as gameDetailQuerySchema } from './schedules.js';

/** "MM:SS" of game time. */
const clockText = z.string().meta({ description: 'Game time as MM:SS, e.g. "04:32"' });

/** What identifies a game-detail answer: the game, its phase and its two teams. */
const gameDetailHeader = {
  gameId: z.number().int(),
  smartId: z.uuid(),
  season: z.number().int(),
  seasonType: z.enum(SEASON_TYPES),
  week: z.number().int(),
  phase: z.string(),
  /** True once the game is final; before, figures are the game so far (zeros before kick-off). */
  isFinal: z.boolean(),
  homeTeamId: z.string(),
  visitorTeamId: z.string(),
};

/** A play as the play-by-play lists it: situation before the snap, scores after the play. */
export const playByPlayPlaySchema = playSchema
  .pick({
    id: true,
    playId: true,
    sequence: true,
    quarter: true,
    clock: true,
    down: true,
    distance: true,
    yardLine: true,
    possessionTeamId: true,
    defenseTeamId: true,
    playType: true,
    description: true,
    yardsGained: true,
    isNoPlay: true,
    isPenalty: true,
    firstDown: true,
    isTurnover: true,
    touchdown: true,
    points: true,
    scoringTeamId: true,
    homeScore: true,
    visitorScore: true,
    homeWinProbability: true,
    expectedPointsAdded: true,
  })
  .extend({ isScoring: z.boolean() })
  .meta({ id: 'PlayByPlayPlay' });
export type PlayByPlayPlay = z.infer<typeof playByPlayPlaySchema>;

/**
 * One possession. A kickoff opens the receiving team's drive; a try after a touchdown closes the
 * scoring drive, so the drives in order list every play of the game in order.
 */
export const driveSchema = z
  .object({
    number: z.number().int(),
    teamId: z.string(),
    startQuarter: z.number().int(),
    startClock: z.string(),
    startYardLine: z.string().nullable(),
    plays: z.array(playByPlayPlaySchema),
    result: z.enum(DRIVE_RESULTS),
    playCount: z
      .number()
      .int()
      .meta({ description: 'Snaps from scrimmage (kickoffs and tries not counted)' }),
    yards: z.number().int().meta({ description: 'Yards from scrimmage; penalty yards not included' }),
    timeOfPossession: clockText,
    timeOfPossessionSeconds: z.number().int(),
  })
  .meta({ id: 'Drive' });
export type Drive = z.infer<typeof driveSchema>;

/** GET /api/games/playByPlay: the game's drives in order (none before kick-off). */
export const playByPlayResponseSchema = z
  .object({ ...gameDetailHeader, drives: z.array(driveSchema) })
  .meta({ id: 'PlayByPlay' });
export type PlayByPlayResponse = z.infer<typeof playByPlayResponseSchema>;

/** One player's line in one section of a box score or a team's season stats. */
export const playerStatEntrySchema = z
  .object({
    nflId: z.number().int(),
    displayName: z.string(),
    position: z.string(),
    jerseyNumber: z.number().int().nullable(),
    teamId: z.string(),
    stats: statSectionSchema,
  })
  .meta({ id: 'PlayerStatEntry' });
export type PlayerStatEntry = z.infer<typeof playerStatEntrySchema>;

/** Players who took part in each section, by the section's main figure (yards; tackles; points). */
export const playerStatGroupsSchema = z
  .object({
    passing: z.array(playerStatEntrySchema),
    rushing: z.array(playerStatEntrySchema),
    receiving: z.array(playerStatEntrySchema),
    defense: z.array(playerStatEntrySchema),
    kicking: z.array(playerStatEntrySchema),
  })
  .meta({ id: 'PlayerStatGroups' });
export type PlayerStatGroups = z.infer<typeof playerStatGroupsSchema>;

const boxScoreTeamSchema = z
  .object({
    teamId: z.string(),
    abbr: z.string(),
    /** The score after the last play (the game's score). */
    score: z.number().int(),
    /** Points per period: quarters 1-4, then one entry per overtime period played. */
    scoreByPeriod: z.array(z.number().int()),
    headline: z.object({
      totalYards: z.number().int(),
      passYards: z.number().int(),
      rushYards: z.number().int(),
      firstDowns: z.number().int(),
      turnovers: z.number().int(),
      penalties: z.number().int(),
      timeOfPossession: clockText,
    }),
    players: playerStatGroupsSchema,
  })
  .meta({ id: 'BoxScoreTeam' });

/** GET /api/games/boxScore: each side's score by period, headline figures and player lines. */
export const boxScoreResponseSchema = z
  .object({ ...gameDetailHeader, home: boxScoreTeamSchema, visitor: boxScoreTeamSchema })
  .meta({ id: 'BoxScore' });
export type BoxScoreResponse = z.infer<typeof boxScoreResponseSchema>;

const gameTeamStatsSchema = z
  .object({
    teamId: z.string(),
    abbr: z.string(),
    timeOfPossession: clockText,
    /** The team's game line: own totals, allowed figures and rates (percentages 0-100). */
    stats: statSectionSchema,
  })
  .meta({ id: 'GameTeamStats' });

/** GET /api/games/teamStats: both teams' game stats (first downs, yards, third down, turnovers…). */
export const gameTeamStatsResponseSchema = z
  .object({ ...gameDetailHeader, home: gameTeamStatsSchema, visitor: gameTeamStatsSchema })
  .meta({ id: 'GameTeamStatsResponse' });
export type GameTeamStatsResponse = z.infer<typeof gameTeamStatsResponseSchema>;
