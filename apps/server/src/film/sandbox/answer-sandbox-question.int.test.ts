/**
 * Rows of defenders against a reference tallied here, play by play: the sandbox counts them from
 * each per-player column's distinct arrays (answer-sandbox-question.ts), and must count what one
 * entry per defender per play would.
 */
import { type DatabaseHandle, players, plays } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import {
  type PositionGroup,
  type SandboxMeasureKey,
  type SandboxQuestion,
  getSandboxExamples,
  getSandboxPlayFilters,
} from '@all22/domain';
import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLeagueDatabase } from '../../testing/test-league-copies.js';
import { toFilmFilterConditions } from '../film-filter-conditions.js';
import { createSqlPlayFinder } from '../sql-play-finder.js';
import { answerSandboxQuestion } from './answer-sandbox-question.js';
import type { DefenderColumn } from './sandbox-measure-sql.js';

const SEASON = 2024;

type DefenseMeasureKey = Extract<SandboxMeasureKey, `defense.${string}`>;
type Tally = Record<DefenderColumn, number>;

/** Each defender measure: the columns it counts in and its value from a defender's tallies. */
const REFERENCE: Record<
  DefenseMeasureKey,
  { columns: DefenderColumn[]; value: (t: Tally) => number | null }
> = {
  'defense.snaps': { columns: ['onField'], value: (t) => t.onField },
  'defense.passRushSnaps': { columns: ['passRusher'], value: (t) => t.passRusher },
  'defense.pressures': { columns: ['pressure'], value: (t) => t.pressure },
  'defense.pressureRate': {
    columns: ['pressure', 'passRusher'],
    value: (t) => (t.passRusher === 0 ? null : (100 * t.pressure) / t.passRusher),
  },
  'defense.sacks': { columns: ['sacker'], value: (t) => t.sacker },
  'defense.tackles': { columns: ['tackler'], value: (t) => t.tackler },
  'defense.stops': { columns: ['tackleStop'], value: (t) => t.tackleStop },
  'defense.interceptions': { columns: ['interceptor'], value: (t) => t.interceptor },
};

const defenseQuestion = (question: Partial<SandboxQuestion>): SandboxQuestion => ({
  category: 'defense',
  grouping: 'player',
  measures: ['defense.pressureRate'],
  splitGroup: null,
  positions: [],
  minimum: 0,
  sort: 'defense.pressureRate',
  order: 'desc',
  limit: 100,
  filters: { season: [SEASON], seasonType: 'REG' },
  ...question,
});

const QUESTIONS: [string, SandboxQuestion][] = [
  ['the example: pressure rate, front seven, 100+ pass-rush snaps', getSandboxExamples(SEASON)[3]!.question],
  [
    'every defender (minimum 0), by snaps',
    defenseQuestion({
      measures: ['defense.snaps', 'defense.tackles', 'defense.stops'],
      sort: 'defense.snaps',
    }),
  ],
  [
    'defensive backs of one week, fewest interceptions first',
    defenseQuestion({
      measures: ['defense.interceptions', 'defense.sacks', 'defense.pressures'],
      sort: 'defense.interceptions',
      order: 'asc',
      positions: ['DB'],
      filters: { season: [SEASON], seasonType: 'REG', week: 3 },
    }),
  ],
  [
    "plays with a sack outside the red zone (a filter on the defense reads as the play's)",
    defenseQuestion({
      measures: ['defense.sacks', 'defense.tackles'],
      sort: 'defense.sacks',
      filters: { season: [SEASON], seasonType: 'REG', def_sack: true, redzone: false },
    }),
  ],
];

interface ReferenceRow {
  key: string;
  plays: number;
  values: Record<string, number | null>;
}

/** The rows tallied one entry per defender per play, sorted and cut as the sandbox does. */
async function answerByReference(
  database: DatabaseHandle,
  question: SandboxQuestion,
): Promise<{ rows: ReferenceRow[]; totalRows: number }> {
  const measures = [...new Set(['defense.passRushSnaps', ...question.measures, question.sort])].map(
    (key) => key as DefenseMeasureKey,
  );
  const columns = new Set<DefenderColumn>(['onField', ...measures.flatMap((key) => REFERENCE[key].columns)]);
  const found = await database.db
    .select({
      onField: plays.defensePlayerIds,
      passRusher: plays.passRusherIds,
      pressure: plays.pressurePlayerIds,
      sacker: plays.sackerIds,
      tackler: plays.tacklerIds,
      tackleStop: plays.tackleStopIds,
      interceptor: plays.interceptorId,
    })
    .from(plays)
    .where(and(...toFilmFilterConditions(getSandboxPlayFilters(question))));
  const tallies = new Map<number, Tally>();
  for (const play of found) {
    for (const column of columns) {
      const entry = play[column];
      const ids = Array.isArray(entry) ? entry : entry === null ? [] : [entry];
      for (const id of ids) {
        const tally = tallies.get(id) ?? {
          onField: 0,
          passRusher: 0,
          pressure: 0,
          sacker: 0,
          tackler: 0,
          tackleStop: 0,
          interceptor: 0,
        };
        tally[column] += 1;
        tallies.set(id, tally);
      }
    }
  }
  const positioned =
    question.positions.length === 0
      ? null
      : new Set(
          (
            await database.db
              .select({ nflId: players.nflId })
              .from(players)
              .where(inArray(players.positionGroup, [...question.positions] as PositionGroup[]))
          ).map((player) => player.nflId as number),
        );
  const sortOf = REFERENCE[question.sort as DefenseMeasureKey].value;
  const direction = question.order === 'asc' ? 1 : -1;
  const qualified = [...tallies]
    .filter(([, tally]) => (REFERENCE['defense.passRushSnaps'].value(tally) ?? 0) >= question.minimum)
    .filter(([id]) => positioned === null || positioned.has(id))
    .sort(([a, left], [b, right]) => {
      const x = sortOf(left);
      const y = sortOf(right);
      if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
      return x === y ? a - b : direction * (x - y);
    });
  return {
    totalRows: qualified.length,
    rows: qualified.slice(0, question.limit).map(([id, tally]) => ({
      key: String(id),
      plays: tally.onField,
      values: Object.fromEntries(measures.map((key) => [key, REFERENCE[key].value(tally)])),
    })),
  };
}

describe.each(testDatabaseTargets())('sandbox rows of defenders on %s', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestLeagueDatabase(target);
  }, 180_000);
  afterAll(() => database?.close());

  it.each(QUESTIONS)('%s: as tallied one entry per defender per play', async (_title, question) => {
    const finder = createSqlPlayFinder(database.db);
    const answer = await answerSandboxQuestion(database.db, question, {
      countPlays: async (filters) => (await finder.findPlays({ filters, offset: 0, limit: 0 })).total,
    });
    const reference = await answerByReference(database, question);
    expect(reference.rows.length).toBeGreaterThan(0);
    expect(answer.totalRows).toBe(reference.totalRows);
    expect(answer.rows.map((row) => row.key)).toEqual(reference.rows.map((row) => row.key));
    for (const [index, row] of answer.rows.entries()) {
      const expected = reference.rows[index]!;
      expect(row.plays, row.key).toBe(expected.plays);
      for (const [key, value] of Object.entries(expected.values)) {
        if (value === null) expect(row.values[key], `${row.key} ${key}`).toBeNull();
        else expect(row.values[key], `${row.key} ${key}`).toBeCloseTo(value, 9);
      }
    }
  });
});
