import type { PlayListQuery } from '@all22/contracts';
import { type FilmFilters, parseFilmFilterQuery } from '@all22/domain';
import { badRequest } from '../errors/app-error.js';
import type { PlaySearch } from './play-finder.js';

/**
 * A plays list query as a search: paging from the validated query, every other parameter through
 * the film filter codec, which names each unknown parameter and bad value (one 400 lists them all).
 */
export function parsePlaySearch(query: PlayListQuery, latestSeason: number): PlaySearch {
  const { page, pageSize, ...filterQuery } = query;
  const filters = parsePlayFilters(filterQuery, latestSeason);
  return { filters, offset: (page - 1) * pageSize, limit: pageSize };
}

/** A query's film filters through the codec; every unknown parameter and bad value named in one 400. */
export function parsePlayFilters(query: Record<string, unknown>, latestSeason: number): FilmFilters {
  const parsed = parseFilmFilterQuery(query as Record<string, string | string[] | undefined>, {
    currentSeason: latestSeason,
  });
  if (!parsed.ok) {
    const messages = parsed.errors.map(
      (error) => `Invalid query parameter '${error.field}': ${error.message.replace(`${error.field}: `, '')}`,
    );
    throw badRequest(messages.join('; '));
  }
  return parsed.filters;
}
