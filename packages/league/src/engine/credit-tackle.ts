import type { PlayRecord } from '@all22/domain';
import { getMaxSpeedTypes } from '@all22/domain';
import type { GameDayPlayer } from './game-day-roster.js';
import type { Random } from '../random/index.js';
import { clamp, roundTenth } from './rating-math.js';

/**
 * True when the defense "won" the down (a stop): under 40% of the distance on first down, under
 * 60% on second, short of the line to gain on third and fourth — the usual success-rate cut.
 */
export function isDefensiveStop(down: number, distance: number, yards: number): boolean {
  if (down === 1) return yards < distance * 0.4;
  if (down === 2) return yards < distance * 0.6;
  return yards < distance;
}

/**
 * Credits a tackle: the tackler and an occasional assistant, and on a stop the tackle-for-a-stop
 * list; a stop by someone outside the box or far from the ball is also a hustle stop.
 */
export function creditTackle(
  play: PlayRecord,
  tackler: GameDayPlayer,
  assistant: GameDayPlayer | null,
  isStop: boolean,
  isHustle: boolean,
): void {
  play.tacklerIds = assistant && assistant !== tackler ? [tackler.nflId, assistant.nflId] : [tackler.nflId];
  play.tackles = play.tacklerIds.length;
  play.stop = isStop;
  if (!isStop) return;
  play.tackleStopIds = play.tacklerIds;
  if (isHustle) play.hustleStopIds = [tackler.nflId];
}

/**
 * The ball carrier's top speed in mph: longer gains let him reach more of his own top speed
 * (about 15 mph for a slow player, 22+ for the fastest).
 */
export function setMaxSpeed(random: Random, play: PlayRecord, carrier: GameDayPlayer, yards: number): void {
  const topSpeed = 14.5 + (carrier.ratings.speed - 50) * 0.17;
  const reached = 1 - Math.exp(-(Math.max(0, yards) + 4) / 11);
  const mph = roundTenth(clamp(topSpeed * reached + random.normal(0, 0.6), 3, 23.5));
  play.maxSpeed = mph;
  const types = getMaxSpeedTypes(mph);
  // The most specific bucket: OVER_20 beats OVER_15.
  play.maxSpeedType = types[types.length - 1] ?? null;
}
