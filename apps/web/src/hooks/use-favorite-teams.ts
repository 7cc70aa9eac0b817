import { useSession } from '../lib/session/session-context';

const NONE: readonly string[] = [];

/**
 * The signed-in user's favourite team ids, most favoured first (the account's
 * data.league.favoriteTeams); none for a visitor or when the account could not be read.
 */
export function useFavoriteTeamIds(): readonly string[] {
  // Read defensively: a session may hold a partial account (an older stored copy, a test's).
  return useSession().account?.data?.league?.favoriteTeams ?? NONE;
}
