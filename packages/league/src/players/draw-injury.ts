import type { Random } from '../random/create-random.js';
import type { PlayerInjury } from './league-state.js';

/** Games a new injury costs before a player goes on injured reserve instead of day to day. */
export const RESERVE_THRESHOLD_GAMES = 4;
/** The fewest weeks a player spends on injured reserve. */
export const MIN_WEEKS_ON_RESERVE = 4;

/** Injured body parts, repeated by how often they appear on real reports. */
// prettier-ignore
const BODY_PARTS = [
  'Knee', 'Knee', 'Knee', 'Ankle', 'Ankle', 'Ankle', 'Hamstring', 'Hamstring', 'Hamstring',
  'Shoulder', 'Shoulder', 'Concussion', 'Concussion', 'Groin', 'Foot', 'Foot', 'Back', 'Hip',
  'Calf', 'Quadriceps', 'Neck', 'Ribs', 'Wrist', 'Hand', 'Elbow', 'Toe', 'Chest', 'Illness',
];

/**
 * Games a new injury costs: most are knocks a player plays through or misses a game for; about
 * one in six lands him on injured reserve, and a few end his season.
 */
const drawGamesOut = (random: Random): number => {
  const draw = random.float();
  if (draw < 0.42) return 0;
  if (draw < 0.62) return 1;
  if (draw < 0.76) return 2;
  if (draw < 0.84) return 3;
  if (draw < 0.95) return random.int(RESERVE_THRESHOLD_GAMES, 8);
  return random.int(9, 20);
};

/**
 * This week's report line for an injury: QUESTIONABLE when he will play through it (practising
 * limited or full), DOUBTFUL or OUT with one game to miss, OUT with more, IR on reserve.
 * DOUBTFUL players sit, as they nearly always do in the real league.
 */
export function describeInjury(
  injury: PlayerInjury,
  isOnReserve: boolean,
  random: Random,
): Pick<PlayerInjury, 'status' | 'practiceStatus'> {
  if (isOnReserve) return { status: 'IR', practiceStatus: 'DNP' };
  if (injury.gamesOut <= 0) {
    return { status: 'QUESTIONABLE', practiceStatus: random.chance(0.65) ? 'LIMITED' : 'FULL' };
  }
  if (injury.gamesOut === 1 && random.chance(0.45)) {
    return { status: 'DOUBTFUL', practiceStatus: random.chance(0.3) ? 'LIMITED' : 'DNP' };
  }
  return { status: 'OUT', practiceStatus: 'DNP' };
}

/** A new injury; the caller decides whether it means injured reserve (gamesOut ≥ 4). */
export function drawInjury(random: Random): PlayerInjury {
  const injury: PlayerInjury = {
    bodyPart: random.pick(BODY_PARTS),
    gamesOut: drawGamesOut(random),
    weeksOnReserve: 0,
    status: 'QUESTIONABLE',
    practiceStatus: 'FULL',
  };
  return { ...injury, ...describeInjury(injury, false, random) };
}

/** True when the injury keeps him out of this week's game (DOUBTFUL, OUT or IR). */
export function isSidelined(injury: PlayerInjury | null): boolean {
  return injury !== null && injury.status !== 'QUESTIONABLE';
}
