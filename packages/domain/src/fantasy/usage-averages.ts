/**
 * A player's usage, game by game and averaged: the figures the Fantasy AI analyst's usage tool and
 * the fantasy insights' usage trends share, computed one way so both say the same numbers.
 * Shares are percentages (0–100, one decimal) of his team's offensive plays or targets in a game.
 */

/** One decimal, as usage figures are shown. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** `part` as a percentage of `whole`, one decimal, at most 100; null when the whole is 0. */
export function toSharePercent(part: number, whole: number | null | undefined): number | null {
  return whole ? roundToTenth(Math.min(100, (100 * part) / whole)) : null;
}

/** One game's usage: snaps and targets with their shares of the team's, carries, red-zone touches. */
export interface UsageFigures {
  readonly snapShare: number | null;
  readonly targets: number;
  readonly targetShare: number | null;
  readonly carries: number;
  /** Carries and catches inside the opponent's 20. */
  readonly redZoneTouches: number;
}

/** Per-game usage over some games. Shares are percentages of the team's snaps or targets. */
export interface UsageAverages {
  readonly games: number;
  readonly snapShare: number | null;
  readonly targets: number;
  readonly targetShare: number | null;
  readonly carries: number;
  readonly redZoneTouches: number;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : roundToTenth(values.reduce((total, value) => total + value, 0) / values.length);

/**
 * The per-game means of some games' usage, one decimal. A share is the mean of the games' shares
 * (each game counts alike, however many plays it had), over the games that have one; null when
 * none has.
 */
export function averageUsage(games: readonly UsageFigures[]): UsageAverages {
  const shares = (pick: (game: UsageFigures) => number | null) => {
    const values = games.map(pick).filter((value): value is number => value !== null);
    return values.length === 0 ? null : mean(values);
  };
  return {
    games: games.length,
    snapShare: shares((game) => game.snapShare),
    targets: mean(games.map((game) => game.targets)),
    targetShare: shares((game) => game.targetShare),
    carries: mean(games.map((game) => game.carries)),
    redZoneTouches: mean(games.map((game) => game.redZoneTouches)),
  };
}
