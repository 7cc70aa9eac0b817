import type { UserState } from '@all22/domain';
import type { Session } from '../../lib/session/session';

const isSameUser = (a: UserState, b: UserState): boolean =>
  a.isLoggedIn === b.isLoggedIn &&
  a.isSubscribed === b.isSubscribed &&
  a.isPaused === b.isPaused &&
  a.subscribedPlan === b.subscribedPlan &&
  a.isAltBilling === b.isAltBilling &&
  a.country === b.country;

/**
 * Calls `onChange` whenever the access rules' view of the user changes (sign-out, a renewed token
 * carrying other plans), so the app can run the page guards again (router.revalidate()). A token
 * renewal that changes nothing for the rules does not. Returns the unsubscribe function.
 */
export function watchUserChanges(session: Session, onChange: () => void): () => void {
  let user = session.getSnapshot().user;
  return session.subscribe(() => {
    const next = session.getSnapshot().user;
    if (isSameUser(user, next)) return;
    user = next;
    onChange();
  });
}
