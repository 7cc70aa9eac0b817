import type { PlayListQuery } from '@all22/contracts';
import { parseFilmFilterQuery } from '@all22/domain';
import { badRequest } from '../errors/app-error.js';
import type { PlaySearch } from './play-finder.js';

/**
 * A plays list query as a search: paging from the validated query, every other parameter through
 * the film filter codec, which names each unknown parameter and bad value (one 400 lists them all).
 */
export function parsePlaySearch(query: PlayListQuery, latestSeason: number): PlaySearch {
  const { page, pageSize, ...filterQuery } = query;
  const parsed = parseFilmFilterQuery(filterQuery as Record<string, string | string[] | undefined>, {
    currentSeason: latestSeason,
  });
  if (!parsed.ok) {
    const messages = parsed.errors.map(
      (error) => `Invalid query parameter '${error.field}': ${error.message.replace(`${error.field}: `, '')}`,
    );
    throw badRequest(messages.join('; '));
  }
  return { filters: parsed.filters, offset: (page - 1) * pageSize, limit: pageSize };
}
