import { getWeekOverride, type WeekOverride } from '@all22/domain';

/** The query parameter that overrides the current week: `?week=2024-REG-5` (spec 1 §4). */
export const WEEK_OVERRIDE_PARAM = 'week';
/** Kept for the tab, so the override survives in-app navigation (links do not carry it). */
const STORAGE_KEY = 'all22.weekOverride';

/**
 * The week the app treats as current instead of the league's, outside production only: from the
 * page's `week` query when it has one (an empty or invalid value clears it), else the one this tab
 * was given earlier. Null in production and when none was given.
 */
export function readWeekOverride(
  appEnv: string,
  search: string = window.location.search,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.sessionStorage,
): WeekOverride | null {
  const given = new URLSearchParams(search).get(WEEK_OVERRIDE_PARAM);
  if (given !== null) {
    const override = getWeekOverride(given, appEnv);
    if (override === null) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, given);
    return override;
  }
  return getWeekOverride(storage.getItem(STORAGE_KEY), appEnv);
}
