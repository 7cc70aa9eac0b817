import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

/** The spec's default cache time for API answers (max-age 60). */
const DEFAULT_STALE_TIME_MS = 60_000;
const MAX_RETRIES = 2;

/** A client error (4xx) will not fix itself, so only server and network failures are retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetryQuery, refetchOnWindowFocus: false },
    },
  });
}
