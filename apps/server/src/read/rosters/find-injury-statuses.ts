import { injuries, type Database } from '@all22/db';
import type { NflId } from '@all22/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { RosterWeek } from './roster-week.js';

/** The status a player not on the injury report gets (spec 1 §3). */
export const UNSPECIFIED_INJURY_STATUS = 'UNSPECIFIED';

export interface InjuryReportLine {
  injuryStatus: string;
  bodyPart: string | null;
  practiceStatus: string | null;
}

export const NO_INJURY: InjuryReportLine = {
  injuryStatus: UNSPECIFIED_INJURY_STATUS,
  bodyPart: null,
  practiceStatus: null,
};

/** The injury report lines of some players in one week, by nflId; players not on it are absent. */
export async function findInjuryStatuses(
  db: Database,
  week: RosterWeek,
  nflIds: readonly NflId[],
): Promise<Map<NflId, InjuryReportLine>> {
  if (nflIds.length === 0) return new Map();
  return selectInjuryLines(db, week, inArray(injuries.nflId, [...nflIds]));
}

/** Every line of one week's injury report, by nflId. */
export function findInjuryReport(db: Database, week: RosterWeek): Promise<Map<NflId, InjuryReportLine>> {
  return selectInjuryLines(db, week);
}

async function selectInjuryLines(
  db: Database,
  week: RosterWeek,
  players?: SQL,
): Promise<Map<NflId, InjuryReportLine>> {
  const rows = await db
    .select({
      nflId: injuries.nflId,
      injuryStatus: injuries.injuryStatus,
      bodyPart: injuries.bodyPart,
      practiceStatus: injuries.practiceStatus,
    })
    .from(injuries)
    .where(
      and(
        eq(injuries.season, week.season),
        eq(injuries.seasonType, week.seasonType),
        eq(injuries.week, week.week),
        players,
      ),
    );
  return new Map(
    rows.map(({ nflId, ...line }) => [
      nflId,
      { ...line, injuryStatus: line.injuryStatus || UNSPECIFIED_INJURY_STATUS },
    ]),
  );
}
