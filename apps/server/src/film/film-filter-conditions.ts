/**
 * The film room's filters (spec 2 §3) as SQL conditions on the plays table. One entry per filter
 * key, so a new key in the catalogue does not compile until it says what it selects.
 *
 * Semantics where the spec is silent:
 * - A boolean filter set to false selects the plays where the true condition does not hold.
 * - With defenderId, the defensive flags are about that defender (def_sack: he is a sacker,
 *   tackles: he made a tackle, coverageSnap: he was in coverage...); without it, about the play.
 * - With nflId, ballCarrier=true means he carried the ball; without it, that someone did.
 * - nflId: he was on the field (either side). teamId: the team had the ball or defended.
 * - maxSpeedType nests as its names read: OVER_15 includes every OVER_20 play.
 */
import { games, playerGameStats, plays } from '@all22/db';
import type { FilmFilterKey, FilmFilters, NflId, TeamId } from '@all22/domain';
import { type SQL, and, eq, gt, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type Condition = SQL | undefined;
type ConditionOf<K extends FilmFilterKey> = (
  value: NonNullable<FilmFilters[K]>,
  filters: FilmFilters,
) => Condition;
type FilterConditions = { [K in FilmFilterKey]: ConditionOf<K> };

/** `condition` for true, its negation (null counting as false) for false. */
const holds = (condition: Condition, value: boolean): Condition =>
  condition === undefined || value ? condition : sql`not coalesce(${condition}, false)`;

const has = (column: PgColumn, nflId: NflId): SQL => sql`${column} @> array[${nflId}]::integer[]`;
/** Every condition holds. */
const all = (...conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` and `)})`;
const isNotEmpty = (column: PgColumn): SQL => sql`cardinality(${column}) > 0`;

/** A boolean column as a filter. */
const column =
  (target: PgColumn) =>
  (value: boolean): Condition =>
    eq(target, value);
/** A column compared with the filter's value. */
const equals =
  <V>(target: PgColumn) =>
  (value: V): Condition =>
    eq(target, value);

/** A defensive flag: about the play, or about the defender when defenderId is set. */
const defensive =
  (ofPlay: SQL, ofDefender: (defenderId: NflId) => SQL) =>
  (value: boolean, filters: FilmFilters): Condition =>
    holds(filters.defenderId === undefined ? ofPlay : ofDefender(filters.defenderId), value);

const FILTER_CONDITIONS: FilterConditions = {
  // General
  season: (seasons) => (seasons.length > 0 ? inArray(plays.season, [...seasons]) : undefined),
  seasonType: (seasonType) =>
    seasonType === 'REG,POST' ? inArray(plays.seasonType, ['REG', 'POST']) : eq(plays.seasonType, seasonType),
  week: equals(plays.week),
  weekSlug: equals(plays.weekSlug),
  gameId: equals(plays.gameId),
  quarter: equals(plays.quarter),
  down: equals(plays.down),
  passPlay: column(plays.passPlay),
  runPlay: column(plays.runPlay),
  redzone: column(plays.redzone),
  goalToGo: column(plays.goalToGo),
  touchdown: column(plays.touchdown),
  scoring: column(plays.scoring),
  playType: equals(plays.playType),
  yardsToGoType: equals(plays.yardsToGoType),
  // Passing
  passerId: equals(plays.passerId),
  airYardType: equals(plays.airYardType),
  dropbackTimeType: equals(plays.dropbackTimeType),
  attempt: column(plays.attempt),
  completion: column(plays.completion),
  interception: column(plays.interception),
  playAction: column(plays.playAction),
  dropback: column(plays.dropback),
  // Rushing
  rusherId: equals(plays.rusherId),
  rushDirection: equals(plays.rushDirection),
  carries: (value) => holds(gt(plays.carries, 0), value),
  fumble: column(plays.fumble),
  fumbleLost: column(plays.fumbleLost),
  rush10PlusYards: column(plays.rush10PlusYards),
  // Receiving
  targetId: equals(plays.targetId),
  // Route runners are offensive players: the broad array narrows first.
  routeRunnerId: (nflId) => and(has(plays.offensePlayerIds, nflId), has(plays.routeRunnerIds, nflId)),
  receiverAlignment: equals(plays.receiverAlignment),
  separationType: equals(plays.separationType),
  targetLocation: equals(plays.targetLocation),
  rec_coverageType: equals(plays.recCoverageType),
  reception: column(plays.reception),
  target: column(plays.target),
  rec_motion: column(plays.recMotion),
  routeType: equals(plays.routeType),
  // Defense
  defenderId: (nflId) => has(plays.defensePlayerIds, nflId),
  def_runStuff: defensive(sql`${plays.defRunStuff}`, (id) =>
    all(eq(plays.defRunStuff, true), has(plays.tacklerIds, id)),
  ),
  def_sack: defensive(sql`${plays.defSack}`, (id) => has(plays.sackerIds, id)),
  tackles: defensive(gt(plays.tackles, 0), (id) => has(plays.tacklerIds, id)),
  def_interception: defensive(sql`${plays.defInterception}`, (id) => eq(plays.interceptorId, id)),
  def_pressure: defensive(sql`${plays.defPressure}`, (id) => has(plays.pressurePlayerIds, id)),
  turnoversCausedByPressure: defensive(sql`${plays.turnoversCausedByPressure}`, (id) =>
    all(eq(plays.turnoversCausedByPressure, true), has(plays.pressurePlayerIds, id)),
  ),
  defensiveSnap: defensive(sql`${plays.isSnap}`, (id) =>
    all(eq(plays.isSnap, true), has(plays.defensePlayerIds, id)),
  ),
  coverageSnap: defensive(isNotEmpty(plays.coverageDefenderIds), (id) => has(plays.coverageDefenderIds, id)),
  runDefenseSnap: defensive(sql`${plays.runPlay}`, (id) =>
    all(eq(plays.runPlay, true), has(plays.defensePlayerIds, id)),
  ),
  passRushSnap: defensive(isNotEmpty(plays.passRusherIds), (id) => has(plays.passRusherIds, id)),
  tackleStop: defensive(isNotEmpty(plays.tackleStopIds), (id) => has(plays.tackleStopIds, id)),
  hustleStop: defensive(isNotEmpty(plays.hustleStopIds), (id) => has(plays.hustleStopIds, id)),
  linedUpInTheBox: defensive(isNotEmpty(plays.boxDefenderIds), (id) => has(plays.boxDefenderIds, id)),
  targetNearestDefender: defensive(all(eq(plays.target, true), isNotNull(plays.nearestDefenderId)), (id) =>
    all(eq(plays.target, true), eq(plays.nearestDefenderId, id)),
  ),
  receptionNearestDefender: defensive(
    all(eq(plays.reception, true), isNotNull(plays.nearestDefenderId)),
    (id) => all(eq(plays.reception, true), eq(plays.nearestDefenderId, id)),
  ),
  receivingTDNearestDefender: defensive(
    all(eq(plays.reception, true), eq(plays.touchdown, true), isNotNull(plays.nearestDefenderId)),
    (id) => all(eq(plays.reception, true), eq(plays.touchdown, true), eq(plays.nearestDefenderId, id)),
  ),
  def_coverageType: equals(plays.defCoverageType),
  def_alignment: (alignment, filters) =>
    filters.defenderId === undefined
      ? eq(plays.defAlignment, alignment)
      : sql`${plays.alignments} @> array[${`${filters.defenderId}:${alignment}`}]::text[]`,
  // Other
  nflId: (nflId) => or(has(plays.offensePlayerIds, nflId), has(plays.defensePlayerIds, nflId)),
  maxSpeedType: (type) => {
    switch (type) {
      case 'LESS_THAN_15':
        return lt(plays.maxSpeed, 15);
      case 'OVER_15':
        return gte(plays.maxSpeed, 15);
      case 'OVER_20':
        return gte(plays.maxSpeed, 20);
    }
  },
  ballCarrier: (value, filters) =>
    holds(
      filters.nflId === undefined ? isNotNull(plays.ballCarrierId) : eq(plays.ballCarrierId, filters.nflId),
      value,
    ),
  possessionTeamId: equals(plays.possessionTeamId),
  teamId: (teamId) => or(eq(plays.possessionTeamId, teamId), eq(plays.defenseTeamId, teamId)),
  defenseTeamId: equals(plays.defenseTeamId),
  qbAlignment: equals(plays.qbAlignment),
  offense_scoreDifferentialType: equals(plays.offenseScoreDifferentialType),
  defense_scoreDifferentialType: equals(plays.defenseScoreDifferentialType),
  rb: equals(plays.personnelRb),
  te: equals(plays.personnelTe),
  wr: equals(plays.personnelWr),
  lb: equals(plays.personnelLb),
  dl: equals(plays.personnelDl),
  db: equals(plays.personnelDb),
  sack: column(plays.sack),
  pressure: column(plays.pressure),
  blitz: column(plays.blitz),
  runStuff: column(plays.runStuff),
  personnel: equals(plays.personnel),
  defendersInTheBoxType: equals(plays.defendersInTheBoxType),
  // View: chooses how results show, selects nothing.
  displayGameFilmCards: () => undefined,
};

const PLAYER_KEYS = ['passerId', 'rusherId', 'targetId', 'routeRunnerId', 'defenderId', 'nflId'] as const;
const TEAM_KEYS = ['teamId', 'possessionTeamId', 'defenseTeamId'] as const;

/**
 * The games a team or player filter can only match in, as conditions on the plays' game_id: plays
 * have no team or player index, so their primary key's game_id prefix does the narrowing (see the
 * plays table's comment). A player has a player_game_stats row in every game where a play names him.
 * The games come as an array (`= any(array(...))`), which the planner reads through the primary
 * key; as a semi-join (`in (select ...)`) it scanned every play of the league (a second on the full
 * league, against 30 ms). The seasons, when the filters name them, narrow the games too.
 */
const toGameNarrowing = (filters: FilmFilters): SQL[] => {
  const teamIds = new Set<TeamId>(TEAM_KEYS.flatMap((key) => filters[key] ?? []));
  const nflIds = new Set<NflId>(PLAYER_KEYS.flatMap((key) => filters[key] ?? []));
  const seasons = filters.season !== undefined && filters.season.length > 0 ? [...filters.season] : null;
  return [
    ...[...teamIds].map(
      (teamId) =>
        sql`${plays.gameId} = any(array(select ${games.gameId} from ${games} where ${and(
          or(eq(games.homeTeamId, teamId), eq(games.visitorTeamId, teamId)),
          seasons === null ? undefined : inArray(games.season, seasons),
        )}))`,
    ),
    ...[...nflIds].map(
      (nflId) =>
        sql`${plays.gameId} = any(array(select ${playerGameStats.gameId} from ${playerGameStats} where ${and(
          eq(playerGameStats.nflId, nflId),
          seasons === null ? undefined : inArray(playerGameStats.season, seasons),
        )}))`,
    ),
  ];
};

/**
 * The conditions of some of the filters' keys, each read in the context of all of them (a
 * defensive flag is about the defenderId the filters name), without the game narrowing: what a
 * split adds to its subject's plays.
 */
export function toFilmFilterKeyConditions(filters: FilmFilters, keys: readonly FilmFilterKey[]): SQL[] {
  const conditions: SQL[] = [];
  for (const key of keys) {
    const value = filters[key];
    if (value === undefined) continue;
    const toCondition = FILTER_CONDITIONS[key] as (value: unknown, filters: FilmFilters) => Condition;
    const condition = toCondition(value, filters);
    if (condition !== undefined) conditions.push(condition);
  }
  return conditions;
}

/** Every condition the filters put on a play (empty when they select every play). */
export function toFilmFilterConditions(filters: FilmFilters): SQL[] {
  const keys = Object.keys(filters) as FilmFilterKey[];
  return [...toFilmFilterKeyConditions(filters, keys), ...toGameNarrowing(filters)];
}
