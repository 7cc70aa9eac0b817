import { useSession } from '../../../lib/session/session-context';

/**
 * The user id saved searches are filed under: the account's UID (the access token's subject).
 * With sign-in switched off (AUTH_ENABLED=false) there is no account, and every visitor shares
 * the one local user the server accepts then.
 */
export const LOCAL_USER_ID = 'local';

export function useSavedSearchUserId(): string {
  return useSession().account?.UID ?? LOCAL_USER_ID;
}
