import { type AppConfig, type SandboxResponse, sandboxResponseSchema } from '@all22/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** Answers move with a live game's plays, as the split tables do: a minute is fresh enough. */
const SANDBOX_STALE_MS = 60_000;

/**
 * GET /api/stats/sandbox: the answer to a question, asked with its canonical query (the page's
 * address, formatSandboxQuery), so equal questions share one cache entry.
 */
export function getSandboxAnswer(
  config: AppConfig,
  query: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SandboxResponse> {
  return apiGet(`/api/stats/sandbox?${query}`, sandboxResponseSchema, { signal, baseUrl: config.apiBaseUrl });
}

export function sandboxAnswerQueryOptions(config: AppConfig, query: string) {
  return queryOptions({
    queryKey: ['stats', 'sandbox', query],
    queryFn: ({ signal }) => getSandboxAnswer(config, query, { signal }),
    staleTime: SANDBOX_STALE_MS,
    // A 400 or 413 is the question's answer: asking again would say the same.
    retry: false,
    // The last answer stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSandboxAnswer(query: string) {
  return useQuery(sandboxAnswerQueryOptions(useAppConfig(), query));
}
