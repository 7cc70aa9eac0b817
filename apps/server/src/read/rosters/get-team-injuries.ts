import type { TeamInjury } from '@all22/contracts';
import { injuries, players, type Database } from '@all22/db';
import { and, asc, eq } from 'drizzle-orm';
import { UNSPECIFIED_INJURY_STATUS } from './find-injury-statuses.js';
import type { TeamRosterWeek } from './roster-week.js';

/** Most serious first on the report; other statuses after, then by name. */
const STATUS_ORDER = ['IR', 'OUT', 'DOUBTFUL', 'QUESTIONABLE'];
const statusRank = (status: string): number => {
  const index = STATUS_ORDER.indexOf(status);
  return index === -1 ? STATUS_ORDER.length : index;
};

/** A team's injury report for one week (empty when no one is on it or no report is written). */
export async function getTeamInjuries(db: Database, key: TeamRosterWeek): Promise<TeamInjury[]> {
  const rows = await db
    .select({
      injuryStatus: injuries.injuryStatus,
      bodyPart: injuries.bodyPart,
      practiceStatus: injuries.practiceStatus,
      nflId: players.nflId,
      smartId: players.smartId,
      displayName: players.displayName,
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      jerseyNumber: players.jerseyNumber,
      headshot: players.headshotUrl,
    })
    .from(injuries)
    .innerJoin(players, eq(players.nflId, injuries.nflId))
    .where(
      and(
        eq(injuries.teamId, key.teamId),
        eq(injuries.season, key.season),
        eq(injuries.seasonType, key.seasonType),
        eq(injuries.week, key.week),
      ),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.nflId));
  return rows
    .map(({ injuryStatus, bodyPart, practiceStatus, nflId, ...person }) => ({
      injuryStatus: injuryStatus || UNSPECIFIED_INJURY_STATUS,
      bodyPart,
      practiceStatus,
      person: { id: nflId, ...person },
    }))
    .sort((a, b) => statusRank(a.injuryStatus) - statusRank(b.injuryStatus));
}
