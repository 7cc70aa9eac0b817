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

/**
 * One game's plays in snap order, each with `expectedPointsAdded` (for its offense; null without a
 * down) and `homeWinProbability` after the play (the state at the next snap, or the final score).
 * Linear: the next play with a down is found by one backward scan. Returns new records.
 */
export function annotatePlays(plays: readonly PlayRecord[], game: GameContext): PlayRecord[] {
  const ordered = sortGamePlays(plays, game);
  const nextWithDown = new Array<PlayRecord | null>(ordered.length).fill(null);
  let upcoming: PlayRecord | null = null;
  for (let index = ordered.length - 1; index >= 0; index -= 1) {
    nextWithDown[index] = upcoming;
    const play = ordered[index] as PlayRecord;
    if (getDownSituation(play) !== null) upcoming = play;
  }
  return ordered.map((play, index) => ({
    ...play,
    expectedPointsAdded: computeExpectedPointsAdded(play, nextWithDown[index] ?? null),
    homeWinProbability: computeHomeWinProbability(stateAfter(play, ordered[index + 1], game)),
  }));
}
