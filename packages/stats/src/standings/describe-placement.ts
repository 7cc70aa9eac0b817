import type { TeamId } from '@all22/domain';
import { getResults, getTeamLabel, type LeagueResults } from './league-results.js';
import type { PlacementDecision } from './order-by-record.js';
import type { TieBreakStage } from './select-tie-break-winner.js';
import { formatRecord, tallyRecord } from './win-loss-record.js';

/** Which procedure decided a tie, as explanations name it. */
export type TieBreakKind = 'division' | 'wild-card' | 'seeding';

const labels = (league: LeagueResults, teamIds: readonly TeamId[]): string =>
  teamIds.map((teamId) => getTeamLabel(league, teamId)).join(', ');

const valueNote = (stage: TieBreakStage, teamId: TeamId): string => {
  const label = stage.values.get(teamId)?.label ?? '';
  return label === '' ? '' : ` (${label})`;
};

/**
 * One sentence on how a club took its place, e.g. "won division tie-breaker over BUF on
 * head-to-head (2-0)", "lost wild-card tie-breaker to PIT on conference record (6-6)", or
 * "on record (12-4)". Earlier steps of a three-or-more tie are added ("after MIA dropped out on …").
 */
export function describePlacement(
  league: LeagueResults,
  teamId: TeamId,
  decision: PlacementDecision,
  kind: TieBreakKind,
): string {
  switch (decision.kind) {
    case 'record':
      return `on record (${formatRecord(tallyRecord(getResults(league, teamId)))})`;
    case 'won-tie': {
      const stages = decision.outcome.stages;
      const last = stages.at(-1);
      if (!last) return `on record (${formatRecord(tallyRecord(getResults(league, teamId)))})`;
      const earlier = stages
        .slice(0, -1)
        .map((stage) => `${labels(league, stage.eliminated)} dropped out on ${stage.stepName}`);
      const after = earlier.length > 0 ? ` after ${earlier.join(', then ')}` : '';
      return `won ${kind} tie-breaker over ${labels(league, last.eliminated)} on ${last.stepName}${valueNote(last, teamId)}${after}`;
    }
    case 'lost-tie':
      return `lost ${kind} tie-breaker to ${labels(league, decision.stage.survivors)} on ${decision.stage.stepName}${valueNote(decision.stage, teamId)}`;
  }
}
