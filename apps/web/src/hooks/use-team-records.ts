import { formatRecord } from '@all22/domain';
import { useMemo } from 'react';
import { useCurrentWeekStandings } from '../api/schedules/get-standings';
import type { SeasonWeek } from '../api/schedules/season-week';

/**
 * Team id → overall record ("4-1", "3-2-1") at the current week. Empty while the standings load or
 * when they fail: records are a detail the strip can show without.
 */
export function useTeamRecords(current: SeasonWeek): ReadonlyMap<string, string> {
  const standings = useCurrentWeekStandings(current);
  return useMemo(
    () => new Map((standings.data?.standings ?? []).map((row) => [row.team.id, formatRecord(row.overall)])),
    [standings.data],
  );
}
