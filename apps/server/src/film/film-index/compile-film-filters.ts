/**
 * Film filters compiled to predicates over the film index, with exactly the semantics of
 * film-filter-conditions.ts (see its header): one entry per filter key, so a new key in the
 * catalogue does not compile until it says what it selects here too.
 *
 * A search is a game predicate (season, type, week, game, and the narrowing a team or player
 * filter allows: a game none of whose plays names him cannot match) and a row predicate. Unknown
 * values get code -1, which no row holds, so "equals" is false and its negation true, as in SQL.
 */
import type { FilmFilterKey, FilmFilters, NflId, TeamId } from '@all22/domain';
import {
  type EnumColumn,
  type FilmIndexColumns,
  FLAG_BITS,
  type Flag,
  IN_DEFENSE,
  IN_OFFENSE,
  MAX_SPEED_15_TO_20,
  MAX_SPEED_OVER_20,
  MAX_SPEED_UNDER_15,
  ENUM_COLUMNS,
  SLOT_ALIGNMENT_BITS,
  SLOT_ARRAY_BITS,
  type SmallIntColumn,
} from './film-index-columns.js';
import type { IndexedGame } from './indexed-game.js';

type RowPredicate = (r: number) => boolean;
type GamePredicate = (game: IndexedGame) => boolean;
/** A condition on what a slot scan found for one player (his IN_* and slot bits) in row r. */
type PlayerCondition = (bits: number, r: number) => boolean;

export interface CompiledFilmFilters {
  /** Null: every game may match. */
  readonly matchesGame: GamePredicate | null;
  /** Null: every play of a matching game matches. */
  readonly matchesRow: RowPredicate | null;
}

/** Collects the conditions of one search. */
class Plan {
  isEmpty = false;
  private maskLow = 0;
  private wantLow = 0;
  private maskHigh = 0;
  private wantHigh = 0;
  private readonly equalities: RowPredicate[] = [];
  private readonly rows: RowPredicate[] = [];
  private readonly games: GamePredicate[] = [];
  private readonly players = new Map<number, PlayerCondition[]>();

  constructor(readonly columns: FilmIndexColumns) {}

  /** The flag must be `value`. */
  flag(name: Flag, value: boolean): void {
    const bit = FLAG_BITS[name];
    const mask = (1 << (bit % 32)) >>> 0;
    if (bit < 32) {
      if ((this.maskLow & mask) !== 0 && (this.wantLow & mask) >>> 0 !== (value ? mask : 0))
        this.isEmpty = true;
      this.maskLow = (this.maskLow | mask) >>> 0;
      if (value) this.wantLow = (this.wantLow | mask) >>> 0;
    } else {
      if ((this.maskHigh & mask) !== 0 && (this.wantHigh & mask) >>> 0 !== (value ? mask : 0))
        this.isEmpty = true;
      this.maskHigh = (this.maskHigh | mask) >>> 0;
      if (value) this.wantHigh = (this.wantHigh | mask) >>> 0;
    }
  }

  /** Every flag holds (value true), or not all of them do (value false). */
  allFlags(names: readonly Flag[], value: boolean): void {
    if (value || names.length === 1) {
      for (const name of names) this.flag(name, value);
      return;
    }
    this.row(negate(allFlagsPredicate(this.columns, names)));
  }

  equals(column: ArrayLike<number>, value: number): void {
    this.equalities.push((r) => column[r] === value);
  }

  enumEquals(column: EnumColumn, value: string): void {
    this.equals(this.columns.enums[column], this.columns.codeOf(ENUM_COLUMNS[column], value));
  }

  teamCode(teamId: TeamId): number {
    return this.columns.codeOf(ENUM_COLUMNS.possessionTeamId, teamId);
  }

  row(predicate: RowPredicate): void {
    this.rows.push(predicate);
  }

  game(predicate: GamePredicate): void {
    this.games.push(predicate);
  }

