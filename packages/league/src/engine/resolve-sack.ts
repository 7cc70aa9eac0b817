import type { PlayRecord } from '@all22/domain';
import type { Personnel } from './choose-personnel.js';
import { creditTackle } from './credit-tackle.js';
import { formatGain, formatTacklers, formatYardLine } from './format-play-text.js';
import type { GameDayPlayer } from './game-day-roster.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { limitGain, settleLiveBall } from './move-ball.js';
import type { PassRush } from './resolve-pass-rush.js';
import { clamp, toRatingScore } from './rating-math.js';

/**
 * A sack: the pressuring rusher (now and then sharing it) brings the quarterback down 1–15 yards
 * back; sometimes he is stripped, and the defense recovers about half of those.
 */
export function resolveSack(
  context: GameContext,
  state: GameState,
  play: PlayRecord,
  personnel: Personnel,
  rush: PassRush,
): void {
  const { random } = context;
  const quarterback = personnel.formation.quarterback;
  const rushers = personnel.defense.rushers[rush.isBlitz ? 1 : 0];
  const sacker = rush.pressurer ?? (rushers[0] as GameDayPlayer);
  // About one sack in six is shared, with any other rusher: always taking the first-listed one
  // handed the starting tackle half of his teammates' sacks and pushed sack leaders past 22.
  const others = rushers.filter((rusher) => rusher !== sacker);
  const partner =
    others.length > 0 && random.chance(0.18) ? (others[random.int(0, others.length - 1)] ?? null) : null;
  const offense = context.teams[state.offense];
  const defense = context.teams[otherSide(state.offense)];
  const startLine = state.yardlineNumber;
  const yards = limitGain(state, -Math.round(clamp(random.normal(6.5, 2.4), 1, 15)));

  play.playType = 'play_type_sack';
  play.sack = true;
  play.defSack = true;
  play.passerId = quarterback.nflId;
  play.sackerIds = partner ? [sacker.nflId, partner.nflId] : [sacker.nflId];
  creditTackle(play, sacker, partner, true, false);
  const isStripped = random.chance(
    clamp(0.1 - 0.03 * toRatingScore(quarterback.ratings.ballSecurity), 0.04, 0.18),
  );
  const isLost = isStripped && random.chance(0.55);
  play.fumble = isStripped;
  play.turnoversCausedByPressure = isLost;
  settleLiveBall(context, state, play, yards, isLost);

  const spot = formatYardLine(Math.min(100, startLine - yards), offense, defense);
  const sackers =
    play.sackerIds.length === 2
      ? [context.nameOf(sacker), context.nameOf(partner as GameDayPlayer)]
      : [context.nameOf(sacker)];
  let text = `${context.nameOf(quarterback)} sacked at ${spot} ${formatGain(yards)}${formatTacklers(sackers)}.`;
  if (isStripped)
    text += ` FUMBLES, ${isLost ? `RECOVERED by ${defense.abbr}` : `recovered by ${offense.abbr}`}.`;
  if (play.isSafety) text += ' SAFETY.';
  if (play.touchdown) text += ' TOUCHDOWN.';
  play.description = text;
}
