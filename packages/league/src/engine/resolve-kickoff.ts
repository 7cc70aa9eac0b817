import { createPlayRecord } from './create-play-record.js';
import { formatYardLine, prefixPlayText } from './format-play-text.js';
import { getOffenseLead, otherSide, type GameContext, type GameState } from './game-state.js';
import { changePossession, recordPlay, scoreTouchdown } from './move-ball.js';
import { clamp, drawExponential, toRatingScore } from './rating-math.js';
import { runGameClock } from './run-game-clock.js';

/** A trailing team late in the game kicks onside; about one in eight is recovered. */
const isOnsideKick = (state: GameState): boolean => {
  const lead = getOffenseLead(state);
  return state.quarter >= 4 && lead < 0 && lead >= -16 && state.clockSeconds <= (lead < -8 ? 300 : 150);
};

/**
 * A kickoff (from the kicking team's 35) or, after a safety, a free kick (from its 20). Most
 * kickoffs are touchbacks (to the 25, or the 30 from 2024); the rest are returned to about the
 * 25, now and then far further. `state.offense` is the kicking team until the ball changes hands.
 */
export function resolveKickoff(context: GameContext, state: GameState, isFreeKick: boolean): void {
  const { random } = context;
  const kickingSide = state.offense;
  const receivingSide = otherSide(kickingSide);
  const kicking = context.teams[kickingSide];
  const receiving = context.teams[receivingSide];
  const kickFromOwn = isFreeKick ? 20 : 35;
  state.yardlineNumber = 100 - kickFromOwn;
  const play = createPlayRecord(context, state, 'play_type_kickoff', false);
  const { kicker } = kicking.units;
  const receivingReturner = receiving.units.returner;
  play.offensePlayerIds = kicking.units.kickoffTeam.playerIds;
  play.defensePlayerIds = receiving.units.kickReturnTeam.playerIds;
  play.kickerId = kicker.nflId;
  const kickerName = context.nameOf(kicker);
  const from = formatYardLine(state.yardlineNumber, kicking, receiving);

  if (!isFreeKick && isOnsideKick(state)) {
    const isRecovered = random.chance(0.12);
    play.kickDistance = random.int(10, 13);
    // The ball ends near the receiving team's 45: the kicking team's 55 yards from goal.
    const receivingLine = 100 - (kickFromOwn + play.kickDistance);
    play.description = prefixPlayText(
      play,
      `${kickerName} kicks onside ${play.kickDistance} yards from ${from}, ${isRecovered ? `RECOVERED by ${kicking.abbr}` : `recovered by ${receiving.abbr}`}.`,
    );
    recordPlay(state, play);
    if (isRecovered) {
      state.offense = receivingSide;
      changePossession(state, receivingLine);
    } else {
      changePossession(state, 100 - receivingLine);
    }
    runGameClock(context, state, 3, 'STOPPED');
    return;
  }

  const power = toRatingScore(kicker.ratings.kickPower);
  const isTouchback = !isFreeKick && random.chance(clamp(0.6 + 0.08 * power, 0.35, 0.85));
  play.returnerId = receivingReturner.nflId;
  const returnerName = context.nameOf(receivingReturner);
  if (isTouchback) {
    play.kickDistance = 100 - kickFromOwn - random.int(-9, 0);
    play.returnerId = null;
    play.description = prefixPlayText(
      play,
      `${kickerName} kicks ${play.kickDistance} yards from ${from} to end zone, Touchback.`,
    );
    recordPlay(state, play);
    changePossession(state, context.touchbackYardline);
    runGameClock(context, state, 0, 'STOPPED');
    return;
  }
  // Where the ball is caught, in yards from the receiving team's own goal line (negative: end zone).
  const catchOwn = isFreeKick ? random.int(15, 30) : random.int(-4, 8);
  play.kickDistance = 100 - kickFromOwn - catchOwn;
  const returnerSkill = toRatingScore(
    (receivingReturner.ratings.speed + receivingReturner.ratings.elusiveness) / 2,
  );
  let reachedOwn = Math.max(catchOwn, 0) + Math.round(clamp(random.normal(isFreeKick ? 12 : 23, 6.5), 2, 45));
  if (random.chance(clamp(0.025 + 0.01 * returnerSkill, 0.01, 0.05))) {
    reachedOwn += Math.round(drawExponential(random, 30));
  }
  reachedOwn = Math.min(reachedOwn, 100);
  play.returnYards = reachedOwn - catchOwn;
  const isFumbleLost = reachedOwn < 100 && random.chance(0.005);
  const to = reachedOwn >= 100 ? 'the end zone' : formatYardLine(100 - reachedOwn, receiving, kicking);
  let text = `${kickerName} kicks ${play.kickDistance} yards from ${from}. ${returnerName} returns to ${to} for ${play.returnYards} yards.`;
  if (reachedOwn >= 100) {
    text += ' TOUCHDOWN.';
    play.description = prefixPlayText(play, text);
    scoreTouchdown(context, state, play, receivingSide);
    recordPlay(state, play);
    runGameClock(context, state, random.int(10, 13), 'STOPPED');
    return;
  }
  if (isFumbleLost) {
    text += ` FUMBLES, RECOVERED by ${kicking.abbr}.`;
    play.fumble = true;
    play.fumbleLost = true;
    play.isTurnover = true;
  }
  play.description = prefixPlayText(play, text);
  recordPlay(state, play);
  if (isFumbleLost) {
    // The kicking team recovers where the return ended: it keeps the ball there.
    state.offense = receivingSide;
    changePossession(state, reachedOwn);
  } else {
    changePossession(state, 100 - reachedOwn);
  }
  runGameClock(context, state, random.int(5, 8), 'STOPPED');
}
