/**
 * Plays: the single source of truth. Every figure the app shows is derived from these rows and
 * the games, so each film-room filter of spec 2 §3 is a column here (named after the filter in
 * snake_case) and the film room can filter with plain SQL.
 *
 * Per-player facts ("this defender pressured the passer") live in integer[] columns of player
 * ids, queried with `@>`. Only the two broad ones carry GIN indexes: every narrower array is a
 * subset of one of them (route runners of offense_player_ids; tacklers, rushers, coverage
 * defenders, sackers… of defense_player_ids), so a query adds `offense_player_ids @> {id}` or
 * `defense_player_ids @> {id}` to use that index. Fewer GIN indexes keep bulk loads fast.
 */
import {
  type GameId,
  type NflId,
  PLAY_TYPES,
  type PlayType,
  type TeamId,
  type WeekSlug,
  type AirYardType,
  type CoverageScheme,
  type DefAlignment,
  type DefendersInTheBoxType,
  type DefensivePersonnel,
  type DropbackTimeType,
  type KickResult,
  type MaxSpeedType,
  type QbAlignment,
  type RecCoverageType,
  type ReceiverAlignment,
  type RouteType,
  type RushDirection,
  type ScoreDifferentialType,
  type SeparationType,
  type TargetLocation,
  type YardsToGoType,
} from '@all22/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { oneOf, type SeasonType, seasonTypeCheck } from './columns.js';
import { games, teams } from './league.js';
import { players } from './players.js';

/** The play types of the film room's playType filter, as @all22/domain lists them. */
export const playTypes = PLAY_TYPES;
export type { PlayType };

/** Video clip URLs per camera angle, when real film exists for the play. */
export interface PlayVideoClips {
  sideline?: string;
  endzone?: string;
  all22?: string;
}

const playerId = (name: string) =>
  integer(name)
    .$type<NflId>()
    .references(() => players.nflId);
const playerIds = (name: string) =>
  integer(name)
    .array()
    .$type<NflId[]>()
    .notNull()
    .default(sql`'{}'::integer[]`);
const teamId = (name: string) =>
  text(name)
    .$type<TeamId>()
    .references(() => teams.teamId);

