import type { GameId } from '../ids.js';
import type { StatKey } from '../stats/stat-vocabulary.js';

/**
 * The kinds of notable single-game performance: a team offense's EPA per play, a defense's (what
 * its opponent gained: lower is better), and a player's passing, rushing and receiving yards.
 */
export const NOTABLE_KINDS = ['teamOffense', 'teamDefense', 'passing', 'rushing', 'receiving'] as const;
export type NotableKind = (typeof NOTABLE_KINDS)[number];

/** One game's figure of one team or player. */
export interface PerformanceLine {
  readonly kind: NotableKind;
  readonly week: number;
  readonly gameId: GameId;
  /** The team id or the player's nflId, as text: what makes two lines of a game differ. */
  readonly subject: string;
  readonly value: number;
}

export interface NotablePerformance<L extends PerformanceLine = PerformanceLine> {
  readonly line: L;
  /** The best of the season so far: no game of an earlier week was better. */
  readonly isSeasonBest: boolean;
  /** The best line of the earlier weeks, null in week 1 (or when none). */
  readonly previousBest: L | null;
}

/** True when the kind's better figure is the lower one. */
export function isLowerBetter(kind: NotableKind): boolean {
  return kind === 'teamDefense';
}

/** Better first; ties by week, game and subject so the choice never depends on input order. */
function compareLines(a: PerformanceLine, b: PerformanceLine): number {
  const byValue = isLowerBetter(a.kind) ? a.value - b.value : b.value - a.value;
  return (
    byValue ||
    a.week - b.week ||
    a.gameId - b.gameId ||
    (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0)
  );
}

/**
 * The week's notable performances: for each kind with a line in `week`, the week's best, whether it
 * is the season's best so far (at least as good as every line of the weeks before), and the best
 * of those weeks. Kinds in NOTABLE_KINDS order.
 */
export function chooseNotablePerformances<L extends PerformanceLine>(
  lines: readonly L[],
  week: number,
): NotablePerformance<L>[] {
  return NOTABLE_KINDS.flatMap((kind) => {
    const ofKind = lines.filter((line) => line.kind === kind);
    const [best] = ofKind.filter((line) => line.week === week).sort(compareLines);
    if (best === undefined) return [];
    const [previousBest] = ofKind.filter((line) => line.week < week).sort(compareLines);
    const isSeasonBest =
      previousBest === undefined ||
      (isLowerBetter(kind) ? best.value <= previousBest.value : best.value >= previousBest.value);
    return [{ line: best, isSeasonBest, previousBest: previousBest ?? null }];
  });
}

/** The stat vocabulary's name of each kind's figure (its label and decimals on the page). */
export const NOTABLE_STAT_KEYS = {
  teamOffense: 'team.expectedPointsAddedPerPlay',
  teamDefense: 'team.defenseExpectedPointsAddedPerPlay',
  passing: 'passing.yards',
  rushing: 'rushing.yards',
  receiving: 'receiving.yards',
} as const satisfies Readonly<Record<NotableKind, StatKey>>;
