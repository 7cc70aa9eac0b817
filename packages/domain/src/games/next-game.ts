import type { SeasonType } from '../weeks/index.js';

/** A scheduled game with its kickoff as an ISO 8601 instant. */
export interface UpcomingGameCandidate {
  seasonType: SeasonType;
  isoTime: string;
}

/**
 * The next game (spec 1 §4): the regular-season game with the earliest kickoff strictly after
 * `now`, or null. Games with an unparseable time are skipped.
 */
export function getNextGame<T extends UpcomingGameCandidate>(games: readonly T[], now: Date): T | null {
  const nowMs = now.getTime();
  let next: T | null = null;
  let nextMs = Number.POSITIVE_INFINITY;
  for (const game of games) {
    if (game.seasonType !== 'REG') continue;
    const kickoff = Date.parse(game.isoTime);
    if (Number.isNaN(kickoff) || kickoff <= nowMs) continue;
    if (kickoff < nextMs) {
      next = game;
      nextMs = kickoff;
    }
  }
  return next;
}
