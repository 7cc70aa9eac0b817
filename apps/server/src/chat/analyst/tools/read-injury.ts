import type { AnalystPlayer, PlayerInjury } from '@all22/domain';
import { findInjuryReport, type InjuryReportLine } from '../../../read/rosters/find-injury-statuses.js';
import { findLatestRosterWeek } from '../../../read/rosters/find-latest-roster-week.js';
import type { RosterWeek } from '../../../read/rosters/roster-week.js';
import type { AnalystReads } from '../analyst-tool.js';

/** The league's latest injury report: its week (null before any roster) and its lines by nflId. */
interface InjuryReport {
  readonly week: RosterWeek | null;
  readonly lines: Readonly<Record<string, InjuryReportLine>>;
}

/**
 * The latest report, whole: read once and shared by every player's line while the league stands
 * still (a few hundred lines), rather than a week look-up and a line read per player.
 */
function readLatestInjuryReport(reads: AnalystReads): Promise<InjuryReport> {
  return reads.remember('latest-injury-report', async () => {
    const week = await findLatestRosterWeek(reads.database);
    const lines = week ? await findInjuryReport(reads.database, week) : new Map();
    return { week, lines: Object.fromEntries(lines) };
  });
}

/** A player's line on the league's latest injury report (UNSPECIFIED when he is not on it). */
export async function readPlayerInjury(reads: AnalystReads, player: AnalystPlayer): Promise<PlayerInjury> {
  const { week, lines } = await readLatestInjuryReport(reads);
  const line = lines[String(player.nflId)];
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