  /** A condition on where the player appears in the play's slots. */
  player(nflId: NflId, condition: PlayerCondition): void {
    const code = this.columns.playerCodeOf(nflId);
    const conditions = this.players.get(code);
    if (conditions) conditions.push(condition);
    else this.players.set(code, [condition]);
  }

  /** Only games where one of the plays names the player can match (a filter requires him). */
  requirePlayer(nflId: NflId): void {
    const code = this.columns.playerCodeOf(nflId);
    if (code < 0) this.isEmpty = true;
    else this.game((game) => game.players.has(code));
  }

  /** Only games where one of the plays has the team on offense or defense can match. */
  requireTeam(teamId: TeamId): void {
    const code = this.teamCode(teamId);
    if (code < 0) this.isEmpty = true;
    else this.game((game) => game.teams.has(code));
  }

  compile(): CompiledFilmFilters | null {
    if (this.isEmpty) return null;
    const { flagsLow, flagsHigh } = this.columns;
    const predicates: RowPredicate[] = [];
    const { maskLow, wantLow, maskHigh, wantHigh } = this;
    if (maskLow !== 0 && maskHigh !== 0) {
      predicates.push(
        (r) =>
          ((flagsLow[r] as number) & maskLow) >>> 0 === wantLow &&
          ((flagsHigh[r] as number) & maskHigh) >>> 0 === wantHigh,
      );
    } else if (maskLow !== 0) {
      predicates.push((r) => ((flagsLow[r] as number) & maskLow) >>> 0 === wantLow);
    } else if (maskHigh !== 0) {
      predicates.push((r) => ((flagsHigh[r] as number) & maskHigh) >>> 0 === wantHigh);
    }
    predicates.push(...this.equalities, ...this.rows);
    for (const [code, conditions] of this.players)
      predicates.push(playerPredicate(this.columns, code, conditions));
    return { matchesGame: every(this.games), matchesRow: every(predicates) };
  }
}

const every = <T>(predicates: ((value: T) => boolean)[]): ((value: T) => boolean) | null => {
  if (predicates.length === 0) return null;
  if (predicates.length === 1) return predicates[0] as (value: T) => boolean;
  if (predicates.length === 2) {
    const [first, second] = predicates as [(value: T) => boolean, (value: T) => boolean];
    return (value) => first(value) && second(value);
  }
  return (value) => {
    for (let i = 0; i < predicates.length; i++)
      if (!(predicates[i] as (value: T) => boolean)(value)) return false;
    return true;
  };
};

const negate =
  (predicate: RowPredicate): RowPredicate =>
  (r) =>
    !predicate(r);

const allFlagsPredicate = (columns: FilmIndexColumns, names: readonly Flag[]): RowPredicate => {
  let low = 0;
  let high = 0;
  for (const name of names) {
    const bit = FLAG_BITS[name];
    if (bit < 32) low = (low | (1 << bit)) >>> 0;
    else high = (high | (1 << (bit - 32))) >>> 0;
  }
  const { flagsLow, flagsHigh } = columns;
  return (r) =>
    ((flagsLow[r] as number) & low) >>> 0 === low && ((flagsHigh[r] as number) & high) >>> 0 === high;
};

/** Scans row r's slots for the player once, then checks every condition on him. */
const playerPredicate = (
  columns: FilmIndexColumns,
  code: number,
  conditions: readonly PlayerCondition[],
): RowPredicate => {
  const { slotStart, offenseCount, defenseCount, slotCount, slotPlayer, slotBits } = columns;
  const count = conditions.length;
  return (r) => {
    const start = slotStart[r] as number;
    const offenseEnd = start + (offenseCount[r] as number);
    const defenseEnd = offenseEnd + (defenseCount[r] as number);
    const end = start + (slotCount[r] as number);
    let bits = 0;
    for (let slot = start; slot < end; slot++) {
      if (slotPlayer[slot] !== code) continue;
      bits |=
        (slotBits[slot] as number) | (slot < offenseEnd ? IN_OFFENSE : slot < defenseEnd ? IN_DEFENSE : 0);
    }
    for (let i = 0; i < count; i++) if (!(conditions[i] as PlayerCondition)(bits, r)) return false;
    return true;
  };
};

