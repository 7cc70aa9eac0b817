/**
 * The film index's storage: one typed array per filter column, a row per play, in the order the
 * plays were added. Enums and team ids are 1-byte codes (0 = null) from per-column code tables,
 * small counts are Int8 (null = -128), player ids are 2-byte codes (0 = null) from one player
 * table, the boolean filters (and the derived ones: carries > 0, a non-empty array...) are bits of
 * two Uint32 words, and a play's player arrays are "slots": its offense players, then its defense
 * players, then anyone else a narrower array or an alignment names, each slot with a bit per
 * narrower array it is in (route runner, tackler...) and a bit per defensive alignment.
 */
import type { IndexedPlayRow } from './indexed-play-columns.js';

/** The index cannot hold these plays (a code table is full, a count too big...): the caller falls back to SQL. */
export class FilmIndexUnsupportedError extends Error {}

/** Text columns stored as codes, and the code table each uses. */
export const ENUM_COLUMNS = {
  yardsToGoType: 'yardsToGoType',
  playType: 'playType',
  possessionTeamId: 'team',
  defenseTeamId: 'team',
  airYardType: 'airYardType',
  dropbackTimeType: 'dropbackTimeType',
  rushDirection: 'rushDirection',
  receiverAlignment: 'receiverAlignment',
  separationType: 'separationType',
  targetLocation: 'targetLocation',
  recCoverageType: 'recCoverageType',
  routeType: 'routeType',
  defCoverageType: 'defCoverageType',
  defAlignment: 'defAlignment',
  qbAlignment: 'qbAlignment',
  offenseScoreDifferentialType: 'scoreDifferentialType',
  defenseScoreDifferentialType: 'scoreDifferentialType',
  personnel: 'personnel',
  defendersInTheBoxType: 'defendersInTheBoxType',
} as const satisfies Partial<Record<keyof IndexedPlayRow, string>>;
export type EnumColumn = keyof typeof ENUM_COLUMNS;
export type CodeTable = (typeof ENUM_COLUMNS)[EnumColumn];

/** Nullable small integers, stored as Int8 with NULL_INT8 for null. */
export const SMALL_INT_COLUMNS = [
  'quarter',
  'down',
  'personnelRb',
  'personnelTe',
  'personnelWr',
  'personnelLb',
  'personnelDl',
  'personnelDb',
] as const satisfies readonly (keyof IndexedPlayRow)[];
export type SmallIntColumn = (typeof SMALL_INT_COLUMNS)[number];
export const NULL_INT8 = -128;

/** Single player ids, stored as player codes (0 = null). */
export const PLAYER_COLUMNS = [
  'passerId',
  'rusherId',
  'targetId',
  'ballCarrierId',
  'nearestDefenderId',
  'interceptorId',
] as const satisfies readonly (keyof IndexedPlayRow)[];
export type PlayerColumn = (typeof PLAYER_COLUMNS)[number];

/** Every flag a row has, and how it is read from the play. The position is the bit number. */
const FLAG_DEFINITIONS = [
  ['passPlay', (row) => row.passPlay],
  ['runPlay', (row) => row.runPlay],
  ['redzone', (row) => row.redzone],
  ['goalToGo', (row) => row.goalToGo],
  ['touchdown', (row) => row.touchdown],
  ['scoring', (row) => row.scoring],
  ['attempt', (row) => row.attempt],
  ['completion', (row) => row.completion],
  ['interception', (row) => row.interception],
  ['playAction', (row) => row.playAction],
  ['dropback', (row) => row.dropback],
  ['fumble', (row) => row.fumble],
  ['fumbleLost', (row) => row.fumbleLost],
  ['rush10PlusYards', (row) => row.rush10PlusYards],
  ['reception', (row) => row.reception],
  ['target', (row) => row.target],
  ['recMotion', (row) => row.recMotion],
  ['defRunStuff', (row) => row.defRunStuff],
  ['defSack', (row) => row.defSack],
  ['defInterception', (row) => row.defInterception],
  ['defPressure', (row) => row.defPressure],
  ['turnoversCausedByPressure', (row) => row.turnoversCausedByPressure],
  ['isSnap', (row) => row.isSnap],
  ['sack', (row) => row.sack],
  ['pressure', (row) => row.pressure],
  ['blitz', (row) => row.blitz],
  ['runStuff', (row) => row.runStuff],
  ['hasCarries', (row) => row.carries > 0],
  ['hasTackles', (row) => row.tackles > 0],
  ['hasCoverageDefenders', (row) => row.coverageDefenderIds.length > 0],
  ['hasPassRushers', (row) => row.passRusherIds.length > 0],
  ['hasTackleStops', (row) => row.tackleStopIds.length > 0],
  ['hasHustleStops', (row) => row.hustleStopIds.length > 0],
  ['hasBoxDefenders', (row) => row.boxDefenderIds.length > 0],
  ['hasNearestDefender', (row) => row.nearestDefenderId !== null],
  ['hasBallCarrier', (row) => row.ballCarrierId !== null],
] as const satisfies readonly (readonly [string, (row: IndexedPlayRow) => boolean])[];
export type Flag = (typeof FLAG_DEFINITIONS)[number][0];
/** Flag name → bit number (0-31 in the first word, 32-63 in the second). */
export const FLAG_BITS = Object.fromEntries(FLAG_DEFINITIONS.map(([name], bit) => [name, bit])) as Record<
  Flag,
  number
