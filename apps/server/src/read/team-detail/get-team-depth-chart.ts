import type { TeamDepthChartResponse } from '@all22/contracts';
import { type Database, type DepthChartEntry, teamWeekDepthCharts } from '@all22/db';
import type { TeamId } from '@all22/domain';
import { and, eq } from 'drizzle-orm';
import { findPlayerNames } from '../game-detail/find-player-names.js';
import type { DepthChartWeek } from './find-depth-chart-week.js';

/** Units in the order a depth chart page shows them; a unit the feed adds goes last. */
const UNIT_ORDER = ['OFFENSE', 'DEFENSE', 'SPECIAL_TEAMS'];
const unitRank = (unit: string) => {
  const rank = UNIT_ORDER.indexOf(unit);
  return rank === -1 ? UNIT_ORDER.length : rank;
};

/** Entries grouped unit → slot (slots in the order the league wrote them), players by depth. */
const groupEntries = (entries: readonly DepthChartEntry[]) => {
  const units = new Map<string, Map<string, DepthChartEntry[]>>();
  for (const entry of entries) {
    const slots = units.get(entry.unit) ?? new Map<string, DepthChartEntry[]>();
    units.set(entry.unit, slots);
    slots.set(entry.positionSlot, [...(slots.get(entry.positionSlot) ?? []), entry]);
  }
  return [...units.entries()].sort(([a], [b]) => unitRank(a) - unitRank(b));
};

/** A team's depth chart in one week, or null when none is written for that week. */
export async function getTeamDepthChart(
  db: Database,
  key: DepthChartWeek & { teamId: TeamId },
): Promise<TeamDepthChartResponse | null> {
  const [row] = await db
    .select({ entries: teamWeekDepthCharts.entries })
    .from(teamWeekDepthCharts)
    .where(
      and(
        eq(teamWeekDepthCharts.teamId, key.teamId),
        eq(teamWeekDepthCharts.season, key.season),
        eq(teamWeekDepthCharts.seasonType, key.seasonType),
        eq(teamWeekDepthCharts.week, key.week),
      ),
    );
  if (!row) return null;
  const names = await findPlayerNames(
    db,
    row.entries.map((entry) => entry.nflId),
  );
  const units = groupEntries(row.entries).map(([unit, slots]) => ({
    unit,
    slots: [...slots.entries()].map(([positionSlot, entries]) => ({
      positionSlot,
      players: [...entries]
        .sort((a, b) => a.depthOrder - b.depthOrder)
        .flatMap((entry) => {
          const name = names.get(entry.nflId);
          // Depth chart ids carry no foreign key (docs/decisions.md); an unknown player is skipped.
          return name ? [{ nflId: entry.nflId, ...name, depthOrder: entry.depthOrder }] : [];
        }),
    })),
  }));
  return { teamId: key.teamId, season: key.season, seasonType: key.seasonType, week: key.week, units };
}
