import type { GameId, NflId, TeamId } from '@all22/domain';
import type { PlayerStatLine } from '../players/derive-player-stat-line.js';

/** The stats menu's leader groups (spec 1 §2): each sorts by its headline figure by default. */
export const LEADER_CATEGORIES = ['passing', 'rushing', 'receiving', 'defense'] as const;
export type LeaderCategory = (typeof LEADER_CATEGORIES)[number];

interface CategoryRule {
  /** The figure leaders are sorted by, unless the caller picks another. */
  value: (line: PlayerStatLine) => number;
  /** Only players who did this at all are listed (no rows of zeros). */
  isEligible: (line: PlayerStatLine) => boolean;
}

const CATEGORY_RULES: Record<LeaderCategory, CategoryRule> = {
  passing: { value: (line) => line.passing.yards, isEligible: (line) => line.passing.attempts > 0 },
  rushing: { value: (line) => line.rushing.yards, isEligible: (line) => line.rushing.attempts > 0 },
  receiving: { value: (line) => line.receiving.yards, isEligible: (line) => line.receiving.targets > 0 },
  defense: {
    value: (line) => line.defense.tackles,
    isEligible: (line) => line.defense.snaps > 0 || line.defense.tackles > 0 || line.defense.sacks > 0,
  },
};

/** Any row with a player, his team, a stat line, and for single-game rows the game. */
export interface LeaderSource {
  nflId: NflId;
  teamId: TeamId;
  gameId?: GameId;
  stats: PlayerStatLine;
}

export interface StatLeader<Row extends LeaderSource> {
  /** 1-based place in the list; ties get consecutive places in nflId order. */
  rank: number;
  value: number;
  row: Row;
}

export interface LeaderOptions {
  /** At most this many leaders (all when omitted). */
  limit?: number;
  /** Sort by another figure of the line, e.g. `(line) => line.defense.sacks`. */
  value?: (line: PlayerStatLine) => number;
}

/**
 * Leaders of a category, best first: season rows give season leaders, game rows single-game
 * leaders. Ties are broken by nflId, then gameId, so the order never depends on input order.
 */
export function rankStatLeaders<Row extends LeaderSource>(
  rows: readonly Row[],
  category: LeaderCategory,
  options: LeaderOptions = {},
): StatLeader<Row>[] {
  const rule = CATEGORY_RULES[category];
  const valueOf = options.value ?? rule.value;
  const leaders = rows
    .filter((row) => rule.isEligible(row.stats))
    .map((row) => ({ rank: 0, value: valueOf(row.stats), row }))
    .sort(
      (a, b) => b.value - a.value || a.row.nflId - b.row.nflId || (a.row.gameId ?? 0) - (b.row.gameId ?? 0),
    );
  const limited = options.limit === undefined ? leaders : leaders.slice(0, Math.max(0, options.limit));
  limited.forEach((leader, index) => {
    leader.rank = index + 1;
  });
  return limited;
}