>;

/** The narrower player arrays, as slot bits. */
export const SLOT_ARRAYS = [
  'routeRunnerIds',
  'tacklerIds',
  'passRusherIds',
  'coverageDefenderIds',
  'sackerIds',
  'pressurePlayerIds',
  'boxDefenderIds',
  'tackleStopIds',
  'hustleStopIds',
] as const satisfies readonly (keyof IndexedPlayRow)[];
export type SlotArray = (typeof SLOT_ARRAYS)[number];
export const SLOT_ARRAY_BITS = Object.fromEntries(SLOT_ARRAYS.map((name, bit) => [name, 1 << bit])) as Record<
  SlotArray,
  number
>;
/** The alignments the def_alignment filter can ask for, as slot bits (after the arrays' bits). */
export const SLOT_ALIGNMENTS = ['EDGE', 'DT', 'LB', 'SLOT', 'CB', 'SS', 'FS'] as const;
export const SLOT_ALIGNMENT_BITS: ReadonlyMap<string, number> = new Map(
  SLOT_ALIGNMENTS.map((alignment, index) => [alignment, 1 << (SLOT_ARRAYS.length + index)]),
);
/** Added by a slot scan: the player is in the offense array, in the defense array. */
export const IN_OFFENSE = 1 << 16;
export const IN_DEFENSE = 1 << 17;

const MAX_SLOTS_PER_ROW = 255;
const MAX_PLAYER_CODE = 0xffff;
const MAX_ENUM_CODE = 0xff;

type TypedArray = Int8Array | Uint8Array | Uint16Array | Int32Array | Uint32Array;
/** A copy of `array` with room for `capacity` elements (the first `capacity` when it shrinks). */
const resize = <T extends TypedArray>(array: T, Type: new (length: number) => T, capacity: number): T => {
  const resized = new Type(capacity);
  resized.set(array.subarray(0, Math.min(array.length, capacity)));
  return resized;
};

/** Max speed as the maxSpeedType filter reads it: 0 null, 1 under 15, 2 from 15 to 20, 3 from 20. */
export const MAX_SPEED_NULL = 0;
export const MAX_SPEED_UNDER_15 = 1;
export const MAX_SPEED_15_TO_20 = 2;
export const MAX_SPEED_OVER_20 = 3;
const toMaxSpeedCode = (speed: number | null): number => {
  if (speed === null) return MAX_SPEED_NULL;
  // PostgreSQL orders NaN above every number.
  if (Number.isNaN(speed) || speed >= 20) return MAX_SPEED_OVER_20;
  return speed >= 15 ? MAX_SPEED_15_TO_20 : MAX_SPEED_UNDER_15;
};

/** "52330:CB" → [52330, bit of CB]; null for an entry no def_alignment filter can match. */
const parseAlignmentEntry = (entry: string): [number, number] | null => {
  const separator = entry.indexOf(':');
  if (separator <= 0) return null;
  const idText = entry.slice(0, separator);
  const bit = SLOT_ALIGNMENT_BITS.get(entry.slice(separator + 1));
  const id = Number(idText);
  // The filter writes the id as a plain positive number: only that spelling can match.
  if (bit === undefined || !Number.isSafeInteger(id) || String(id) !== idText) return null;
  return [id, bit];
};

export class FilmIndexColumns {
  /** Rows in use. */
  length = 0;
  private capacity: number;
  playId: Int32Array;
  flagsLow: Uint32Array;
  flagsHigh: Uint32Array;
  maxSpeed: Uint8Array;
  readonly enums: Record<EnumColumn, Uint8Array>;
  readonly smallInts: Record<SmallIntColumn, Int8Array>;
  readonly players: Record<PlayerColumn, Uint16Array>;
  /** A row's slots: slotStart[row] ... + offenseCount, + defenseCount, + slotCount in all. */
  slotStart: Int32Array;
  offenseCount: Uint8Array;
  defenseCount: Uint8Array;
  slotCount: Uint8Array;
  slotsUsed = 0;
  private slotCapacity: number;
  slotPlayer: Uint16Array;
  slotBits: Uint16Array;

