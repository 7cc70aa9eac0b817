import type { TeamId } from '@all22/domain';
import type { Random } from '../random/index.js';
import type { MatchupKind, RegularSeasonMatchup } from './create-regular-season-matchups.js';
import { decomposeIntoRounds, type RoundEdge } from './decompose-into-rounds.js';
import { getDivisionName, requireFranchise } from './league-alignment.js';
import { BYE_WEEK_FIRST, BYE_WEEK_LAST } from './bye-weeks.js';

/** The block a matchup belongs to: games that are split into rounds together. */
const getBlockKey = (matchup: RegularSeasonMatchup): string => {
  const home = requireFranchise(matchup.homeTeamId);
  const visitor = requireFranchise(matchup.visitorTeamId);
  switch (matchup.kind) {
    case 'division':
      return `division|${getDivisionName(home)}`;
    case 'conference-rotation':
    case 'interconference-rotation':
      return `${matchup.kind}|${[getDivisionName(home), getDivisionName(visitor)].sort().join('|')}`;
    case 'conference-same-place':
      return `${matchup.kind}|${home.conferenceAbbr}`;
    case 'interconference-same-place':
      return matchup.kind;
  }
};

interface Block {
  kind: MatchupKind;
  /** The division of a division block; empty otherwise. */
  division: string;
  rounds: RoundEdge[][];
}

const splitBlocks = (matchups: readonly RegularSeasonMatchup[], random: Random): Block[] => {
  const grouped = new Map<string, RoundEdge[]>();
  matchups.forEach((matchup, index) => {
    const key = getBlockKey(matchup);
    grouped.set(key, [
      ...(grouped.get(key) ?? []),
      { index, homeTeamId: matchup.homeTeamId, visitorTeamId: matchup.visitorTeamId },
    ]);
  });
  return [...grouped.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, edges]) => {
      const teams = [...new Set<TeamId>(edges.flatMap((edge) => [edge.homeTeamId, edge.visitorTeamId]))];
      const [kind, division = ''] = key.split('|') as [MatchupKind, string?];
      return {
        kind,
        division: kind === 'division' ? division : '',
        rounds: decomposeIntoRounds(teams, edges, random.fork(key)),
      };
    });
};

type WeekPlan =
  | { type: 'byes'; restingDivisions: readonly string[] }
  | { type: 'division' }
  | { type: 'rotation'; kind: Exclude<MatchupKind, 'division'>; round: number };

/**
 * A valid first schedule, built from the formula's structure: each block of games is split into
 * rounds in which each of its teams plays once, and every week is a set of rounds that covers each
 * team at most once:
 *
 * - 4 bye weeks (placed in weeks 5–14): two divisions rest, the other six play a division round;
 * - 3 division weeks, the last of them in the final week (the NFL closes with division games);
 * - 4 conference-rotation weeks, 4 interconference-rotation weeks, 2 same-place weeks, and from
 *   2021 the week of the 17th games.
 *
 * That is 6 division rounds per team (3 in others' bye weeks + 3), one bye, and 16 (17) games in
 * 17 (18) weeks. Returns the 0-based week index of each matchup. The result is stiff (whole
 * divisions rest together); {@link assignRegularSeasonWeeks} then mixes it.
 */
export function buildBaseWeeks(
  matchups: readonly RegularSeasonMatchup[],
  weekCount: number,
  random: Random,
): number[] {
  const blocks = splitBlocks(matchups, random.fork('blocks'));
  const divisionBlocks = blocks.filter((block) => block.kind === 'division');
  const divisions = random.shuffle(divisionBlocks.map((block) => block.division));

  const restWeeks: WeekPlan[] = [0, 2, 4, 6].map((start) => ({
    type: 'byes',
    restingDivisions: divisions.slice(start, start + 2),
  }));
  const rotationWeeks: WeekPlan[] = (
    [
      ['conference-rotation', 4],
      ['interconference-rotation', 4],
      ['conference-same-place', 2],
      ['interconference-same-place', 1],
    ] as const
  ).flatMap(([kind, rounds]) =>
    blocks.some((block) => block.kind === kind)
      ? Array.from({ length: rounds }, (_, round): WeekPlan => ({ type: 'rotation', kind, round }))
      : [],
  );
  const otherWeeks: WeekPlan[] = random.shuffle([
    { type: 'division' },
    { type: 'division' },
    ...rotationWeeks,
  ]);
  if (restWeeks.length + otherWeeks.length + 1 !== weekCount) {
    throw new Error(`The matchups do not fill ${weekCount} weeks with one bye per team`);
  }

  const plans: (WeekPlan | undefined)[] = Array.from({ length: weekCount });
  plans[weekCount - 1] = { type: 'division' };
  const byePositions = random
    .shuffle(
      Array.from({ length: BYE_WEEK_LAST - BYE_WEEK_FIRST + 1 }, (_, index) => BYE_WEEK_FIRST - 1 + index),
    )
    .slice(0, restWeeks.length);
  byePositions.forEach((position, index) => (plans[position] = restWeeks[index]));
  let next = 0;
  for (let position = 0; position < weekCount; position += 1) {
    if (!plans[position]) plans[position] = otherWeeks[next++];
  }

  const divisionQueues = new Map(
    divisionBlocks.map((block) => [block.division, random.shuffle(block.rounds)]),
  );
  const weekOf = Array.from({ length: matchups.length }, () => -1);
  const place = (round: readonly RoundEdge[] | undefined, week: number): void => {
    for (const edge of round ?? []) weekOf[edge.index] = week;
  };
  plans.forEach((plan, week) => {
    if (!plan) return;
    if (plan.type === 'rotation') {
      for (const block of blocks) if (block.kind === plan.kind) place(block.rounds[plan.round], week);
      return;
    }
    for (const [division, queue] of divisionQueues) {
      if (plan.type === 'byes' && plan.restingDivisions.includes(division)) continue;
      place(queue.pop(), week);
    }
  });
  if (weekOf.some((week) => week < 0)) throw new Error('Some matchups got no week');
  return weekOf;
}
