import type { CurrentScheduleResponse } from '@all22/contracts';
import {
  type FilmFilters,
  type SeasonType,
  type WeekSlug,
  getWeekFromSlug,
  getWeekSlug,
} from '@all22/domain';

/** Which games the card view shows: one week's, or one team's season when a team is chosen and no week. */
export type FilmCardScope =
  | {
      readonly kind: 'week';
      readonly season: number;
      readonly seasonType: SeasonType;
      readonly week: number;
      readonly weekSlug: WeekSlug;
    }
  | { readonly kind: 'team-season'; readonly season: number; readonly teamId: string };

type CurrentWeek = Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week' | 'gamesPlayedSmartIds'>;

/** The team a search is about, whichever side it names him on. */
export function getFilterTeamId(filters: FilmFilters): string | null {
  return filters.teamId ?? filters.possessionTeamId ?? filters.defenseTeamId ?? null;
}

/**
 * The latest week with film: this week once a game of it is played, else the week before (film
 * comes once a game is final, spec 1 §4). Week 1 of the regular season steps back to the last
 * preseason week; the preseason's first week stays.
 */
export function getLatestFilmWeek(current: CurrentWeek): WeekSlug {
  const here = getWeekSlug(current.seasonType, current.week);
  if (current.gamesPlayedSmartIds.length > 0 && here !== null) return here;
  const before =
    current.week > 1 || current.seasonType === 'PRE'
      ? getWeekSlug(current.seasonType, Math.max(current.week - 1, 0))
      : current.seasonType === 'POST'
        ? 'WEEK_18'
        : 'P3';
  return before ?? here ?? 'WEEK_1';
}

/**
 * The card view's games (docs/decisions/web.md, "Film room"): the week the filters name, or the one
 * the user picked (weekSelected); with no week, a chosen team's whole season; otherwise the latest
 * week with film of the season asked for (its first regular-season week for an earlier season).
 */
export function getFilmCardScope(
  filters: FilmFilters,
  weekSelected: WeekSlug | null,
  current: CurrentWeek,
): FilmCardScope {
  const seasons = filters.season ?? [];
  const season = seasons.at(-1) ?? current.season;
  const teamId = getFilterTeamId(filters);
  const slug = filters.weekSlug ?? weekSelected;
  if (slug === null && teamId !== null) return { kind: 'team-season', season, teamId };
  const weekSlug = slug ?? (season === current.season ? getLatestFilmWeek(current) : 'WEEK_1');
  return { kind: 'week', season, weekSlug, ...getWeekFromSlug(weekSlug) };
}