export const plays = pgTable(
  'plays',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .$type<GameId>()
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    /** Unique within the game (the feed's play id). */
    playId: integer('play_id').notNull(),
    /** Order of the play within the game, from 1. */
    sequence: integer('sequence').notNull(),
    // Denormalised from the game: nearly every film and stats query filters on them.
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    weekSlug: text('week_slug').$type<WeekSlug>().notNull(),
    /** Wall-clock time the play happened; the live ingest writes the play when it arrives. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    drive: smallint('drive'),

    // Situation before the snap.
    /** 1-4, 5 = overtime. */
    quarter: smallint('quarter').notNull(),
    /** Time left in the quarter, "MM:SS". */
    clock: text('clock').notNull(),
    clockSeconds: smallint('clock_seconds').notNull(),
    down: smallint('down'),
    distance: smallint('distance'),
    /** SHORT (1-2), MID (3-6), LONG (7+). */
    yardsToGoType: text('yards_to_go_type').$type<YardsToGoType>(),
    /** Field position as displayed, e.g. "KC 35". */
    yardLine: text('yard_line'),
    /** Yards from the offense to the opponent's goal line, 1-99. */
    yardlineNumber: smallint('yardline_number'),
    possessionTeamId: teamId('possession_team_id').notNull(),
    defenseTeamId: teamId('defense_team_id').notNull(),

    // What happened.
    playType: text('play_type').$type<PlayType>().notNull(),
    description: text('description').notNull(),
    yardsGained: smallint('yards_gained').notNull().default(0),
    isSnap: boolean('is_snap').notNull().default(true),
    isNoPlay: boolean('is_no_play').notNull().default(false),
    isPenalty: boolean('is_penalty').notNull().default(false),
    penaltyYards: smallint('penalty_yards'),
    penaltyTeamId: teamId('penalty_team_id'),
    firstDown: boolean('first_down').notNull().default(false),
    isTurnover: boolean('is_turnover').notNull().default(false),
    isSafety: boolean('is_safety').notNull().default(false),
    /** Points scored on the play, and by whom. */
    points: smallint('points').notNull().default(0),
    scoringTeamId: teamId('scoring_team_id'),
    /** GOOD, NO_GOOD, BLOCKED for kicks; SUCCESS, FAILURE for two-point tries. */
    kickResult: text('kick_result').$type<KickResult>(),
    kickDistance: smallint('kick_distance'),
    returnYards: smallint('return_yards'),

    // Film filters — general.
    passPlay: boolean('pass_play').notNull().default(false),
    runPlay: boolean('run_play').notNull().default(false),
    redzone: boolean('redzone').notNull().default(false),
    goalToGo: boolean('goal_to_go').notNull().default(false),
    touchdown: boolean('touchdown').notNull().default(false),
    scoring: boolean('scoring').notNull().default(false),

    // Film filters — passing.
    /** Yards past the line of scrimmage where the ball was caught or landed. */
    airYards: doublePrecision('air_yards'),
    /** SHORT (<10), INTERMEDIATE (10-19), DEEP (20+). */
    airYardType: text('air_yard_type').$type<AirYardType>(),
    /** Seconds from snap to throw. */
    timeToThrow: doublePrecision('time_to_throw'),
    /** QUICK (<2.5 s), LONG. */
    dropbackTimeType: text('dropback_time_type').$type<DropbackTimeType>(),
    attempt: boolean('attempt').notNull().default(false),
    completion: boolean('completion').notNull().default(false),
    interception: boolean('interception').notNull().default(false),
    playAction: boolean('play_action').notNull().default(false),
    dropback: boolean('dropback').notNull().default(false),

    // Film filters — rushing.
    rushDirection: text('rush_direction').$type<RushDirection>(),
    /** 1 when the play is a designed carry; a count so it sums into stats. */
    carries: smallint('carries').notNull().default(0),
    fumble: boolean('fumble').notNull().default(false),
    fumbleLost: boolean('fumble_lost').notNull().default(false),
    rush10PlusYards: boolean('rush_10_plus_yards').notNull().default(false),

    // Film filters — receiving (about the targeted receiver).
    /** WIDE, SLOT, TIGHT, BACKFIELD. */
    receiverAlignment: text('receiver_alignment').$type<ReceiverAlignment>(),
    /** Yards between the target and the nearest defender at the catch point. */
    separation: doublePrecision('separation'),
    /** TIGHT (<1 yd), OPEN (3+ yd); null in between. */
    separationType: text('separation_type').$type<SeparationType>(),
    /** OUTSIDE_NUMBERS, DOWN_SEAMS, BETWEEN_HASHES. */
    targetLocation: text('target_location').$type<TargetLocation>(),
    /** PRESS or OFF (the filter rec_coverageType). */
    recCoverageType: text('rec_coverage_type').$type<RecCoverageType>(),
    reception: boolean('reception').notNull().default(false),
    target: boolean('target').notNull().default(false),
    recMotion: boolean('rec_motion').notNull().default(false),
    /** IN, OUT, VERTICAL, RB_SCREEN, WR_SCREEN. */
    routeType: text('route_type').$type<RouteType>(),

    // Film filters — defense.
    defRunStuff: boolean('def_run_stuff').notNull().default(false),
    defSack: boolean('def_sack').notNull().default(false),
    /** Number of tacklers credited on the play. */
    tackles: smallint('tackles').notNull().default(0),
    defInterception: boolean('def_interception').notNull().default(false),
    defPressure: boolean('def_pressure').notNull().default(false),
    turnoversCausedByPressure: boolean('turnovers_caused_by_pressure').notNull().default(false),
    /** Coverage shell, e.g. COVER_0 ... COVER_6, MAN, ZONE. */
    defCoverageType: text('def_coverage_type').$type<CoverageScheme>(),
    /** Alignment of the primary (nearest) defender: EDGE, DT, LB, SLOT, CB, SS, FS. */
    defAlignment: text('def_alignment').$type<DefAlignment>(),
    /** A stop: the offense fell short of a successful play. */
    stop: boolean('stop').notNull().default(false),

    // Film filters — other.
    /** Top speed of the ball carrier, mph. */
    maxSpeed: doublePrecision('max_speed'),
    maxSpeedType: text('max_speed_type').$type<MaxSpeedType>(),
    qbAlignment: text('qb_alignment').$type<QbAlignment>(),
    /** Offense score minus defense score before the play. */
    offenseScoreDifferential: smallint('offense_score_differential').notNull().default(0),
    offenseScoreDifferentialType: text('offense_score_differential_type').$type<ScoreDifferentialType>(),
    defenseScoreDifferential: smallint('defense_score_differential').notNull().default(0),
    defenseScoreDifferentialType: text('defense_score_differential_type').$type<ScoreDifferentialType>(),
    personnelRb: smallint('personnel_rb'),
    personnelTe: smallint('personnel_te'),
    personnelWr: smallint('personnel_wr'),
    personnelLb: smallint('personnel_lb'),
    personnelDl: smallint('personnel_dl'),
    personnelDb: smallint('personnel_db'),
    /** DIME, NICKEL, BASE. */
    personnel: text('personnel').$type<DefensivePersonnel>(),
    sack: boolean('sack').notNull().default(false),
    pressure: boolean('pressure').notNull().default(false),
    blitz: boolean('blitz').notNull().default(false),
    runStuff: boolean('run_stuff').notNull().default(false),
    defendersInTheBox: smallint('defenders_in_the_box'),
    /** LIGHT (<7), NEUTRAL (7), STACKED (8+). */
    defendersInTheBoxType: text('defenders_in_the_box_type').$type<DefendersInTheBoxType>(),

    // Participants.
    passerId: playerId('passer_id'),
    rusherId: playerId('rusher_id'),
    targetId: playerId('target_id'),
    /** Whoever had the ball after the snap or catch (the ballCarrier filter). */
    ballCarrierId: playerId('ball_carrier_id'),
    /** Defender nearest the target at the catch point. */
    nearestDefenderId: playerId('nearest_defender_id'),
    interceptorId: playerId('interceptor_id'),
    kickerId: playerId('kicker_id'),
    punterId: playerId('punter_id'),
    returnerId: playerId('returner_id'),
    routeRunnerIds: playerIds('route_runner_ids'),
    tacklerIds: playerIds('tackler_ids'),
    passRusherIds: playerIds('pass_rusher_ids'),
    coverageDefenderIds: playerIds('coverage_defender_ids'),
    /** The offensive players on the field (11 on a normal snap). */
    offensePlayerIds: playerIds('offense_player_ids'),
    /** The defensive players on the field. */
    defensePlayerIds: playerIds('defense_player_ids'),
    sackerIds: playerIds('sacker_ids'),
    pressurePlayerIds: playerIds('pressure_player_ids'),
    boxDefenderIds: playerIds('box_defender_ids'),
    tackleStopIds: playerIds('tackle_stop_ids'),
    hustleStopIds: playerIds('hustle_stop_ids'),
    /** Alignment of every player whose alignment a filter can ask about. */
    /**
     * Where each player lined up, as "nflId:ALIGNMENT" entries (e.g. "52330:WIDE"); the quarterback
     * and linemen have none. A text array rather than a JSON object: cheaper to write and to read,
     * see toAlignmentEntries / fromAlignmentEntries in @all22/domain.
     */
    alignments: text('alignments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),

    // After the play.
    homeScore: smallint('home_score').notNull(),
    visitorScore: smallint('visitor_score').notNull(),
    /** Home team's win probability after the play, 0-1. */
    homeWinProbability: doublePrecision('home_win_probability'),
    expectedPointsAdded: doublePrecision('expected_points_added'),
    videoClips: jsonb('video_clips').$type<PlayVideoClips>(),
  },
  // Few indexes, on purpose: the first load writes about 500,000 plays and every index costs
  // seconds to build. Plays of a team or a player are found through their games (the games
  // table, or player_game_stats for a player) and this primary key's game_id prefix; a season
  // or week without a team or player narrows through the BRIN index.
  (t) => [
    primaryKey({ columns: [t.gameId, t.playId] }),
    unique('plays_game_sequence_key').on(t.gameId, t.sequence),
    // Plays are written in game order, so season and week follow the table's physical order: a
    // BRIN index (a few pages, built in one pass) narrows a season or week to its block range.
    index('plays_season_week_brin').using('brin', t.season, t.week),
    seasonTypeCheck('plays', t.seasonType),
    oneOf('plays', t.playType, playTypes),
    check('plays_quarter_range', sql`${t.quarter} between 1 and 5`),
    check('plays_down_range', sql`${t.down} is null or ${t.down} between 1 and 4`),
  ],
);

export type Play = typeof plays.$inferSelect;
export type NewPlay = typeof plays.$inferInsert;