  private readonly codeTables = new Map<CodeTable, Map<string, number>>();
  private readonly playerCodes = new Map<number, number>();

  constructor(capacity = 1024) {
    this.capacity = capacity;
    this.playId = new Int32Array(capacity);
    this.flagsLow = new Uint32Array(capacity);
    this.flagsHigh = new Uint32Array(capacity);
    this.maxSpeed = new Uint8Array(capacity);
    this.enums = Object.fromEntries(
      Object.keys(ENUM_COLUMNS).map((column) => [column, new Uint8Array(capacity)]),
    ) as Record<EnumColumn, Uint8Array>;
    this.smallInts = Object.fromEntries(
      SMALL_INT_COLUMNS.map((column) => [column, new Int8Array(capacity)]),
    ) as Record<SmallIntColumn, Int8Array>;
    this.players = Object.fromEntries(
      PLAYER_COLUMNS.map((column) => [column, new Uint16Array(capacity)]),
    ) as Record<PlayerColumn, Uint16Array>;
    this.slotStart = new Int32Array(capacity);
    this.offenseCount = new Uint8Array(capacity);
    this.defenseCount = new Uint8Array(capacity);
    this.slotCount = new Uint8Array(capacity);
    this.slotCapacity = capacity * 24;
    this.slotPlayer = new Uint16Array(this.slotCapacity);
    this.slotBits = new Uint16Array(this.slotCapacity);
  }

  /** The code of `value` in `table`; -1 (which no row holds) when no row has it. */
  codeOf(table: CodeTable, value: string): number {
    return this.codeTables.get(table)?.get(value) ?? -1;
  }

  /** The code of a player id; -1 (which no row holds) when no row names him. */
  playerCodeOf(nflId: number): number {
    return this.playerCodes.get(nflId) ?? -1;
  }

  /** Adds a play as the next row and returns its row number. */
  append(row: IndexedPlayRow): number {
    if (this.length === this.capacity) this.resizeRows(Math.ceil(this.capacity * 1.25) + 1024);
    const r = this.length;
    this.playId[r] = row.playId;
    let low = 0;
    let high = 0;
    for (let bit = 0; bit < FLAG_DEFINITIONS.length; bit++) {
      if (!(FLAG_DEFINITIONS[bit] as (typeof FLAG_DEFINITIONS)[number])[1](row)) continue;
      if (bit < 32) low |= 1 << bit;
      else high |= 1 << (bit - 32);
    }
    this.flagsLow[r] = low >>> 0;
    this.flagsHigh[r] = high >>> 0;
    this.maxSpeed[r] = toMaxSpeedCode(row.maxSpeed);
    for (const [column, table] of Object.entries(ENUM_COLUMNS) as [EnumColumn, CodeTable][]) {
      const value = row[column];
      this.enums[column][r] = value === null ? 0 : this.encode(table, value);
    }
    for (const column of SMALL_INT_COLUMNS) {
      const value = row[column];
      if (value !== null && (value < -127 || value > 127 || !Number.isInteger(value))) {
        throw new FilmIndexUnsupportedError(`${column} ${value} does not fit the film index`);
      }
      this.smallInts[column][r] = value ?? NULL_INT8;
    }
    for (const column of PLAYER_COLUMNS) {
      const value = row[column];
      this.players[column][r] = value === null ? 0 : this.encodePlayer(value);
    }
    this.appendSlots(r, row);
    this.length += 1;
    return r;
  }

  /** The player codes a row names anywhere: its slots and its single player columns. */
  forEachPlayerCode(r: number, callback: (code: number) => void): void {
    const start = this.slotStart[r] as number;
    const end = start + (this.slotCount[r] as number);
    for (let slot = start; slot < end; slot++) callback(this.slotPlayer[slot] as number);
    for (const column of PLAYER_COLUMNS) {
      const code = this.players[column][r] as number;
      if (code !== 0) callback(code);
    }
  }

  /** Bytes held by the typed arrays (their capacity) and the code tables, roughly. */
  byteSize(): number {
    const arrays = [
      this.playId,
      this.flagsLow,
      this.flagsHigh,
      this.maxSpeed,
      ...Object.values(this.enums),
      ...Object.values(this.smallInts),
      ...Object.values(this.players),
      this.slotStart,
      this.offenseCount,
      this.defenseCount,
      this.slotCount,
      this.slotPlayer,
      this.slotBits,
    ];
    // A Map entry costs about 40 bytes.
    return arrays.reduce((sum, array) => sum + array.byteLength, 0) + this.playerCodes.size * 40;
  }

