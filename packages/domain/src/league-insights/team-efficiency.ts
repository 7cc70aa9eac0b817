import type { PlayType } from '../plays/play-record.js';

/**
 * The plays a team's efficiency reads: its snaps whose play type is a run, a pass or a sack — the
 * penalties called on them included (their EPA is the offense's result), kicks and tries after
 * touchdowns left out. Each play type is one film-room query (playType), so the film links hold
 * exactly the plays the figures read.
 */
export const EFFICIENCY_PLAY_TYPES = [
  'play_type_rush',
  'play_type_pass',
  'play_type_sack',
] as const satisfies readonly PlayType[];
export type EfficiencyPlayType = (typeof EFFICIENCY_PLAY_TYPES)[number];

/** Play types that are dropbacks (a pass called): passes and sacks. */
export const DROPBACK_PLAY_TYPES: readonly EfficiencyPlayType[] = ['play_type_pass', 'play_type_sack'];

/** One side's plays (a team's offense, or its defense: the opponents' offense) summed over some games. */
export interface EfficiencyTotals {
  readonly plays: number;
  /** Sum of the plays' expected points added (for the offense). */
  readonly epaTotal: number;
  /** Plays with a positive EPA. */
  readonly successes: number;
  readonly dropbacks: number;
  /** Plays on first or second down, and the dropbacks among them. */
  readonly earlyDownPlays: number;
  readonly earlyDownDropbacks: number;
}

export const EMPTY_EFFICIENCY_TOTALS: EfficiencyTotals = {
  plays: 0,
  epaTotal: 0,
  successes: 0,
  dropbacks: 0,
  earlyDownPlays: 0,
  earlyDownDropbacks: 0,
};

export function addEfficiencyTotals(a: EfficiencyTotals, b: EfficiencyTotals): EfficiencyTotals {
  return {
    plays: a.plays + b.plays,
    epaTotal: a.epaTotal + b.epaTotal,
    successes: a.successes + b.successes,
    dropbacks: a.dropbacks + b.dropbacks,
    earlyDownPlays: a.earlyDownPlays + b.earlyDownPlays,
    earlyDownDropbacks: a.earlyDownDropbacks + b.earlyDownDropbacks,
  };
}

/** The totals of many games (weeks, teams) added up. */
export function sumEfficiencyTotals(totals: Iterable<EfficiencyTotals>): EfficiencyTotals {
  let sum = EMPTY_EFFICIENCY_TOTALS;
  for (const each of totals) sum = addEfficiencyTotals(sum, each);
  return sum;
}

/** A side's figures: EPA per play to 3 decimals, rates as percentages to 1 decimal; null without plays. */
export interface EfficiencyRates {
  readonly plays: number;
  readonly epaPerPlay: number | null;
  readonly successRate: number | null;
  readonly passRate: number | null;
  readonly earlyDownPassRate: number | null;
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  // Rounded half away from zero, and never "-0".
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
};
const perPlay = (value: number, plays: number): number | null =>
  plays === 0 ? null : round(value / plays, 3);
const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : round((100 * part) / whole, 1);

export function toEfficiencyRates(totals: EfficiencyTotals): EfficiencyRates {
  return {
    plays: totals.plays,
    epaPerPlay: perPlay(totals.epaTotal, totals.plays),
    successRate: percent(totals.successes, totals.plays),
    passRate: percent(totals.dropbacks, totals.plays),
    earlyDownPassRate: percent(totals.earlyDownDropbacks, totals.earlyDownPlays),
  };
}

/** EPA per play of some totals, unrounded (null without plays): for comparisons before display. */
export function getEpaPerPlay(totals: EfficiencyTotals): number | null {
  return totals.plays === 0 ? null : totals.epaTotal / totals.plays;
}

/**
 * Where a team sits against the league: its offense above the league's EPA per play, and its
 * defense below it (a defense's EPA is what its opponents gained, so lower is better). Every play
 * is one team's offense and another's defense, so one league figure serves both axes.
 */
export const EFFICIENCY_QUADRANTS = ['complete', 'offense-led', 'defense-led', 'struggling'] as const;
export type EfficiencyQuadrant = (typeof EFFICIENCY_QUADRANTS)[number];

export const EFFICIENCY_QUADRANT_LABELS: Readonly<Record<EfficiencyQuadrant, string>> = {
  complete: 'Good offense, good defense',
  'offense-led': 'Good offense, weak defense',
  'defense-led': 'Weak offense, good defense',
  struggling: 'Weak offense, weak defense',
};

/** The quadrant of a team's offense and defense EPA per play against the league's (ties count as good). */
export function classifyEfficiencyQuadrant(
  offenseEpaPerPlay: number,
  defenseEpaPerPlay: number,
  leagueEpaPerPlay: number,
): EfficiencyQuadrant {
  const isGoodOffense = offenseEpaPerPlay >= leagueEpaPerPlay;
  const isGoodDefense = defenseEpaPerPlay <= leagueEpaPerPlay;
  if (isGoodOffense) return isGoodDefense ? 'complete' : 'offense-led';
  return isGoodDefense ? 'defense-led' : 'struggling';
}
