import type { LeaderRow } from '@all22/contracts';
import { describeStat, type StatKey } from '@all22/domain';

type TeamField = StatKey extends infer K ? (K extends `team.${infer F}` ? F : never) : never;

/** A rankings column in the team page's words: its short label, its name spelled out. */
function rankingColumn<const K extends TeamField, const S extends 'offense' | 'defense'>(key: K, side: S) {
  const { shortLabel, label } = describeStat(`team.${key}`, 'teamPage');
  return { key, side, label: shortLabel, description: label };
}

/** The per-game figures the rankings show: offense (higher is better) and defense (lower is better). */
export const RANKING_COLUMNS = [
  rankingColumn('ppg', 'offense'),
  rankingColumn('totalYpg', 'offense'),
  rankingColumn('passYpg', 'offense'),
  rankingColumn('rushYpg', 'offense'),
  rankingColumn('ppgAllowed', 'defense'),
  rankingColumn('totalYpgAllowed', 'defense'),
  rankingColumn('passYpgAllowed', 'defense'),
  rankingColumn('rushYpgAllowed', 'defense'),
] as const;
export type RankingKey = (typeof RANKING_COLUMNS)[number]['key'];

/** A figure and its rank among the teams (1 = best; equal figures share a rank; null: no figure). */
export interface RankedValue {
  value: number | null;
  rank: number | null;
}

export interface TeamRanking {
  teamId: string;
  teamAbbr: string;
  games: number;
  figures: Record<RankingKey, RankedValue>;
}

export type RankingSort = { key: RankingKey | 'team'; direction: 'best' | 'worst' };

const isDefense = (key: RankingKey) =>
  RANKING_COLUMNS.some((column) => column.key === key && column.side === 'defense');

/** Standard competition ranks ("1224"): higher is better for offense, lower for defense. */
const rankValues = (values: Map<string, number | null>, key: RankingKey): Map<string, number | null> => {
  const present = [...values.values()].filter((value): value is number => value !== null);
  const better = (a: number, b: number) => (isDefense(key) ? a < b : a > b);
  return new Map(
    [...values].map(([teamId, value]) => [
      teamId,
      value === null ? null : 1 + present.filter((other) => better(other, value)).length,
    ]),
  );
};

/**
 * Every team's offense and defense per-game figures (the team-offense and team-defense season
 * leader tables) with each figure's rank. A team missing from one table has no figures there;
 * `allTeams` adds the teams missing from both (no game yet), with no figures, so all are listed.
 */
export function buildTeamRankings(
  offense: readonly LeaderRow[],
  defense: readonly LeaderRow[],
  allTeams: readonly { teamId: string; abbr: string }[] = [],
): TeamRanking[] {
  const teams = new Map<string, { abbr: string; games: number }>();
  for (const team of allTeams) teams.set(team.teamId, { abbr: team.abbr, games: 0 });
  for (const row of [...offense, ...defense]) {
    teams.set(row.teamId, {
      abbr: row.teamAbbr,
      games: Math.max(teams.get(row.teamId)?.games ?? 0, row.values.games ?? 0),
    });
  }
  const byTeam = (rows: readonly LeaderRow[]) => new Map(rows.map((row) => [row.teamId, row]));
  const offenseRows = byTeam(offense);
  const defenseRows = byTeam(defense);
  const ranks = new Map(
    RANKING_COLUMNS.map(({ key, side }) => {
      const rows = side === 'offense' ? offenseRows : defenseRows;
      const values = new Map(
        [...teams.keys()].map((teamId) => [teamId, rows.get(teamId)?.values[key] ?? null]),
      );
      return [key, { values, ranks: rankValues(values, key) }] as const;
    }),
  );
  return [...teams].map(([teamId, { abbr, games }]) => ({
    teamId,
    teamAbbr: abbr,
    games,
    figures: Object.fromEntries(
      RANKING_COLUMNS.map(({ key }) => {
        const column = ranks.get(key);
        return [key, { value: column?.values.get(teamId) ?? null, rank: column?.ranks.get(teamId) ?? null }];
      }),
    ) as Record<RankingKey, RankedValue>,
  }));
}

/**
 * Orders the rankings by a figure's rank, best first (or worst first), teams without the figure
 * last; 'team' orders by abbreviation (best = A to Z). Equal ranks fall back to the abbreviation.
 */
export function sortTeamRankings(rankings: readonly TeamRanking[], sort: RankingSort): TeamRanking[] {
  const sign = sort.direction === 'best' ? 1 : -1;
  return [...rankings].sort((a, b) => {
    if (sort.key === 'team') return sign * a.teamAbbr.localeCompare(b.teamAbbr);
    const left = a.figures[sort.key].rank;
    const right = b.figures[sort.key].rank;
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else if (left !== right) return sign * (left - right);
    return a.teamAbbr.localeCompare(b.teamAbbr);
  });
}

/** A click on a column: the same column flips, a new one starts best first. */
export function toggleRankingSort(sort: RankingSort, key: RankingSort['key']): RankingSort {
  return sort.key === key
    ? { key, direction: sort.direction === 'best' ? 'worst' : 'best' }
    : { key, direction: 'best' };
}
