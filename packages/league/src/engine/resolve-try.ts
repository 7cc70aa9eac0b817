import { createPlayRecord } from './create-play-record.js';
import { prefixPlayText } from './format-play-text.js';
import type { GameDayPlayer } from './game-day-roster.js';
import { getOffenseLead, otherSide, type GameContext, type GameState } from './game-state.js';
import { recordPlay } from './move-ball.js';
import { clamp, toRatingScore } from './rating-math.js';

/** Leads (after the touchdown) at which a late-game chart says go for two. */
const TWO_POINT_LEADS = new Set([-2, -5, -10, 1, 5, 12]);

const shouldGoForTwo = (context: GameContext, state: GameState): boolean => {
  const lead = getOffenseLead(state);
  if (state.quarter >= 4 || (state.quarter === 3 && state.clockSeconds <= 300)) {
    if (TWO_POINT_LEADS.has(lead)) return true;
  }
  return context.random.chance(0.04);
};

/**
 * The try after a touchdown: an extra point (from the 15, about 94% good) or a two-point play
 * from the 2 (about 48%). Neither uses game clock. The scoring team kicks off next.
 */
export function resolveTry(context: GameContext, state: GameState): void {
  const { random } = context;
  const side = state.offense;
  const offense = context.teams[side];
  const defense = context.teams[otherSide(side)];
  const { units } = offense;
  const isTwoPoint = shouldGoForTwo(context, state);
  state.yardlineNumber = isTwoPoint ? 2 : 15;
  const play = createPlayRecord(
    context,
    state,
    isTwoPoint ? 'play_type_two_point_conversion' : 'play_type_xp',
    false,
  );
  play.isSnap = true;
  if (isTwoPoint) {
    const formation = units.formations[0];
    if (!formation) throw new RangeError('Team without formations');
    play.offensePlayerIds = formation.playerIds;
    play.defensePlayerIds = defense.units.packages.GOAL_LINE.playerIds;
    const quarterback = formation.quarterback;
    const isPass = random.chance(0.6);
    const quality = toRatingScore(isPass ? quarterback.ratings.throwAccuracy : formation.runBlock);
    const isGood = random.chance(clamp(0.47 + 0.05 * quality, 0.3, 0.65));
    let text: string;
    // The try's flags say what happened, as on any snap; the stats leave tries out of passing and
    // rushing (they are not plays from scrimmage) but the film room can find them.
    if (isPass) {
      const receiver = (formation.receivers[random.int(0, formation.receivers.length - 1)]?.player ??
        quarterback) as GameDayPlayer;
      play.passPlay = true;
      play.dropback = true;
      play.attempt = true;
      play.target = true;
      play.passerId = quarterback.nflId;
      play.targetId = receiver.nflId;
      play.completion = isGood;
      play.reception = isGood;
      play.ballCarrierId = isGood ? receiver.nflId : null;
      play.yardsGained = isGood ? 2 : 0;
      text = `TWO-POINT CONVERSION ATTEMPT. ${context.nameOf(quarterback)} pass to ${context.nameOf(receiver)} is ${isGood ? 'complete' : 'incomplete'}.`;
    } else {
      play.runPlay = true;
      play.carries = 1;
      play.rusherId = formation.ballCarrier.nflId;
      play.ballCarrierId = formation.ballCarrier.nflId;
      play.yardsGained = isGood ? 2 : 1;
      text = `TWO-POINT CONVERSION ATTEMPT. ${context.nameOf(formation.ballCarrier)} rushes up the middle.`;
    }
    play.kickResult = isGood ? 'SUCCESS' : 'FAILURE';
    if (isGood) {
      state.scores[side] += 2;
      play.points = 2;
      play.scoring = true;
      play.scoringTeamId = offense.teamId;
    }
    play.description = prefixPlayText(play, `${text} ATTEMPT ${isGood ? 'SUCCEEDS' : 'FAILS'}.`);
  } else {
    play.offensePlayerIds = units.fieldGoalTeam.playerIds;
    play.defensePlayerIds = defense.units.fieldGoalBlockTeam.playerIds;
    play.kickerId = units.kicker.nflId;
    play.kickDistance = 33;
    const roll = random.float();
    const isBlocked = roll < 0.008;
    const isGood =
      !isBlocked &&
      random.chance(clamp(0.94 + 0.03 * toRatingScore(units.kicker.ratings.kickAccuracy), 0.85, 0.99));
    play.kickResult = isBlocked ? 'BLOCKED' : isGood ? 'GOOD' : 'NO_GOOD';
    if (isGood) {
      state.scores[side] += 1;
      play.points = 1;
      play.scoring = true;
      play.scoringTeamId = offense.teamId;
    }
    const verdict = isBlocked ? 'is Blocked' : isGood ? 'is GOOD' : 'is No Good';
    play.description = prefixPlayText(
      play,
      `${context.nameOf(units.kicker)} extra point ${verdict}, Center-${context.nameOf(units.longSnapper)}, Holder-${context.nameOf(units.punter)}.`,
    );
  }
  recordPlay(state, play);
  state.next = 'KICKOFF';
  state.wallSeconds += 45;
}