type Compile<K extends FilmFilterKey> = (
  value: NonNullable<FilmFilters[K]>,
  filters: FilmFilters,
  plan: Plan,
) => void;
type FilterCompilers = { [K in FilmFilterKey]: Compile<K> };

const flag =
  (name: Flag) =>
  (value: boolean, _filters: FilmFilters, plan: Plan): void =>
    plan.flag(name, value);
const enumEquals =
  (column: EnumColumn) =>
  (value: string, _filters: FilmFilters, plan: Plan): void =>
    plan.enumEquals(column, value);
const smallIntEquals =
  (column: SmallIntColumn) =>
  (value: number, _filters: FilmFilters, plan: Plan): void =>
    plan.equals(plan.columns.smallInts[column], value);
const playerEquals =
  (column: 'passerId' | 'rusherId' | 'targetId') =>
  (nflId: NflId, _filters: FilmFilters, plan: Plan): void => {
    plan.requirePlayer(nflId);
    plan.equals(plan.columns.players[column], plan.columns.playerCodeOf(nflId));
  };

const hasFlag = (columns: FilmIndexColumns, name: Flag): RowPredicate => {
  const bit = FLAG_BITS[name];
  const { flagsLow, flagsHigh } = columns;
  if (bit < 32) {
    const mask = (1 << bit) >>> 0;
    return (r) => ((flagsLow[r] as number) & mask) !== 0;
  }
  const mask = (1 << (bit - 32)) >>> 0;
  return (r) => ((flagsHigh[r] as number) & mask) !== 0;
};

/**
 * A defensive flag: about the play (these flags all hold), or about the defender when defenderId
 * is set (`ofDefender` holds for him). False selects the plays where it does not hold.
 */
const defensive =
  (ofPlay: readonly Flag[], ofDefender: (columns: FilmIndexColumns, defenderId: NflId) => PlayerCondition) =>
  (value: boolean, filters: FilmFilters, plan: Plan): void => {
    if (filters.defenderId === undefined) {
      plan.allFlags(ofPlay, value);
      return;
    }
    const condition = ofDefender(plan.columns, filters.defenderId);
    plan.player(filters.defenderId, value ? condition : (bits, r) => !condition(bits, r));
  };
/** He is in the narrower array (and, with `flags`, those play flags hold). */
const inArray =
  (array: keyof typeof SLOT_ARRAY_BITS | 'defensePlayerIds', ...flags: Flag[]) =>
  (columns: FilmIndexColumns): PlayerCondition => {
    const bit = array === 'defensePlayerIds' ? IN_DEFENSE : SLOT_ARRAY_BITS[array];
    const holds = flags.map((name) => hasFlag(columns, name));
    return (bits, r) => (bits & bit) !== 0 && holds.every((predicate) => predicate(r));
  };
/** He is the play's nearest defender, and those play flags hold. */
const isNearestDefender =
  (...flags: Flag[]) =>
  (columns: FilmIndexColumns, defenderId: NflId): PlayerCondition => {
    const code = columns.playerCodeOf(defenderId);
    const { nearestDefenderId } = columns.players;
    const holds = flags.map((name) => hasFlag(columns, name));
    return (_bits, r) => nearestDefenderId[r] === code && holds.every((predicate) => predicate(r));
  };

