import type { TeamId } from '@all22/domain';
import {
  allNetPointsStep,
  commonNetPointsStep,
  createPointsRankingStep,
  netTouchdownsStep,
} from './points-steps.js';
import { coinTossStep } from './coin-toss-step.js';
import {
  conferenceRecordStep,
  createCommonGamesStep,
  divisionRecordStep,
  headToHeadStep,
} from './record-steps.js';
import { selectTieBreakWinner, type TieBreakOutcome } from './select-tie-break-winner.js';
import { strengthOfScheduleStep, strengthOfVictoryStep } from './strength-steps.js';
import type { TieBreakContext, TieBreakStep } from './tie-break-step.js';

/**
 * The NFL's division tie-breaking steps, the same list for two clubs and for three or more:
 * 1 head-to-head (best percentage in games among the clubs), 2 division record, 3 common games,
 * 4 conference record, 5 strength of victory, 6 strength of schedule, 7 combined ranking among
 * conference teams in points scored and allowed, 8 the same among all teams, 9 net points in common
 * games, 10 net points in all games, 11 net touchdowns in all games, 12 coin toss.
 */
export const DIVISION_TIE_BREAK_STEPS: readonly TieBreakStep[] = [
  headToHeadStep,
  divisionRecordStep,
  createCommonGamesStep(0),
  conferenceRecordStep,
  strengthOfVictoryStep,
  strengthOfScheduleStep,
  createPointsRankingStep('conference'),
  createPointsRankingStep('league'),
  commonNetPointsStep,
  allNetPointsStep,
  netTouchdownsStep,
  coinTossStep,
];

/**
 * Picks the top club among division rivals with the same winning percentage. When a step drops
 * one or more clubs of a three-or-more tie, the rest start again at step 1 ("revert to two-club").
 */
export function breakDivisionTie(group: readonly TeamId[], context: TieBreakContext): TieBreakOutcome {
  return selectTieBreakWinner(group, () => DIVISION_TIE_BREAK_STEPS, context);
}
