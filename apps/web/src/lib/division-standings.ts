import type { StandingsRowResponse, TeamResponse } from '@all22/contracts';
import { type ClinchPrefix, getClinchPrefix } from '@all22/domain';

export interface DivisionStandingsRow {
  row: StandingsRowResponse;
  prefix: ClinchPrefix;
}

export interface DivisionStandings {
  /** "AFC East" */
  name: string;
  rows: DivisionStandingsRow[];
}

const byRankThenPct = (a: StandingsRowResponse, b: StandingsRowResponse): number =>
  (a.division.rank ?? Number.POSITIVE_INFINITY) - (b.division.rank ?? Number.POSITIVE_INFINITY) ||
  b.winPct - a.winPct ||
  a.team.abbr.localeCompare(b.team.abbr);

/**
 * The standings grouped into divisions (the teams call knows each team's division; the standings
 * rows do not), AFC East … NFC West, each in its division rank order with the domain's clinch
 * prefix. Teams without a division (the all-star teams) are left out.
 */
export function groupStandingsByDivision(
  standings: readonly StandingsRowResponse[],
  teams: readonly Pick<TeamResponse, 'teamId' | 'division'>[],
): DivisionStandings[] {
  const divisionByTeam = new Map(teams.map((team) => [team.teamId, team.division?.fullName]));
  const divisions = new Map<string, StandingsRowResponse[]>();
  for (const row of standings) {
    const name = divisionByTeam.get(row.team.id);
    if (name === undefined) continue;
    divisions.set(name, [...(divisions.get(name) ?? []), row]);
  }
  return [...divisions.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rows]) => ({
      name,
      rows: [...rows].sort(byRankThenPct).map((row) => ({ row, prefix: getClinchPrefix(row.clinched) })),
    }));
}
