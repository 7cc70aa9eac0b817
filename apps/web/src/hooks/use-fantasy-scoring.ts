import { type FantasyScoring, getFantasyScoring } from '@all22/domain';
import { useSession } from '../lib/session/session-context';

/** The fantasy keys of the user's points-per-reception setting (standard for visitors). */
export function useFantasyScoring(): FantasyScoring {
  return getFantasyScoring(useSession().account?.data.display.pointsPerReception);
}
