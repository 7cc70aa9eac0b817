import type { Personnel } from './choose-personnel.js';
import { choosePersonnel } from './choose-personnel.js';
import { choosePlayCall } from './choose-play-call.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { resolveFieldGoal } from './resolve-field-goal.js';
import { resolvePassPlay } from './resolve-pass-play.js';
import {
  LIVE_PENALTY_CHANCE,
  PRE_SNAP_PENALTY_CHANCE,
  resolveLivePenalty,
  resolvePreSnapPenalty,
} from './resolve-penalty.js';
import { resolvePunt } from './resolve-punt.js';
import { resolveKneel, resolveRunPlay } from './resolve-run-play.js';

/** Victory formation: two backs and two tight ends protect the kneel; the defense sits in base. */
const getKneelPersonnel = (context: GameContext, state: GameState): Personnel => {
  const { formations } = context.teams[state.offense].units;
  const formation = formations.find((candidate) => candidate.name === '22') ?? formations[0];
  if (!formation) throw new RangeError('Team without formations');
  return { formation, defense: context.teams[otherSide(state.offense)].units.packages.BASE };
};

/** One snap from scrimmage: the call, then a flag or the play itself. */
export function runScrimmagePlay(context: GameContext, state: GameState): void {
  const call = choosePlayCall(context, state);
  switch (call) {
    case 'PUNT':
      resolvePunt(context, state);
      return;
    case 'FIELD_GOAL':
      resolveFieldGoal(context, state);
      return;
    case 'KNEEL':
      resolveKneel(context, state, getKneelPersonnel(context, state));
      return;
    case 'RUN':
    case 'PASS': {
      const { random } = context;
      if (random.chance(PRE_SNAP_PENALTY_CHANCE)) {
        resolvePreSnapPenalty(context, state, call);
        return;
      }
      const personnel = choosePersonnel(context, state, call);
      if (random.chance(LIVE_PENALTY_CHANCE)) {
        resolveLivePenalty(context, state, call, personnel);
        return;
      }
      if (call === 'PASS') resolvePassPlay(context, state, personnel);
      else resolveRunPlay(context, state, personnel);
    }
  }
}