  /** Gives back the room beyond `headroom` spare rows (after a bulk load). */
  trim(headroom = 4096): void {
    this.resizeRows(this.length + headroom);
    this.slotCapacity = this.slotsUsed + headroom * 24;
    this.slotPlayer = resize(this.slotPlayer, Uint16Array, this.slotCapacity);
    this.slotBits = resize(this.slotBits, Uint16Array, this.slotCapacity);
  }

  private encode(table: CodeTable, value: string): number {
    let codes = this.codeTables.get(table);
    if (codes === undefined) this.codeTables.set(table, (codes = new Map()));
    let code = codes.get(value);
    if (code === undefined) {
      code = codes.size + 1;
      if (code > MAX_ENUM_CODE) throw new FilmIndexUnsupportedError(`${table} has too many values`);
      codes.set(value, code);
    }
    return code;
  }

  private encodePlayer(nflId: number): number {
    let code = this.playerCodes.get(nflId);
    if (code === undefined) {
      code = this.playerCodes.size + 1;
      if (code > MAX_PLAYER_CODE) throw new FilmIndexUnsupportedError('too many players for the film index');
      this.playerCodes.set(nflId, code);
    }
    return code;
  }

  private appendSlots(r: number, row: IndexedPlayRow): void {
    const ids: number[] = [];
    const bits: number[] = [];
    const add = (id: number, bit: number) => {
      ids.push(id);
      bits.push(bit);
    };
    for (const id of row.offensePlayerIds) if (id !== null) add(id, 0);
    const offense = ids.length;
    for (const id of row.defensePlayerIds) if (id !== null) add(id, 0);
    const defense = ids.length - offense;
    const mark = (id: number, bit: number) => {
      const slot = ids.indexOf(id);
      if (slot >= 0) bits[slot] = (bits[slot] as number) | bit;
      else add(id, bit);
    };
    for (const array of SLOT_ARRAYS) {
      for (const id of row[array]) if (id !== null) mark(id, SLOT_ARRAY_BITS[array]);
    }
    for (const entry of row.alignments) {
      const parsed = parseAlignmentEntry(entry);
      if (parsed !== null) mark(parsed[0], parsed[1]);
    }
    if (ids.length > MAX_SLOTS_PER_ROW) throw new FilmIndexUnsupportedError('a play names too many players');
    if (this.slotsUsed + ids.length > this.slotCapacity) {
      this.slotCapacity = Math.max(
        Math.ceil(this.slotCapacity * 1.25) + 24 * 1024,
        this.slotsUsed + ids.length,
      );
      this.slotPlayer = resize(this.slotPlayer, Uint16Array, this.slotCapacity);
      this.slotBits = resize(this.slotBits, Uint16Array, this.slotCapacity);
    }
    const start = this.slotsUsed;
    for (let i = 0; i < ids.length; i++) {
      this.slotPlayer[start + i] = this.encodePlayer(ids[i] as number);
      this.slotBits[start + i] = bits[i] as number;
    }
    this.slotStart[r] = start;
    this.offenseCount[r] = offense;
    this.defenseCount[r] = defense;
    this.slotCount[r] = ids.length;
    this.slotsUsed += ids.length;
  }

  private resizeRows(capacity: number): void {
    this.capacity = capacity;
    this.playId = resize(this.playId, Int32Array, capacity);
    this.flagsLow = resize(this.flagsLow, Uint32Array, capacity);
    this.flagsHigh = resize(this.flagsHigh, Uint32Array, capacity);
    this.maxSpeed = resize(this.maxSpeed, Uint8Array, capacity);
    for (const column of Object.keys(this.enums) as EnumColumn[]) {
      this.enums[column] = resize(this.enums[column], Uint8Array, capacity);
    }
    for (const column of SMALL_INT_COLUMNS) {
      this.smallInts[column] = resize(this.smallInts[column], Int8Array, capacity);
    }
    for (const column of PLAYER_COLUMNS) {
      this.players[column] = resize(this.players[column], Uint16Array, capacity);
    }
    this.slotStart = resize(this.slotStart, Int32Array, capacity);
    this.offenseCount = resize(this.offenseCount, Uint8Array, capacity);
    this.defenseCount = resize(this.defenseCount, Uint8Array, capacity);
    this.slotCount = resize(this.slotCount, Uint8Array, capacity);
  }
}
