import type { TeamId } from '@all22/domain';
import { breakDivisionTie } from './break-division-tie.js';
import { orderByRecord, type Placement } from './order-by-record.js';
import type { TieBreakContext } from './tie-break-step.js';

/** Division ranks 1–4: by winning percentage, ties broken by the division tie-breaker. */
export function rankDivision(teamIds: readonly TeamId[], context: TieBreakContext): Placement[] {
  return orderByRecord(teamIds, context.league, (group) => breakDivisionTie(group, context));
}
