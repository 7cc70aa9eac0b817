/**
 * Each sandbox measure as an SQL aggregate over the plays (issue 19 §2): the whitelist's compiler,
 * one entry per key of SANDBOX_MEASURES, so a new measure does not compile until it says how it is
 * computed. `defender` is the defender of the row when the rows are defenders (each play counted
 * once per defender on the field); the defensive measures then ask what he did, else what the
 * defense did on the play. Every value is float8 (counts too), null when a rate has no denominator.
 */
import { plays } from '@all22/db';
import type { SandboxMeasureKey } from '@all22/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type MeasureSql = (defender: SQL | null) => SQL;

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
const has = (column: PgColumn, defender: SQL): SQL => sql`${column} @> array[${defender}]::integer[]`;
const isNotEmpty = (column: PgColumn): SQL => sql`cardinality(${column}) > 0`;

const passingYards = sumOf(sql`${plays.yardsGained}`, is(plays.completion));
const rushingYards = sumOf(sql`${plays.yardsGained}`, ALWAYS);
const receivingYards = sumOf(sql`${plays.yardsGained}`, is(plays.reception));
const passRushSnaps = (defender: SQL | null) =>
  count(defender === null ? isNotEmpty(plays.passRusherIds) : has(plays.passRusherIds, defender));
const pressures = (defender: SQL | null) =>
  count(defender === null ? is(plays.defPressure) : has(plays.pressurePlayerIds, defender));

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
  'defense.snaps': () => count(),
  'defense.passRushSnaps': passRushSnaps,
  'defense.pressures': pressures,
  'defense.pressureRate': (defender) => rate(pressures(defender), passRushSnaps(defender)),
  'defense.sacks': (defender) =>
    count(defender === null ? is(plays.defSack) : has(plays.sackerIds, defender)),
  'defense.tackles': (defender) =>
    defender === null ? sumOf(sql`${plays.tackles}`, ALWAYS) : count(has(plays.tacklerIds, defender)),
  'defense.stops': (defender) =>
    count(defender === null ? isNotEmpty(plays.tackleStopIds) : has(plays.tackleStopIds, defender)),
  'defense.interceptions': (defender) =>
    count(defender === null ? is(plays.defInterception) : sql`${plays.interceptorId} = ${defender}`),
  'offense.plays': () => count(SNAP),
  'offense.epaPerPlay': () => averageOf(sql`${plays.expectedPointsAdded}`, SNAP),
  'offense.successRate': () => rate(count(both(SNAP, not(plays.stop))), count(SNAP)),
  'offense.yardsPerPlay': () => ratio(sumOf(sql`${plays.yardsGained}`, SNAP), count(SNAP)),
  'offense.passRate': () => rate(count(is(plays.passPlay)), count(SNAP)),
  'offense.touchdowns': () => count(both(SNAP, is(plays.touchdown))),
};
