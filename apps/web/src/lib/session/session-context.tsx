import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Session } from './session';
import type { SessionSnapshot } from './session-snapshot';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The session's actions (sign in, sign out, refresh…). */
export function useSessionActions(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The session's current snapshot; the component renders again when it changes. */
export function useSession(): SessionSnapshot {
  const session = useSessionActions();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
