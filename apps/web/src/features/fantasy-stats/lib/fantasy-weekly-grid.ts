import type { FantasyRankingPlayer, FantasyWeeklyResponse } from '@all22/contracts';
import {
  describeFantasyStat,
  type FantasyScoring,
  type FantasyWeekTierDefinition,
  formatStatValue,
  formatTeamAbbr,
  getFantasyWeekTier,
  MISSING_VALUE,
  toCsv,
} from '@all22/domain';

/** What the grid shows for the team's bye week (the word, kept as the page shows it). */
export const BYE_TEXT = 'BYE';

/** One week of one player: his points and their tier, his bye, or no game. */
export type WeeklyGridCell =
  | { readonly kind: 'points'; readonly text: string; readonly tier: FantasyWeekTierDefinition }
  | { readonly kind: 'bye'; readonly text: typeof BYE_TEXT }
  | { readonly kind: 'none'; readonly text: typeof MISSING_VALUE };

export interface WeeklyGridRow {
  readonly key: string;
  readonly player: FantasyRankingPlayer;
  readonly rank: string;
  readonly team: string;
  /** One cell per week of the grid, in order. */
  readonly cells: readonly WeeklyGridCell[];
  /** The range's points: the weeks' sum. */
  readonly total: string;
}

export interface WeeklyGrid {
  readonly weeks: readonly number[];
  readonly rows: readonly WeeklyGridRow[];
}

/**
 * The player × week grid of points in a scoring: the ranking's players in its order, a column per
 * week with games, each cell his points with their tier, "BYE" in his team's bye week, or "—"
 * when he did not play (injured, inactive, or his game is still to come).
 */
export function buildWeeklyGrid(
  players: readonly FantasyRankingPlayer[],
  weekly: FantasyWeeklyResponse,
  scoring: FantasyScoring,
): WeeklyGrid {
  const weeksOf = new Map(weekly.players.map((player) => [player.nflId, player.weeks]));
  return {
    weeks: weekly.weeks,
    rows: players.map((player) => {
      const played = new Map((weeksOf.get(player.nflId) ?? []).map((week) => [week.week, week]));
      const cells = weekly.weeks.map((week): WeeklyGridCell => {
        const line = played.get(week);
        if (line !== undefined) {
          const points = line[scoring.pointsKey];
          return { kind: 'points', text: formatStatValue(points), tier: getFantasyWeekTier(points) };
        }
        if (week === player.byeWeek) return { kind: 'bye', text: BYE_TEXT };
        return { kind: 'none', text: MISSING_VALUE };
      });
      return {
        key: String(player.nflId),
        player,
        rank: player[scoring.rankLabelKey] ?? MISSING_VALUE,
        team: player.teamAbbr === null ? MISSING_VALUE : formatTeamAbbr(player.teamAbbr),
        cells,
        total: formatStatValue(player[scoring.pointsKey]),
      };
    }),
  };
}

/** The grid's CSV: rank, player, team, a column per week, the total, as shown. */
export function buildWeeklyGridCsv(grid: WeeklyGrid, scoring: FantasyScoring): string {
  const header = [
    describeFantasyStat('positionRank', scoring).shortLabel,
    'Player',
    'Team',
    ...grid.weeks.map((week) => `Week ${week}`),
    describeFantasyStat('points', scoring).shortLabel,
  ];
  return toCsv([
    header,
    ...grid.rows.map((row) => [
      row.rank,
      row.player.displayName,
      row.team,
      ...row.cells.map((cell) => cell.text),
      row.total,
    ]),
  ]);
}
