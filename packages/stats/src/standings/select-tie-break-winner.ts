import type { TeamId } from '@all22/domain';
import type { StepValue, TieBreakContext, TieBreakStep } from './tie-break-step.js';

/** One step that separated clubs: who stayed in, who dropped out, and everyone's values. */
export interface TieBreakStage {
  stepName: string;
  survivors: TeamId[];
  eliminated: TeamId[];
  values: ReadonlyMap<TeamId, StepValue>;
}

/** The club that came out on top of a tie, and the steps that got it there (in order). */
export interface TieBreakOutcome {
  winnerId: TeamId;
  tiedTeamIds: TeamId[];
  stages: TieBreakStage[];
}

/** The steps to use for a group of a given size (two-club and three-or-more procedures differ). */
export type TieBreakProcedure = (group: readonly TeamId[]) => readonly TieBreakStep[];

/**
 * Runs a procedure until one club is left. At each step the clubs with the best value stay in;
 * when a step drops some but not all of them, the procedure starts again at step 1 with those
 * left (so two survivors of a three-club tie go back to the two-club procedure, as the NFL rules
 * say). A step that does not apply, or leaves everyone level, passes to the next step.
 */
export function selectTieBreakWinner(
  group: readonly TeamId[],
  procedure: TieBreakProcedure,
  context: TieBreakContext,
): TieBreakOutcome {
  const stages: TieBreakStage[] = [];
  let remaining = [...group];
  restart: while (remaining.length > 1) {
    for (const step of procedure(remaining)) {
      const values = step.evaluate(remaining, context);
      if (values === null) continue;
      const best = Math.max(
        ...remaining.map((teamId) => values.get(teamId)?.score ?? Number.NEGATIVE_INFINITY),
      );
      const survivors = remaining.filter((teamId) => values.get(teamId)?.score === best);
      if (survivors.length < remaining.length) {
        stages.push({
          stepName: step.name,
          survivors,
          eliminated: remaining.filter((teamId) => !survivors.includes(teamId)),
          values,
        });
        remaining = survivors;
        continue restart;
      }
    }
    throw new Error(
      `Tie-breaking procedure could not separate ${remaining.join(', ')} (it must end with a decisive step)`,
    );
  }
  const [winnerId] = remaining;
  if (winnerId === undefined) throw new Error('Cannot break a tie among no clubs');
  return { winnerId, tiedTeamIds: [...group], stages };
}
