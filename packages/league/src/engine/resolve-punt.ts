import { createPlayRecord } from './create-play-record.js';
import { formatYardLine, prefixPlayText } from './format-play-text.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { changePossession, recordPlay, scoreTouchdown } from './move-ball.js';
import { clamp, drawExponential, toRatingScore } from './rating-math.js';
import { runGameClock } from './run-game-clock.js';

/**
 * A punt: gross distance from the punter's leg (about 46 yards), a touchback when it reaches the
 * end zone, fair catches and downed balls inside the 10, otherwise a return of about 9 yards with
 * a rare long one. Blocks and muffs happen, rarely.
 */
export function resolvePunt(context: GameContext, state: GameState): void {
  const { random } = context;
  const puntingSide = state.offense;
  const receivingSide = otherSide(puntingSide);
  const punting = context.teams[puntingSide];
  const receiving = context.teams[receivingSide];
  const play = createPlayRecord(context, state, 'play_type_punt', true);
  const { punter } = punting.units;
  const returner = receiving.units.returner;
  play.offensePlayerIds = punting.units.puntTeam.playerIds;
  play.defensePlayerIds = receiving.units.puntReturnTeam.playerIds;
  play.punterId = punter.nflId;
  const startLine = state.yardlineNumber;
  const punterName = context.nameOf(punter);

  if (random.chance(0.004)) {
    // Blocked: the ball ends about eight yards behind the line; the receiving team takes over there.
    const puntingOwn = 100 - startLine - 8;
    play.kickResult = 'BLOCKED';
    play.kickDistance = 0;
    play.isTurnover = false;
    if (puntingOwn <= 0) {
      play.description = prefixPlayText(
        play,
        `${punterName} punt is BLOCKED, recovered in the end zone by ${receiving.abbr}. TOUCHDOWN.`,
      );
      scoreTouchdown(context, state, play, receivingSide);
      recordPlay(state, play);
    } else {
      play.description = prefixPlayText(
        play,
        `${punterName} punt is BLOCKED, recovered by ${receiving.abbr}.`,
      );
      recordPlay(state, play);
      changePossession(state, puntingOwn);
    }
    runGameClock(context, state, 4, 'STOPPED');
    return;
  }

  const gross = Math.round(
    clamp(random.normal(46 + 2.5 * toRatingScore(punter.ratings.kickPower), 6.5), 22, 72),
  );
  const landingOwn = startLine - gross;
  const from = formatYardLine(startLine, punting, receiving);
  if (landingOwn <= 0) {
    play.kickDistance = startLine;
    play.description = prefixPlayText(
      play,
      `${punterName} punts ${startLine} yards from ${from}, end zone, Touchback.`,
    );
    recordPlay(state, play);
    changePossession(state, 80);
    runGameClock(context, state, random.int(5, 7), 'STOPPED');
    return;
  }
  play.kickDistance = gross;
  const landing = formatYardLine(100 - landingOwn, receiving, punting);
  const isUnreturned = random.chance(landingOwn <= 12 ? 0.8 : 0.42);
  if (isUnreturned) {
    // The catcher is named, with no return yards: a fair catch, not a return of 0.
    play.returnerId = returner.nflId;
    play.description = prefixPlayText(
      play,
      `${punterName} punts ${gross} yards from ${from} to ${landing}, fair catch by ${context.nameOf(returner)}.`,
    );
    recordPlay(state, play);
    changePossession(state, 100 - landingOwn);
    runGameClock(context, state, random.int(5, 8), 'STOPPED');
    return;
  }
  play.returnerId = returner.nflId;
  const skill = toRatingScore((returner.ratings.speed + returner.ratings.elusiveness) / 2);
  let returnYards = Math.round(clamp(random.normal(8 + skill, 6), -3, 35));
  if (random.chance(clamp(0.015 + 0.008 * skill, 0.005, 0.035)))
    returnYards += Math.round(drawExponential(random, 30));
  const reachedOwn = Math.min(100, Math.max(1, landingOwn + returnYards));
  play.returnYards = reachedOwn - landingOwn;
  const returnerName = context.nameOf(returner);
  if (reachedOwn >= 100) {
    play.description = prefixPlayText(
      play,
      `${punterName} punts ${gross} yards from ${from} to ${landing}. ${returnerName} returns for ${play.returnYards} yards. TOUCHDOWN.`,
    );
    scoreTouchdown(context, state, play, receivingSide);
    recordPlay(state, play);
    runGameClock(context, state, random.int(10, 14), 'STOPPED');
    return;
  }
  const isMuffLost = random.chance(0.008);
  const to = formatYardLine(100 - reachedOwn, receiving, punting);
  let text = `${punterName} punts ${gross} yards from ${from} to ${landing}. ${returnerName} to ${to} for ${play.returnYards} yards.`;
  if (isMuffLost) {
    text += ` FUMBLES, RECOVERED by ${punting.abbr}.`;
    play.fumble = true;
    play.fumbleLost = true;
    play.isTurnover = true;
  }
  play.description = prefixPlayText(play, text);
  recordPlay(state, play);
  if (isMuffLost) {
    // The punting team recovers: it keeps the ball where the return ended.
    state.offense = receivingSide;
    changePossession(state, reachedOwn);
  } else {
    changePossession(state, 100 - reachedOwn);
  }
  runGameClock(context, state, random.int(7, 11), 'STOPPED');
}
