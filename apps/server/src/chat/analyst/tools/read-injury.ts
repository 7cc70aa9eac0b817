import type { Database } from '@all22/db';
import type { AnalystPlayer, PlayerInjury } from '@all22/domain';
import { findInjuryStatuses } from '../../../read/rosters/find-injury-statuses.js';
import { findLatestRosterWeek } from '../../../read/rosters/find-latest-roster-week.js';

/** A player's line on the league's latest injury report (UNSPECIFIED when he is not on it). */
export async function readPlayerInjury(db: Database, player: AnalystPlayer): Promise<PlayerInjury> {
  const week = await findLatestRosterWeek(db);
  const line = week ? (await findInjuryStatuses(db, week, [player.nflId])).get(player.nflId) : undefined;
  return {
    player,
    injuryStatus: line?.injuryStatus ?? 'UNSPECIFIED',
    isOnReport: line !== undefined,
    bodyPart: line?.bodyPart ?? null,
    practiceStatus: line?.practiceStatus ?? null,
    season: week?.season ?? null,
    week: week?.week ?? null,
  };
}
