import type { CurrentScheduleResponse } from '@all22/contracts';
import { getWeekText, isWeekSlug } from '@all22/domain';

/** "Week 6", "Wild Card", "Super Bowl LIX"… with the season: "2024 · Week 6". */
export function formatWeekLabel(
  current: Pick<CurrentScheduleResponse, 'season' | 'week' | 'weekSlug'>,
): string {
  const text = isWeekSlug(current.weekSlug)
    ? getWeekText(current.weekSlug, current.season)
    : `Week ${current.week}`;
  return `${current.season} · ${text}`;
}
