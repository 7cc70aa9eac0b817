/**
 * A play's indexed columns as one text value, so loading the index reads one cell per play:
 * with PGlite, the cost of a result grows with its cells (a play's 80 columns took 8 times as
 * long as this one text), and the whole league is about 470,000 plays.
 *
 * Layout, "~"-separated: gameId, playId, sequence, season, week, the text columns ("|"-separated,
 * null as empty), the booleans as bits of one integer, the small integers, maxSpeed (empty for
 * null), the single player ids, the player arrays, then the alignments last (PostgreSQL's array
 * text, which quotes what needs quoting, so it may hold any character). A value that would break
 * the layout is reported, never misread.
 */
import { type SQL, sql } from 'drizzle-orm';
import { FilmIndexUnsupportedError, SLOT_ARRAYS } from './film-index-columns.js';
import { INDEXED_PLAY_COLUMNS, type IndexedPlayRow } from './indexed-play-columns.js';

const C = INDEXED_PLAY_COLUMNS;

const TEXT_KEYS = [
  'seasonType',
  'weekSlug',
  'yardsToGoType',
  'possessionTeamId',
  'defenseTeamId',
  'playType',
  'airYardType',
  'dropbackTimeType',
  'rushDirection',
  'receiverAlignment',
  'separationType',
  'targetLocation',
  'recCoverageType',
  'routeType',
  'defCoverageType',
  'defAlignment',
  'qbAlignment',
  'offenseScoreDifferentialType',
  'defenseScoreDifferentialType',
  'personnel',
  'defendersInTheBoxType',
] as const satisfies readonly (keyof IndexedPlayRow)[];
const BOOLEAN_KEYS = [
  'passPlay',
  'runPlay',
  'redzone',
  'goalToGo',
  'touchdown',
  'scoring',
  'attempt',
  'completion',
  'interception',
  'playAction',
  'dropback',
  'fumble',
  'fumbleLost',
  'rush10PlusYards',
  'reception',
  'target',
  'recMotion',
  'defRunStuff',
  'defSack',
  'defInterception',
  'defPressure',
  'turnoversCausedByPressure',
  'isSnap',
  'sack',
  'pressure',
  'blitz',
  'runStuff',
] as const satisfies readonly (keyof IndexedPlayRow)[];
const INTEGER_KEYS = [
  'quarter',
  'down',
  'personnelRb',
  'personnelTe',
  'personnelWr',
  'personnelLb',
  'personnelDl',
  'personnelDb',
  'carries',
  'tackles',
] as const satisfies readonly (keyof IndexedPlayRow)[];
const PLAYER_KEYS = [
  'passerId',
  'rusherId',
  'targetId',
  'ballCarrierId',
  'nearestDefenderId',
  'interceptorId',
] as const satisfies readonly (keyof IndexedPlayRow)[];
const ARRAY_KEYS = [
  'offensePlayerIds',
  'defensePlayerIds',
  ...SLOT_ARRAYS,
] as const satisfies readonly (keyof IndexedPlayRow)[];
type PackedKey =
  | 'gameId'
  | 'playId'
  | 'sequence'
  | 'season'
  | 'week'
  | 'maxSpeed'
  | 'alignments'
  | (typeof TEXT_KEYS)[number]
  | (typeof BOOLEAN_KEYS)[number]
  | (typeof INTEGER_KEYS)[number]
  | (typeof PLAYER_KEYS)[number]
  | (typeof ARRAY_KEYS)[number];
// Every indexed column is packed: this fails to compile when one is left out.
const everyColumnPacked: Exclude<keyof IndexedPlayRow, PackedKey> extends never ? true : never = true;
void everyColumnPacked;

const FIELD = '~';
const TEXT_SEPARATOR = '|';
/** Fields before the alignments. */
const LEADING_FIELDS = 10 + ARRAY_KEYS.length;

