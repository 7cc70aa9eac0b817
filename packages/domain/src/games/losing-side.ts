import { isFinal } from './game-phase.js';

/** The two sides of a game, named as the API names them. */
export const GAME_SIDES = ['visitor', 'home'] as const;
export type GameSide = (typeof GAME_SIDES)[number];

/** What loser styling needs: the phase and both point totals (absent before kickoff). */
export interface ScoredGame {
  phase: string;
  visitorScore: number | null | undefined;
  homeScore: number | null | undefined;
}

/**
 * The side that lost, or null. A side is the loser only when the game is final and its score is
 * strictly lower (spec 1 §2); a tie, a game not yet final or a missing score gives null.
 */
export function getLosingSide(game: ScoredGame): GameSide | null {
  const { visitorScore, homeScore } = game;
  if (!isFinal(game.phase)) return null;
  if (typeof visitorScore !== 'number' || typeof homeScore !== 'number') return null;
  if (visitorScore < homeScore) return 'visitor';
  if (homeScore < visitorScore) return 'home';
  return null;
}

/** True when `side` gets loser styling on the score strip (see {@link getLosingSide}). */
export function isLosingSide(game: ScoredGame, side: GameSide): boolean {
  return getLosingSide(game) === side;
}