const FILTER_COMPILERS: FilterCompilers = {
  // General
  season: (seasons, _filters, plan) => {
    if (seasons.length === 0) return;
    const wanted = new Set(seasons);
    plan.game((game) => wanted.has(game.season));
  },
  seasonType: (seasonType, _filters, plan) =>
    plan.game(
      seasonType === 'REG,POST'
        ? (game) => game.seasonType === 'REG' || game.seasonType === 'POST'
        : (game) => game.seasonType === seasonType,
    ),
  week: (week, _filters, plan) => plan.game((game) => game.week === week),
  weekSlug: (weekSlug, _filters, plan) => plan.game((game) => game.weekSlug === weekSlug),
  gameId: (gameId, _filters, plan) => plan.game((game) => game.gameId === gameId),
  quarter: smallIntEquals('quarter'),
  down: smallIntEquals('down'),
  passPlay: flag('passPlay'),
  runPlay: flag('runPlay'),
  redzone: flag('redzone'),
  goalToGo: flag('goalToGo'),
  touchdown: flag('touchdown'),
  scoring: flag('scoring'),
  playType: enumEquals('playType'),
  yardsToGoType: enumEquals('yardsToGoType'),
  // Passing
  passerId: playerEquals('passerId'),
  airYardType: enumEquals('airYardType'),
  dropbackTimeType: enumEquals('dropbackTimeType'),
  attempt: flag('attempt'),
  completion: flag('completion'),
  interception: flag('interception'),
  playAction: flag('playAction'),
  dropback: flag('dropback'),
  // Rushing
  rusherId: playerEquals('rusherId'),
  rushDirection: enumEquals('rushDirection'),
  carries: flag('hasCarries'),
  fumble: flag('fumble'),
  fumbleLost: flag('fumbleLost'),
  rush10PlusYards: flag('rush10PlusYards'),
  // Receiving
  targetId: playerEquals('targetId'),
  routeRunnerId: (nflId, _filters, plan) => {
    plan.requirePlayer(nflId);
    const route = SLOT_ARRAY_BITS.routeRunnerIds;
    plan.player(nflId, (bits) => (bits & IN_OFFENSE) !== 0 && (bits & route) !== 0);
  },
  receiverAlignment: enumEquals('receiverAlignment'),
  separationType: enumEquals('separationType'),
  targetLocation: enumEquals('targetLocation'),
  rec_coverageType: enumEquals('recCoverageType'),
  reception: flag('reception'),
  target: flag('target'),
  rec_motion: flag('recMotion'),
  routeType: enumEquals('routeType'),
  // Defense
  defenderId: (nflId, _filters, plan) => {
    plan.requirePlayer(nflId);
    plan.player(nflId, (bits) => (bits & IN_DEFENSE) !== 0);
  },
  def_runStuff: defensive(['defRunStuff'], inArray('tacklerIds', 'defRunStuff')),
  def_sack: defensive(['defSack'], inArray('sackerIds')),
  tackles: defensive(['hasTackles'], inArray('tacklerIds')),
  def_interception: defensive(['defInterception'], (columns, defenderId) => {
    const code = columns.playerCodeOf(defenderId);
    const { interceptorId } = columns.players;
    return (_bits, r) => interceptorId[r] === code;
  }),
  def_pressure: defensive(['defPressure'], inArray('pressurePlayerIds')),
  turnoversCausedByPressure: defensive(
    ['turnoversCausedByPressure'],
    inArray('pressurePlayerIds', 'turnoversCausedByPressure'),
  ),
  defensiveSnap: defensive(['isSnap'], inArray('defensePlayerIds', 'isSnap')),
  coverageSnap: defensive(['hasCoverageDefenders'], inArray('coverageDefenderIds')),
  runDefenseSnap: defensive(['runPlay'], inArray('defensePlayerIds', 'runPlay')),
  passRushSnap: defensive(['hasPassRushers'], inArray('passRusherIds')),
  tackleStop: defensive(['hasTackleStops'], inArray('tackleStopIds')),
  hustleStop: defensive(['hasHustleStops'], inArray('hustleStopIds')),
  linedUpInTheBox: defensive(['hasBoxDefenders'], inArray('boxDefenderIds')),
  targetNearestDefender: defensive(['target', 'hasNearestDefender'], isNearestDefender('target')),
  receptionNearestDefender: defensive(['reception', 'hasNearestDefender'], isNearestDefender('reception')),
  receivingTDNearestDefender: defensive(
    ['reception', 'touchdown', 'hasNearestDefender'],
    isNearestDefender('reception', 'touchdown'),
  ),
  def_coverageType: enumEquals('defCoverageType'),
  def_alignment: (alignment, filters, plan) => {
    if (filters.defenderId === undefined) {
      plan.enumEquals('defAlignment', alignment);
      return;
    }
    const bit = SLOT_ALIGNMENT_BITS.get(alignment) ?? 0;
    plan.player(filters.defenderId, (bits) => (bits & bit) !== 0);
  },
  // Other
  nflId: (nflId, _filters, plan) => {
    plan.requirePlayer(nflId);
    plan.player(nflId, (bits) => (bits & (IN_OFFENSE | IN_DEFENSE)) !== 0);
  },
  maxSpeedType: (type, _filters, plan) => {
    const { maxSpeed } = plan.columns;
    switch (type) {
      case 'LESS_THAN_15':
        return plan.equals(maxSpeed, MAX_SPEED_UNDER_15);
      case 'OVER_15':
        return plan.row((r) => (maxSpeed[r] as number) >= MAX_SPEED_15_TO_20);
      case 'OVER_20':
        return plan.equals(maxSpeed, MAX_SPEED_OVER_20);
    }
  },
  ballCarrier: (value, filters, plan) => {
    if (filters.nflId === undefined) {
      plan.flag('hasBallCarrier', value);
      return;
    }
    const code = plan.columns.playerCodeOf(filters.nflId);
    const { ballCarrierId } = plan.columns.players;
    plan.row((r) => (ballCarrierId[r] === code) === value);
  },
  possessionTeamId: (teamId, _filters, plan) => {
    plan.requireTeam(teamId);
    plan.enumEquals('possessionTeamId', teamId);
  },
  teamId: (teamId, _filters, plan) => {
    plan.requireTeam(teamId);
    const code = plan.teamCode(teamId);
    const { possessionTeamId, defenseTeamId } = plan.columns.enums;
    plan.row((r) => possessionTeamId[r] === code || defenseTeamId[r] === code);
  },
  defenseTeamId: (teamId, _filters, plan) => {
    plan.requireTeam(teamId);
    plan.enumEquals('defenseTeamId', teamId);
  },
  qbAlignment: enumEquals('qbAlignment'),
  offense_scoreDifferentialType: enumEquals('offenseScoreDifferentialType'),
  defense_scoreDifferentialType: enumEquals('defenseScoreDifferentialType'),
  rb: smallIntEquals('personnelRb'),
  te: smallIntEquals('personnelTe'),
  wr: smallIntEquals('personnelWr'),
  lb: smallIntEquals('personnelLb'),
  dl: smallIntEquals('personnelDl'),
  db: smallIntEquals('personnelDb'),
  sack: flag('sack'),
  pressure: flag('pressure'),
  blitz: flag('blitz'),
  runStuff: flag('runStuff'),
  personnel: enumEquals('personnel'),
  defendersInTheBoxType: enumEquals('defendersInTheBoxType'),
  // View: chooses how results show, selects nothing.
  displayGameFilmCards: () => undefined,
};

/** The filters as predicates over `columns`; null when no play can match. */
export function compileFilmFilters(
  filters: FilmFilters,
  columns: FilmIndexColumns,
): CompiledFilmFilters | null {
  const plan = new Plan(columns);
  for (const [key, value] of Object.entries(filters) as [FilmFilterKey, unknown][]) {
    if (value === undefined) continue;
    const compile = FILTER_COMPILERS[key] as (value: unknown, filters: FilmFilters, plan: Plan) => void;
    compile(value, filters, plan);
  }
  return plan.compile();
}
