import { useSession } from '../lib/session/session-context';

/**
 * The user's showOddsInfo (the Disable Live Odds switch). Visitors without an account see odds:
 * the setting defaults to true (spec 1 §3).
 */
export function useIsOddsShown(): boolean {
  return useSession().account?.data.display.showOddsInfo ?? true;
}
