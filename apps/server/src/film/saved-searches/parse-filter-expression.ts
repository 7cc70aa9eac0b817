import { type FilmFilterParseResult, parseFilmFilterQuery } from '@all22/domain';

/**
 * A saved search's filterExpression (a film-room query string, a leading "?" tolerated) through
 * the film filter codec, as GET /api/plays reads its query: the same keys, values and errors.
 */
export function parseFilterExpression(expression: string, latestSeason: number): FilmFilterParseResult {
  return parseFilmFilterQuery(new URLSearchParams(expression), { currentSeason: latestSeason });
}
