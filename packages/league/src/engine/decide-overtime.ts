import { otherSide, type GameState } from './game-state.js';
import type { SeasonType } from '@all22/domain';

/**
 * Whether overtime is over after a play (before any try). The regular season (modified sudden
 * death): the first team's touchdown on the opening possession ends it; otherwise the other team
 * gets the ball, and after that the next score wins. The postseason guarantees both teams a
 * possession whatever the first one did. Any score by the defense of the opening possession ends
 * it at once in both.
 */
export function isOvertimeDecided(state: GameState, seasonType: SeasonType): boolean {
  const overtime = state.overtime;
  if (!overtime) return false;
  const first = overtime.firstTeam;
  const second = otherSide(first);
  const lead = state.scores[first] - state.scores[second];
  if (lead === 0) return false;
  if (lead < 0) return true;
  if (overtime.possessions[second] === 0) return seasonType !== 'POST' && lead >= 6;
  // The first team leads once the second team can no longer snap the ball on this possession.
  return !(state.offense === second && (state.next === 'SCRIMMAGE' || state.next === 'TRY'));
}