/** The packed text of a play, as an SQL expression over the plays table. */
export const PACKED_PLAY_ROW: SQL<string> = sql<string>`concat_ws(${FIELD}, ${sql.join(
  [
    C.gameId,
    C.playId,
    C.sequence,
    C.season,
    C.week,
    sql`concat_ws(${TEXT_SEPARATOR}, ${sql.join(
      TEXT_KEYS.map((key) => sql`coalesce(${C[key]}, '')`),
      sql`, `,
    )})`,
    sql`(${sql.join(
      BOOLEAN_KEYS.map((key, bit) => sql`(${C[key]}::integer << ${sql.raw(String(bit))})`),
      sql` | `,
    )})`,
    sql`array[${sql.join(
      INTEGER_KEYS.map((key) => sql`${C[key]}::integer`),
      sql`, `,
    )}]::text`,
    sql`coalesce(${C.maxSpeed}::text, '')`,
    sql`array[${sql.join(
      PLAYER_KEYS.map((key) => C[key]),
      sql`, `,
    )}]::text`,
    ...ARRAY_KEYS.map((key) => sql`${C[key]}::text`),
    sql`${C.alignments}::text`,
  ],
  sql`, `,
)})`;

const unsupported = (text: string, reason: string): never => {
  throw new FilmIndexUnsupportedError(`cannot read the packed play ${text.slice(0, 40)}…: ${reason}`);
};

/** "{1,NULL,3}" (an integer array's text) → [1, null, 3]. */
const parseIntegerArray = (text: string): (number | null)[] => {
  if (text.length < 2 || text[0] !== '{' || text[text.length - 1] !== '}') unsupported(text, 'not an array');
  if (text === '{}') return [];
  return text
    .slice(1, -1)
    .split(',')
    .map((item) => {
      if (item === 'NULL') return null;
      const value = Number(item);
      return Number.isSafeInteger(value) && item !== '' ? value : unsupported(text, `bad integer ${item}`);
    });
};

const parseIds = (text: string): number[] =>
  parseIntegerArray(text).filter((value): value is number => value !== null);

/** A text array's PostgreSQL text ("{a,\"b c\",NULL}") → its non-null elements. */
export function parseTextArray(text: string): string[] {
  if (text.length < 2 || text[0] !== '{' || text[text.length - 1] !== '}') unsupported(text, 'not an array');
  const items: string[] = [];
  let i = 1;
  const end = text.length - 1;
  while (i < end) {
    if (text[i] === '"') {
      let item = '';
      i += 1;
      while (i < end && text[i] !== '"') {
        if (text[i] === '\\') i += 1;
        item += text[i];
        i += 1;
      }
      items.push(item);
      i += 1;
    } else {
      let next = text.indexOf(',', i);
      if (next < 0 || next > end) next = end;
      const item = text.slice(i, next);
      if (item !== 'NULL') items.push(item);
      i = next;
    }
    if (i < end && text[i] !== ',') unsupported(text, 'bad array text');
    i += 1;
  }
  return items;
}

/** A play's indexed columns back from PACKED_PLAY_ROW's text. */
export function unpackPlayRow(text: string): IndexedPlayRow {
  const fields: string[] = [];
  let start = 0;
  for (let i = 0; i < LEADING_FIELDS; i++) {
    const next = text.indexOf(FIELD, start);
    if (next < 0) unsupported(text, 'too few fields');
    fields.push(text.slice(start, next));
    start = next + 1;
  }
  const alignments = parseTextArray(text.slice(start));
  const [gameId, playId, sequence, season, week, texts, booleans, integers, maxSpeed, players, ...arrays] =
    fields as [string, string, string, string, string, string, string, string, string, string, ...string[]];
  const row: Record<string, unknown> = {
    gameId: Number(gameId),
    playId: Number(playId),
    sequence: Number(sequence),
    season: Number(season),
    week: Number(week),
    maxSpeed: maxSpeed === '' ? null : Number(maxSpeed),
    alignments,
  };
  const textValues = texts.split(TEXT_SEPARATOR);
  if (textValues.length !== TEXT_KEYS.length) unsupported(text, `a text column holds "${TEXT_SEPARATOR}"`);
  TEXT_KEYS.forEach((key, i) => (row[key] = textValues[i] === '' ? null : textValues[i]));
  const bits = Number(booleans);
  BOOLEAN_KEYS.forEach((key, bit) => (row[key] = (bits & (1 << bit)) !== 0));
  const integerValues = parseIntegerArray(integers);
  INTEGER_KEYS.forEach((key, i) => (row[key] = integerValues[i] ?? null));
  const playerValues = parseIntegerArray(players);
  PLAYER_KEYS.forEach((key, i) => (row[key] = playerValues[i] ?? null));
  ARRAY_KEYS.forEach((key, i) => (row[key] = parseIds(arrays[i] as string)));
  return row as IndexedPlayRow;
}
