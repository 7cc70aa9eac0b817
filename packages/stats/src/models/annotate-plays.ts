import type { PlayRecord } from '@all22/domain';
import { getSecondsLeft } from '../plays/game-clock.js';
import { sortGamePlays, type GameContext } from '../plays/game-context.js';
import { computeExpectedPointsAdded, getDownSituation } from './compute-expected-points-added.js';
import { computeHomeWinProbability, type WinProbabilityState } from './compute-home-win-probability.js';

const stateAfter = (
  play: PlayRecord,
  next: PlayRecord | undefined,
  game: GameContext,
): WinProbabilityState => {
  const base = {
    homeScore: play.homeScore,
    visitorScore: play.visitorScore,
    homeSpread: game.homeSpread ?? null,
  };
  if (next === undefined) {
    return {
      ...base,
      secondsLeft: game.isFinal ? 0 : getSecondsLeft(play),
      possession: null,
      situation: null,
    };
  }
  const situation = getDownSituation(next);
  return {
    ...base,
    secondsLeft: getSecondsLeft(next),
    possession: situation === null ? null : next.possessionTeamId === game.homeTeamId ? 'home' : 'visitor',
    situation,
  };
};

/** The two model figures of a play. */
export interface PlayAnnotation {
  expectedPointsAdded: number | null;
  homeWinProbability: number;
}

/**
 * The model figures of one game's plays, in snap order (the order of the returned plays):
 * `expectedPointsAdded` for the offense (null without a down) and `homeWinProbability` after the
 * play (the state at the next snap, or the final score). Linear: the next play with a down is
 * found by one backward scan.
 */
export function computePlayAnnotations(
  plays: readonly PlayRecord[],
  game: GameContext,
): { ordered: PlayRecord[]; annotations: PlayAnnotation[] } {
  const ordered = sortGamePlays(plays, game);
  const nextWithDown = new Array<PlayRecord | null>(ordered.length).fill(null);
  let upcoming: PlayRecord | null = null;
  for (let index = ordered.length - 1; index >= 0; index -= 1) {
    nextWithDown[index] = upcoming;
    const play = ordered[index] as PlayRecord;
    if (getDownSituation(play) !== null) upcoming = play;
  }
  const annotations = ordered.map((play, index) => ({
    expectedPointsAdded: computeExpectedPointsAdded(play, nextWithDown[index] ?? null),
    homeWinProbability: computeHomeWinProbability(stateAfter(play, ordered[index + 1], game)),
  }));
  return { ordered, annotations };
}

/** One game's plays in snap order with their model figures filled in. Returns new records. */
export function annotatePlays(plays: readonly PlayRecord[], game: GameContext): PlayRecord[] {
  const { ordered, annotations } = computePlayAnnotations(plays, game);
  return ordered.map((play, index) => ({ ...play, ...annotations[index] }));
}
