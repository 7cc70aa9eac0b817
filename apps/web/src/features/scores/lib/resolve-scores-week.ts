import { isSeasonType, type SeasonType } from '@all22/domain';
import type { SeasonWeek } from '../../../api/schedules/season-week';

/** The first week of each season type, for a URL naming a season (and type) but no week. */
const FIRST_WEEK: Record<SeasonType, number> = { PRE: 1, REG: 1, POST: 1 };

/**
 * The week the scores page shows for its optional path parameters (already checked by the route's
 * validators): all three as given; none, the current week; a season (and type) alone, the current
 * week when it is in it, else that season type's first week (REG when only the season is given).
 * Null while the current week is unknown and needed.
 */
export function resolveScoresWeek(
  params: { season?: string; seasonType?: string; week?: string },
  current: SeasonWeek | undefined,
): SeasonWeek | null {
  const season = params.season === undefined ? undefined : Number(params.season);
  const seasonTypeParam = params.seasonType?.toUpperCase();
  const seasonType = isSeasonType(seasonTypeParam) ? seasonTypeParam : undefined;
  if (season !== undefined && seasonType !== undefined && params.week !== undefined) {
    return { season, seasonType, week: Number(params.week) };
  }
  if (season === undefined) return current ?? null;
  const isCurrentSeason = current?.season === season;
  if (seasonType === undefined) {
    return isCurrentSeason && current ? current : { season, seasonType: 'REG', week: FIRST_WEEK.REG };
  }
  if (isCurrentSeason && current?.seasonType === seasonType) return current;
  return { season, seasonType, week: FIRST_WEEK[seasonType] };
}
