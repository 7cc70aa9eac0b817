import type { AppConfig } from '@all22/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAppConfig } from '../../config/app-config-context';
import {
  getBrowserEventSource,
  type LivePushConnection,
  type LivePushStatus,
  openLivePush,
} from './live-push';

/** The push as the views share it: a status store, and a stream open while anyone retains it. */
interface SharedLivePush {
  getStatus(): LivePushStatus;
  subscribe(listener: () => void): () => void;
  /** Opens the stream for the first user; the returned release closes it after the last. */
  retain(): () => void;
}

function createSharedLivePush(queryClient: QueryClient, config: AppConfig): SharedLivePush {
  const listeners = new Set<() => void>();
  let connection: LivePushConnection | null = null;
  let users = 0;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getStatus: () => connection?.getStatus() ?? 'connecting',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retain() {
      users += 1;
      if (!connection) {
        connection = openLivePush({ config, queryClient, createEventSource: getBrowserEventSource() });
        connection.subscribe(notify);
        notify();
      }
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        users -= 1;
        if (users > 0 || !connection) return;
        connection.close();
        connection = null;
        notify();
      };
    },
  };
}

/**
 * One stream per query client, shared by every view that shows live data (the score strip, home):
 * the events land in that client's cache, so a second stream would only repeat them. Keyed by the
 * client the app hands in, so each test's fresh client gets its own.
 */
const sharedPushes = new WeakMap<QueryClient, SharedLivePush>();

function getSharedLivePush(queryClient: QueryClient, config: AppConfig): SharedLivePush {
  let shared = sharedPushes.get(queryClient);
  if (!shared) {
    shared = createSharedLivePush(queryClient, config);
    sharedPushes.set(queryClient, shared);
  }
  return shared;
}

/** Keeps the live push open while the calling view is mounted; answers its status. */
export function useLivePushStatus(): LivePushStatus {
  const shared = getSharedLivePush(useQueryClient(), useAppConfig());
  useEffect(() => shared.retain(), [shared]);
  return useSyncExternalStore(shared.subscribe, shared.getStatus, shared.getStatus);
}
