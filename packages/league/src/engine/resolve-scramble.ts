import type { PlayRecord } from '@all22/domain';
import { creditTackle, isDefensiveStop, setMaxSpeed } from './credit-tackle.js';
import { formatGain, formatTacklers, prefixPlayText } from './format-play-text.js';
import type { GameDayPlayer } from './game-day-roster.js';
import type { Personnel } from './choose-personnel.js';
import type { GameContext, GameState } from './game-state.js';
import { limitGain, recordPlay, settleLiveBall } from './move-ball.js';
import { clamp, drawExponential, pickIndexByWeight, toRatingScore } from './rating-math.js';
import { runGameClock } from './run-game-clock.js';

/**
 * The quarterback pulls the ball down and runs: a carry on a dropback (the feed counts it as a
 * rush). Fast quarterbacks gain more; most scrambles end with a slide or out of bounds.
 */
export function resolveScramble(
  context: GameContext,
  state: GameState,
  play: PlayRecord,
  personnel: Personnel,
  isHurry: boolean,
): void {
  const quarterback = personnel.formation.quarterback;
  const { random } = context;
  const { down, distance, yardlineNumber: startLine } = state;
  const coverage = personnel.defense.coverage[play.blitz ? 1 : 0];
  const speed = toRatingScore(quarterback.ratings.speed);
  const yards = limitGain(state, Math.round(drawExponential(random, clamp(5.5 + 1.5 * speed, 3, 9))));
  play.playType = 'play_type_rush';
  play.carries = 1;
  play.rusherId = quarterback.nflId;
  play.ballCarrierId = quarterback.nflId;
  play.rushDirection = 'OUTSIDE';
  play.rush10PlusYards = yards >= 10;
  setMaxSpeed(random, play, quarterback, yards);
  const isStop = isDefensiveStop(down, distance, yards);
  const isTouchdown = yards >= startLine;
  const isOutOfBounds = !isTouchdown && random.chance(isHurry ? 0.7 : 0.4);
  const names: string[] = [];
  if (!isTouchdown && !isOutOfBounds && coverage.length > 0) {
    const tackler =
      coverage[
        pickIndexByWeight(random, coverage.length, (i) => (coverage[i] as GameDayPlayer).ratings.tackling)
      ];
    if (tackler) {
      creditTackle(play, tackler, null, isStop, false);
      names.push(context.nameOf(tackler));
    }
  } else {
    play.stop = isStop;
  }
  settleLiveBall(context, state, play, yards, false);
  let text = `${context.nameOf(quarterback)} scrambles ${random.chance(0.5) ? 'left' : 'right'} end ${formatGain(yards)}${formatTacklers(names)}.`;
  if (play.touchdown) text += ' TOUCHDOWN.';
  play.description = prefixPlayText(play, text);
  recordPlay(state, play);
  runGameClock(
    context,
    state,
    random.int(5, 9),
    state.next !== 'SCRIMMAGE' ? 'STOPPED' : isOutOfBounds ? 'OUT_OF_BOUNDS' : 'RUNNING',
  );
}
