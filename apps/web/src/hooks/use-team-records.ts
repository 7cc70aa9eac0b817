import { formatRecord } from '@all22/domain';
import { useMemo } from 'react';
import { useStandings } from '../api/schedules/get-standings';
import type { SeasonWeek } from '../api/schedules/season-week';

/**
 * Team id → overall record ("4-1", "3-2-1") at `week` (the current week by default). Empty while
 * the standings load or when they fail: records are a detail a game can show without.
 */
export function useTeamRecords(week: SeasonWeek, current: SeasonWeek = week): ReadonlyMap<string, string> {
  const standings = useStandings(week, current);
  return useMemo(
    () => new Map((standings.data?.standings ?? []).map((row) => [row.team.id, formatRecord(row.overall)])),
    [standings.data],
  );
}
