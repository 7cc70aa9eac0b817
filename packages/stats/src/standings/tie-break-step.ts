import type { TeamId } from '@all22/domain';
import type { LeagueResults } from './league-results.js';

/** A club's value at one step: higher is better; `label` shows it in explanations ("2-0", ".563"). */
export interface StepValue {
  score: number;
  label: string;
}

export interface TieBreakContext {
  league: LeagueResults;
  /** Division ranks already decided; the wild-card procedure's first step reads them. */
  divisionRanks?: ReadonlyMap<TeamId, number>;
}

/** One step of an NFL tie-breaking procedure. */
export interface TieBreakStep {
  /** As explanations name it: "head-to-head", "strength of victory", "coin toss". */
  name: string;
  /** Each club's value, or null when the step does not apply to this group (it is then skipped). */
  evaluate(group: readonly TeamId[], context: TieBreakContext): ReadonlyMap<TeamId, StepValue> | null;
}

/** Builds a step's value map from a function of one club. */
export function mapGroup(
  group: readonly TeamId[],
  valueOf: (teamId: TeamId) => StepValue,
): Map<TeamId, StepValue> {
  return new Map(group.map((teamId) => [teamId, valueOf(teamId)]));
}
