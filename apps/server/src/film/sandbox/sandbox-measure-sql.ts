/**
 * Each sandbox measure as an SQL aggregate over the plays (issue 19 §2): the whitelist's compiler,
 * one entry per key of SANDBOX_MEASURES, so a new measure does not compile until it says how it is
 * computed. With rows of defenders, `defender` counts the row's entries in one of the plays'
 * per-player columns (he was on the field, rushed, pressured, tackled…; see
 * answer-sandbox-question.ts); the defensive measures then count what he did, else what the
 * defense did on the play. A defender's measure is made of those counts alone (the type allows
 * nothing else), which is what lets the rows be counted from each column's distinct arrays. Every
 * value is float8 (counts too), null when a rate has no denominator.
 */
import { plays } from '@all22/db';
import type { SandboxMeasureKey } from '@all22/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The play's per-defender columns a defender's measures count him in. */
export const DEFENDER_COLUMNS = {
  onField: plays.defensePlayerIds,
  passRusher: plays.passRusherIds,
  pressure: plays.pressurePlayerIds,
  sacker: plays.sackerIds,
  tackler: plays.tacklerIds,
  tackleStop: plays.tackleStopIds,
  interceptor: plays.interceptorId,
} as const;
export type DefenderColumn = keyof typeof DEFENDER_COLUMNS;

/** Rows of defenders: how many times the row's defender is in a column over the plays (float8). */
export interface DefenderRows {
  count(column: DefenderColumn): SQL;
}

type MeasureSql = (defender: DefenderRows | null) => SQL;

const count = (condition?: SQL): SQL =>
  condition === undefined ? sql`count(*)::float8` : sql`(count(*) filter (where ${condition}))::float8`;
const sumOf = (value: SQL, condition: SQL): SQL =>
  sql`coalesce(sum(${value}) filter (where ${condition}), 0)::float8`;
const averageOf = (value: SQL, condition: SQL): SQL =>
  sql`(avg(${value}) filter (where ${condition}))::float8`;
/** Per 100 of the denominator. */
const rate = (numerator: SQL, denominator: SQL): SQL =>
  sql`(100.0 * ${numerator} / nullif(${denominator}, 0))::float8`;
const ratio = (numerator: SQL, denominator: SQL): SQL =>
  sql`(${numerator} / nullif(${denominator}, 0))::float8`;

const is = (column: PgColumn): SQL => sql`${column}`;
const not = (column: PgColumn): SQL => sql`not ${column}`;
const both = (a: SQL, b: SQL): SQL => sql`(${a} and ${b})`;
const ALWAYS = sql`true`;
const SNAP = sql`(${plays.passPlay} or ${plays.runPlay})`;
const isNotEmpty = (column: PgColumn): SQL => sql`cardinality(${column}) > 0`;

const passingYards = sumOf(sql`${plays.yardsGained}`, is(plays.completion));
const rushingYards = sumOf(sql`${plays.yardsGained}`, ALWAYS);
const receivingYards = sumOf(sql`${plays.yardsGained}`, is(plays.reception));
const passRushSnaps = (defender: DefenderRows | null) =>
  defender === null ? count(isNotEmpty(plays.passRusherIds)) : defender.count('passRusher');
const pressures = (defender: DefenderRows | null) =>
  defender === null ? count(is(plays.defPressure)) : defender.count('pressure');

export const SANDBOX_MEASURE_SQL: { readonly [K in SandboxMeasureKey]: MeasureSql } = {
  'passing.dropbacks': () => count(),
  'passing.attempts': () => count(is(plays.attempt)),
  'passing.completionPct': () => rate(count(is(plays.completion)), count(is(plays.attempt))),
  'passing.yards': () => passingYards,
  'passing.yardsPerAttempt': () => ratio(passingYards, count(is(plays.attempt))),
  'passing.touchdowns': () => count(both(is(plays.completion), is(plays.touchdown))),
  'passing.interceptions': () => count(is(plays.interception)),
  'passing.airYardsPerAttempt': () => averageOf(sql`${plays.airYards}`, is(plays.attempt)),
  'passing.sackRate': () => rate(count(is(plays.sack)), count()),
  'passing.pressureRate': () => rate(count(is(plays.pressure)), count()),
  'passing.epaPerDropback': () => averageOf(sql`${plays.expectedPointsAdded}`, ALWAYS),
  'rushing.carries': () => count(),
  'rushing.yards': () => rushingYards,
  'rushing.yardsPerCarry': () => ratio(rushingYards, count()),
  'rushing.touchdowns': () => count(is(plays.touchdown)),
  'rushing.successRate': () => rate(count(not(plays.stop)), count()),
  'rushing.explosiveRate': () => rate(count(is(plays.rush10PlusYards)), count()),
  'rushing.stuffRate': () => rate(count(is(plays.runStuff)), count()),
  'rushing.epaPerCarry': () => averageOf(sql`${plays.expectedPointsAdded}`, ALWAYS),
  'receiving.targets': () => count(),
  'receiving.receptions': () => count(is(plays.reception)),
  'receiving.catchRate': () => rate(count(is(plays.reception)), count()),
  'receiving.yards': () => receivingYards,
  'receiving.yardsPerTarget': () => ratio(receivingYards, count()),
  'receiving.yacPerReception': () =>
    averageOf(sql`${plays.yardsGained} - coalesce(${plays.airYards}, 0)`, is(plays.reception)),
  'receiving.touchdowns': () => count(both(is(plays.reception), is(plays.touchdown))),
  'receiving.separation': () => averageOf(sql`${plays.separation}`, ALWAYS),
  'receiving.epaPerTarget': () => averageOf(sql`${plays.expectedPointsAdded}`, ALWAYS),
  'defense.snaps': (defender) => (defender === null ? count() : defender.count('onField')),
  'defense.passRushSnaps': passRushSnaps,
  'defense.pressures': pressures,
  'defense.pressureRate': (defender) => rate(pressures(defender), passRushSnaps(defender)),
  'defense.sacks': (defender) => (defender === null ? count(is(plays.defSack)) : defender.count('sacker')),
  'defense.tackles': (defender) =>
    defender === null ? sumOf(sql`${plays.tackles}`, ALWAYS) : defender.count('tackler'),
  'defense.stops': (defender) =>
    defender === null ? count(isNotEmpty(plays.tackleStopIds)) : defender.count('tackleStop'),
  'defense.interceptions': (defender) =>
    defender === null ? count(is(plays.defInterception)) : defender.count('interceptor'),
  'offense.plays': () => count(SNAP),
  'offense.epaPerPlay': () => averageOf(sql`${plays.expectedPointsAdded}`, SNAP),
  'offense.successRate': () => rate(count(both(SNAP, not(plays.stop))), count(SNAP)),
  'offense.yardsPerPlay': () => ratio(sumOf(sql`${plays.yardsGained}`, SNAP), count(SNAP)),
  'offense.passRate': () => rate(count(is(plays.passPlay)), count(SNAP)),
  'offense.touchdowns': () => count(both(SNAP, is(plays.touchdown))),
};
