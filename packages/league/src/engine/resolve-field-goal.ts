import type { GameDayPlayer } from './game-day-roster.js';
import { createPlayRecord } from './create-play-record.js';
import { prefixPlayText } from './format-play-text.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { changePossession, recordPlay } from './move-ball.js';
import { clamp, logistic, toRatingScore } from './rating-math.js';
import { getFieldGoalRange } from './choose-play-call.js';
import { runGameClock } from './run-game-clock.js';

/**
 * Chance a field goal of `distance` yards is good: about 97% from 25, 86% from 40, 65% from 55,
 * better for accurate kickers and falling off fast beyond the kicker's range.
 */
export function getFieldGoalMakeChance(kicker: GameDayPlayer, distance: number): number {
  const beyondRange = Math.max(0, distance - getFieldGoalRange(kicker));
  const logOdds =
    1.85 - 0.088 * (distance - 40) + 0.45 * toRatingScore(kicker.ratings.kickAccuracy) - 0.25 * beyondRange;
  return clamp(logistic(logOdds), 0.02, 0.995);
}

/** A field-goal try from seven yards behind the line; a miss gives the ball back at the spot (or the 20). */
export function resolveFieldGoal(context: GameContext, state: GameState): void {
  const { random } = context;
  const kickingSide = state.offense;
  const kicking = context.teams[kickingSide];
  const defending = context.teams[otherSide(kickingSide)];
  const play = createPlayRecord(context, state, 'play_type_field_goal', true);
  const { kicker, punter, longSnapper } = kicking.units;
  play.offensePlayerIds = kicking.units.fieldGoalTeam.playerIds;
  play.defensePlayerIds = defending.units.fieldGoalBlockTeam.playerIds;
  play.kickerId = kicker.nflId;
  const distance = state.yardlineNumber + 17;
  play.kickDistance = distance;
  const credits = `Center-${context.nameOf(longSnapper)}, Holder-${context.nameOf(punter)}.`;
  const isBlocked = random.chance(0.012);
  const isGood = !isBlocked && random.chance(getFieldGoalMakeChance(kicker, distance));
  if (isGood) {
    play.kickResult = 'GOOD';
    play.points = 3;
    play.scoring = true;
    play.scoringTeamId = kicking.teamId;
    state.scores[kickingSide] += 3;
    state.next = 'KICKOFF';
    play.description = prefixPlayText(
      play,
      `${context.nameOf(kicker)} ${distance} yard field goal is GOOD, ${credits}`,
    );
    recordPlay(state, play);
    runGameClock(context, state, 5, 'STOPPED');
    return;
  }
  play.kickResult = isBlocked ? 'BLOCKED' : 'NO_GOOD';
  const verdict = isBlocked ? `is BLOCKED by ${defending.abbr}` : 'is No Good';
  play.description = prefixPlayText(
    play,
    `${context.nameOf(kicker)} ${distance} yard field goal ${verdict}, ${credits}`,
  );
  recordPlay(state, play);
  changePossession(state, Math.min(80, 100 - (state.yardlineNumber + 7)));
  runGameClock(context, state, 5, 'STOPPED');
}
