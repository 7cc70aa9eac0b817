/** Request and response schemas of the plays calls: the film room's plays and their tracking. */
import {
  FILM_FILTER_FIELDS,
  PLAY_KEY_PATTERN,
  PLAY_TYPES,
  POSITIONS,
  type GameId,
  type NflId,
  type PlayRecord,
  type TeamId,
} from '@all22/domain';
import { z } from 'zod';

/** Plays per page when the query names none, and the most a page may hold. */
export const PLAYS_DEFAULT_PAGE_SIZE = 50;
export const PLAYS_MAX_PAGE_SIZE = 200;

const filterValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .meta({ description: 'A film-room filter; see the film filter catalogue for its values' });

/**
 * GET /api/plays: paging plus any film-room filter (spec 2 §3). The filters are listed for the
 * OpenAPI document, and checked by the domain's film filter codec (which names an unknown
 * parameter or a bad value), so unknown keys pass through to it rather than being stripped here.
 */
export const playListQuerySchema = z.looseObject({
  page: z.coerce
    .number({ error: 'must be a page number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number of plays' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(PLAYS_MAX_PAGE_SIZE, { error: `must be at most ${PLAYS_MAX_PAGE_SIZE}` })
    .default(PLAYS_DEFAULT_PAGE_SIZE),
  ...Object.fromEntries(FILM_FILTER_FIELDS.map((field) => [field.key, filterValue])),
});
export type PlayListQuery = z.infer<typeof playListQuerySchema>;

/** A play's public id, "{gameId}-{playId}" (e.g. "2024090800-57"): playId alone repeats across games. */
export const playIdSchema = z
  .string()
  .regex(new RegExp(PLAY_KEY_PATTERN), { error: 'must be a play id "{gameId}-{playId}", e.g. 2024090800-57' })
  .meta({ description: 'Public play id, "{gameId}-{playId}"', example: '2024090800-57' });

export const playParamsSchema = z.object({ playId: playIdSchema });

const nflId = z.number().int();
const teamId = z.string();
const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();
const scoreDifferentialType = nullableEnum(['LEADING', 'TRAILING', 'TIED']);

/**
 * One play with every film attribute: the plays table's columns, camelCase, plus its public `id`.
 * Situation fields are before the snap, scores after the play; yards are whole yards, times seconds.
 */
export const playSchema = z
  .object({
    id: playIdSchema,
    gameId: z.number().int(),
    playId: z.number().int(),
    sequence: z.number().int(),
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    week: z.number().int(),
    weekSlug: z.string(),
    occurredAt: z.string(),
    drive: z.number().int().nullable(),
    quarter: z.number().int(),
    clock: z.string(),
    clockSeconds: z.number().int(),
    down: z.number().int().nullable(),
    distance: z.number().int().nullable(),
    yardsToGoType: nullableEnum(['SHORT', 'MID', 'LONG']),
    yardLine: z.string().nullable(),
    yardlineNumber: z.number().int().nullable(),
    possessionTeamId: teamId,
    defenseTeamId: teamId,
    playType: z.enum(PLAY_TYPES),
    description: z.string(),
    yardsGained: z.number().int(),
    isSnap: z.boolean(),
    isNoPlay: z.boolean(),
    isPenalty: z.boolean(),
    penaltyYards: z.number().int().nullable(),
    penaltyTeamId: teamId.nullable(),
    firstDown: z.boolean(),
    isTurnover: z.boolean(),
    isSafety: z.boolean(),
    points: z.number().int(),
    scoringTeamId: teamId.nullable(),
    kickResult: nullableEnum(['GOOD', 'NO_GOOD', 'BLOCKED', 'SUCCESS', 'FAILURE']),
    kickDistance: z.number().int().nullable(),
    returnYards: z.number().int().nullable(),
    passPlay: z.boolean(),
    runPlay: z.boolean(),
    redzone: z.boolean(),
    goalToGo: z.boolean(),
    touchdown: z.boolean(),
    scoring: z.boolean(),
    airYards: z.number().nullable(),
    airYardType: nullableEnum(['SHORT', 'INTERMEDIATE', 'DEEP']),
    timeToThrow: z.number().nullable(),
    dropbackTimeType: nullableEnum(['QUICK', 'LONG']),
    attempt: z.boolean(),
    completion: z.boolean(),
    interception: z.boolean(),
    playAction: z.boolean(),
    dropback: z.boolean(),
    rushDirection: nullableEnum(['INSIDE', 'OUTSIDE']),
    carries: z.number().int(),
    fumble: z.boolean(),
    fumbleLost: z.boolean(),
    rush10PlusYards: z.boolean(),
    receiverAlignment: nullableEnum(['WIDE', 'SLOT', 'TIGHT', 'BACKFIELD']),
    separation: z.number().nullable(),
    separationType: nullableEnum(['TIGHT', 'OPEN']),
    targetLocation: nullableEnum(['OUTSIDE_NUMBERS', 'DOWN_SEAMS', 'BETWEEN_HASHES']),
    recCoverageType: nullableEnum(['PRESS', 'OFF']),
    reception: z.boolean(),
    target: z.boolean(),
    recMotion: z.boolean(),
    routeType: nullableEnum(['IN', 'OUT', 'VERTICAL', 'RB_SCREEN', 'WR_SCREEN']),
    defRunStuff: z.boolean(),
    defSack: z.boolean(),
    tackles: z.number().int(),
    defInterception: z.boolean(),
    defPressure: z.boolean(),
    turnoversCausedByPressure: z.boolean(),
    defCoverageType: nullableEnum(['MAN', 'ZONE']),
    defAlignment: nullableEnum(['EDGE', 'DT', 'LB', 'SLOT', 'CB', 'SS', 'FS']),
    stop: z.boolean(),
    /** mph */
    maxSpeed: z.number().nullable(),
    maxSpeedType: nullableEnum(['LESS_THAN_15', 'OVER_15', 'OVER_20']),
    qbAlignment: nullableEnum(['SHOTGUN', 'UNDER_CENTER', 'PISTOL']),
    offenseScoreDifferential: z.number().int(),
    offenseScoreDifferentialType: scoreDifferentialType,
    defenseScoreDifferential: z.number().int(),
    defenseScoreDifferentialType: scoreDifferentialType,
    personnelRb: z.number().int().nullable(),
    personnelTe: z.number().int().nullable(),
    personnelWr: z.number().int().nullable(),
    personnelLb: z.number().int().nullable(),
    personnelDl: z.number().int().nullable(),
    personnelDb: z.number().int().nullable(),
    personnel: nullableEnum(['DIME', 'NICKEL', 'BASE']),
    sack: z.boolean(),
    pressure: z.boolean(),
    blitz: z.boolean(),
    runStuff: z.boolean(),
    defendersInTheBox: z.number().int().nullable(),
    defendersInTheBoxType: nullableEnum(['LIGHT', 'NEUTRAL', 'STACKED']),
    passerId: nflId.nullable(),
    rusherId: nflId.nullable(),
    targetId: nflId.nullable(),
    ballCarrierId: nflId.nullable(),
    nearestDefenderId: nflId.nullable(),
    interceptorId: nflId.nullable(),
    kickerId: nflId.nullable(),
    punterId: nflId.nullable(),
    returnerId: nflId.nullable(),
    routeRunnerIds: z.array(nflId),
    tacklerIds: z.array(nflId),
    passRusherIds: z.array(nflId),
    coverageDefenderIds: z.array(nflId),
    offensePlayerIds: z.array(nflId),
    defensePlayerIds: z.array(nflId),
    sackerIds: z.array(nflId),
    pressurePlayerIds: z.array(nflId),
    boxDefenderIds: z.array(nflId),
    tackleStopIds: z.array(nflId),
    hustleStopIds: z.array(nflId),
    /** nflId (as a string) → where he lined up: WIDE, SLOT, TIGHT, BACKFIELD, EDGE, DT, LB, CB, SS, FS. */
    alignments: z.record(z.string(), z.string()),
    homeScore: z.number().int(),
    visitorScore: z.number().int(),
    homeWinProbability: z.number().nullable(),
    expectedPointsAdded: z.number().nullable(),
  })
  .meta({ id: 'Play' });
export type Play = z.infer<typeof playSchema>;

/** An id as JSON carries it: brands exist only at compile time. */
type Unbranded<T> = T extends TeamId
  ? string
  : T extends GameId | NflId
    ? number
    : T extends readonly (infer Item)[]
      ? Unbranded<Item>[]
      : T;

/**
 * A PlayRecord (@all22/domain, the source of a play's shape) as playSchema sends it: its ids
 * without their brands, and the differences PlayJsonEncoding lists. plays.test.ts
 * checks that `Play` is exactly this, so a field added on one side alone fails the type check.
 */
export type PlayRecordJson = {
  [K in keyof PlayRecord | keyof PlayJsonEncoding]: K extends keyof PlayJsonEncoding
    ? PlayJsonEncoding[K]
    : K extends keyof PlayRecord
      ? Unbranded<PlayRecord[K]>
      : never;
};

/** How the JSON differs from the record beyond the brands. */
interface PlayJsonEncoding {
  /** "{gameId}-{playId}": playId alone repeats across games. */
  id: string;
  /** Any string: the schema does not list the week slugs. */
  weekSlug: string;
}

/** GET /api/plays: one page of the plays matching the filters, newest game first, in game order. */
export const playListResponseSchema = z
  .object({
    plays: z.array(playSchema),
    /** Plays matching the filters across every page. */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'PlayList' });
export type PlayListResponse = z.infer<typeof playListResponseSchema>;

/** GET /api/plays/games: any film-room filter, one of them naming a game, a week or a team. */
export const playGameCountsQuerySchema = z.looseObject(
  Object.fromEntries(FILM_FILTER_FIELDS.map((field) => [field.key, filterValue])),
);
export type PlayGameCountsQuery = z.infer<typeof playGameCountsQuerySchema>;

/** GET /api/plays/games: how many of the matching plays each game holds (the film room's game cards). */
export const playGameCountsResponseSchema = z
  .object({
    games: z.array(z.object({ gameId: z.number().int(), plays: z.number().int().min(1) })),
    /** Plays matching the filters in all. */
    total: z.number().int().min(0),
  })
  .meta({ id: 'PlayGameCounts' });
export type PlayGameCountsResponse = z.infer<typeof playGameCountsResponseSchema>;

/** A player on the field for the play (or its kicker, punter or returner). */
export const playParticipantSchema = z
  .object({
    nflId,
    displayName: z.string(),
    position: z.string(),
    jerseyNumber: z.number().int().nullable(),
    teamId,
    /** Which side he played for: the team with the ball, or the defense. */
    side: z.enum(['offense', 'defense']),
    /** Where he lined up (WIDE, SLOT, EDGE...), when the play records it. */
    alignment: z.string().nullable(),
  })
  .meta({ id: 'PlayParticipant' });
export type PlayParticipant = z.infer<typeof playParticipantSchema>;

/** GET /api/plays/{playId}: the play and who took part. */
export const playDetailResponseSchema = playSchema
  .extend({
    participants: z.array(playParticipantSchema),
    /** The game's home team (win probabilities are the home team's). */
    homeTeamId: teamId.nullable(),
    /** The home team's win probability before the play (the game's previous play's), 0–1; null for the first. */
    homeWinProbabilityBefore: z.number().nullable(),
  })
  .meta({ id: 'PlayDetail' });
export type PlayDetailResponse = z.infer<typeof playDetailResponseSchema>;

const point = { x: z.number(), y: z.number() };

/**
 * GET /api/plays/{playId}/tracking: 22 players and the ball at 10 frames per second. x runs 0–120
 * yards along the field (goal lines at 10 and 110), y 0–53.3 across; `s` is yards per second and
 * `dir` degrees clockwise from +y; the ball's `z` is its height in yards.
 */
export const playTrackingResponseSchema = z
  .object({
    id: playIdSchema,
    frameRate: z.literal(10),
    durationSeconds: z.number(),
    playDirection: z.enum(['left', 'right']),
    lineOfScrimmageX: z.number(),
    players: z.array(
      z.object({ nflId, teamId, position: z.enum(POSITIONS), jerseyNumber: z.number().int() }),
    ),
    frames: z.array(
      z.object({
        frameId: z.number().int().min(1),
        t: z.number(),
        ball: z.object({ ...point, z: z.number() }),
        players: z.array(z.object({ nflId, teamId, ...point, s: z.number(), dir: z.number() })),
      }),
    ),
    events: z.array(z.object({ frameId: z.number().int().min(1), event: z.string() })),
  })
  .meta({ id: 'PlayTracking' });
export type PlayTrackingResponse = z.infer<typeof playTrackingResponseSchema>;
