import { useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import type { GtgWeek } from '../api/gtg-week';
import { parseGtgWeekQuery } from '../lib/gtg-week-query';

export type GtgWeekState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; week: GtgWeek; current: GtgWeek; problems: string[] };

/** The guide's week: the address's (`?season=&weekSlug=`), else the current week (which is needed first). */
export function useGtgWeek(): GtgWeekState {
  const [params] = useSearchParams();
  const current = useCurrentSchedule();
  if (!current.data) {
    return current.isError
      ? { status: 'error', error: current.error, retry: () => void current.refetch() }
      : { status: 'pending' };
  }
  const { season, seasonType, week } = current.data;
  const currentWeek = { season, seasonType, week };
  const parsed = parseGtgWeekQuery(params, currentWeek);
  return {
    status: 'ready',
    week: parsed.week ?? currentWeek,
    current: currentWeek,
    problems: parsed.problems,
  };
}
