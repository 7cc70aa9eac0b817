import type { TeamId } from '@all22/domain';
import { coinTossStep } from './coin-toss-step.js';
import { formatOrdinal } from './format-ordinal.js';
import {
  allNetPointsStep,
  conferenceNetPointsStep,
  createPointsRankingStep,
  netTouchdownsStep,
} from './points-steps.js';
import {
  conferenceRecordStep,
  createCommonGamesStep,
  headToHeadStep,
  headToHeadSweepStep,
} from './record-steps.js';
import { selectTieBreakWinner, type TieBreakOutcome } from './select-tie-break-winner.js';
import { strengthOfScheduleStep, strengthOfVictoryStep } from './strength-steps.js';
import { mapGroup, type TieBreakContext, type TieBreakStep } from './tie-break-step.js';

/**
 * Wild-card step 1: keep only the highest-ranked club of each division (by the division ranks
 * already decided with the division tie-breaker, which stay fixed for every later wild-card pick).
 * Two clubs of one division are thereby separated by the division tie-breaker, as the rules say.
 */
export const divisionLeaderStep: TieBreakStep = {
  name: 'division tie-breaker',
  evaluate(group, { league, divisionRanks }) {
    if (!divisionRanks) return null;
    const rankOf = (teamId: TeamId): number => divisionRanks.get(teamId) ?? Number.POSITIVE_INFINITY;
    const divisionOf = (teamId: TeamId): string | undefined => league.teams.get(teamId)?.division;
    return mapGroup(group, (teamId) => {
      const isLeader = group.every(
        (otherId) => divisionOf(otherId) !== divisionOf(teamId) || rankOf(otherId) >= rankOf(teamId),
      );
      return { score: isLeader ? 1 : 0, label: `${formatOrdinal(rankOf(teamId))} in division` };
    });
  },
};

const SHARED_WILD_CARD_STEPS: readonly TieBreakStep[] = [
  conferenceRecordStep,
  createCommonGamesStep(4),
  strengthOfVictoryStep,
  strengthOfScheduleStep,
  createPointsRankingStep('conference'),
  createPointsRankingStep('league'),
  conferenceNetPointsStep,
  allNetPointsStep,
  netTouchdownsStep,
  coinTossStep,
];

/**
 * The NFL's wild-card steps. Two clubs: head-to-head if they played, conference record, common
 * games (minimum four), strength of victory, strength of schedule, combined rankings (conference,
 * then all teams), net points in conference games, net points in all games, net touchdowns, coin
 * toss. Three or more: head-to-head applies only as a sweep (one club beat, or lost to, each of the
 * others). Both begin by keeping only each division's highest-ranked club.
 */
export function selectWildCardSteps(group: readonly TeamId[]): readonly TieBreakStep[] {
  return [
    divisionLeaderStep,
    group.length === 2 ? headToHeadStep : headToHeadSweepStep,
    ...SHARED_WILD_CARD_STEPS,
  ];
}

/**
 * Picks the top club among conference clubs with the same winning percentage from different
 * divisions (wild-card places, and seeding among division winners). `context.divisionRanks` must
 * hold the division ranks when clubs of one division are in the group.
 */
export function breakWildCardTie(group: readonly TeamId[], context: TieBreakContext): TieBreakOutcome {
  return selectTieBreakWinner(group, selectWildCardSteps, context);
}
