import { useSyncExternalStore } from 'react';
import { useAppConfig } from '../../../config/app-config-context';
import { useSessionActions } from '../../../lib/session/session-context';
import { getChatStore } from './get-chat-store';
import type { ChatSnapshot, ChatStore } from './chat-store';

/** The visit's chat store and its current snapshot (re-rendering when it changes). */
export function useChatStore(): { store: ChatStore; snapshot: ChatSnapshot } {
  const store = getChatStore(useSessionActions(), useAppConfig());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { store, snapshot };
}
