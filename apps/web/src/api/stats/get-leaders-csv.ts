import type { AppConfig } from '@all22/contracts';
import { apiGetBlob } from '../../lib/api-client';
import type { LeadersRequest } from './get-leaders';

/** What the CSV export asks for: a leader table's group, period, filters and sort (every page). */
export type LeadersCsvRequest = Omit<LeadersRequest, 'page' | 'pageSize'>;

/**
 * GET /api/stats/leaders/{group}/{period}.csv: the whole leader table (all pages, the same filters
 * and sort) as the CSV file the server streams. Fetched with the session's bearer token (a plain
 * link could not carry it), so the export is guarded as the table is.
 */
export function getLeadersCsv(
  config: AppConfig,
  { group, period, ...params }: LeadersCsvRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Blob> {
  return apiGetBlob(`/api/stats/leaders/${group}/${period}.csv`, 'text/csv', {
    params: { ...params },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}
