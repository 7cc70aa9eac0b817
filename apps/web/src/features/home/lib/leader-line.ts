import type { LeaderGroup, LeaderResponse, LeaderRow } from '@all22/contracts';
import { formatStatValue } from '@all22/domain';

/** The figures of a game's stat line each group's top performer is shown with, in order. */
export const TOP_PERFORMER_LINE_KEYS = {
  passing: ['completions', 'attempts', 'yards', 'touchdowns', 'interceptions'],
  rushing: ['attempts', 'yards', 'touchdowns'],
  receiving: ['receptions', 'yards', 'touchdowns'],
} as const satisfies Partial<Record<LeaderGroup, readonly string[]>>;

export type TopPerformerGroup = keyof typeof TOP_PERFORMER_LINE_KEYS;

/**
 * A leader's line as "22 CMP · 33 ATT · 252 YDS · 3 TD · 3 INT": each figure formatted as its
 * column says (decimals, percentage) with the column's label. Figures the answer lacks are left out.
 */
export function formatLeaderLine(
  group: TopPerformerGroup,
  row: LeaderRow,
  columns: LeaderResponse['columns'],
): string {
  return TOP_PERFORMER_LINE_KEYS[group]
    .flatMap((key) => {
      const column = columns.find((candidate) => candidate.key === key);
      if (!column) return [];
      const value = formatStatValue(row.values[key], {
        decimals: column.decimals,
        isPercentage: column.isPercentage,
      });
      return [`${value} ${column.label}`];
    })
    .join(' · ');
}
