import type { TeamId } from '@all22/domain';
import { getResults, type LeagueResults } from './league-results.js';
import type { TieBreakOutcome, TieBreakStage } from './select-tie-break-winner.js';
import { computeRankingPercentage, tallyRecord } from './win-loss-record.js';

/** Why a club took its place: alone on its record, by winning a tie, or after losing one. */
export type PlacementDecision =
  | { kind: 'record' }
  | { kind: 'won-tie'; outcome: TieBreakOutcome }
  | { kind: 'lost-tie'; outcome: TieBreakOutcome; stage: TieBreakStage };

export interface Placement {
  teamId: TeamId;
  /** 1-based. */
  position: number;
  decision: PlacementDecision;
}

/**
 * Orders clubs by winning percentage. Among clubs level on percentage, `breakTie` names the one
 * to place next; the others go back into the pool and the procedure is repeated for the next
 * place (the NFL rule: once the top club is found, the rest start over).
 */
export function orderByRecord(
  teamIds: readonly TeamId[],
  league: LeagueResults,
  breakTie: (group: readonly TeamId[]) => TieBreakOutcome,
): Placement[] {
  const percentages = new Map(
    teamIds.map((teamId) => [teamId, computeRankingPercentage(tallyRecord(getResults(league, teamId)))]),
  );
  const pctOf = (teamId: TeamId): number => percentages.get(teamId) ?? 0;
  const lastLoss = new Map<TeamId, { outcome: TieBreakOutcome; stage: TieBreakStage }>();
  const placements: Placement[] = [];
  let remaining = [...teamIds];
  while (remaining.length > 0) {
    const best = Math.max(...remaining.map(pctOf));
    const tied = remaining.filter((teamId) => pctOf(teamId) === best);
    let placed: Placement;
    if (tied.length > 1) {
      const outcome = breakTie(tied);
      for (const stage of outcome.stages) {
        for (const loserId of stage.eliminated) lastLoss.set(loserId, { outcome, stage });
      }
      placed = {
        teamId: outcome.winnerId,
        position: placements.length + 1,
        decision: { kind: 'won-tie', outcome },
      };
    } else {
      const teamId = tied[0] as TeamId;
      const loss = lastLoss.get(teamId);
      placed = {
        teamId,
        position: placements.length + 1,
        decision: loss ? { kind: 'lost-tie', ...loss } : { kind: 'record' },
      };
    }
    placements.push(placed);
    remaining = remaining.filter((teamId) => teamId !== placed.teamId);
  }
  return placements;
}
