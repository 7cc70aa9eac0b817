import type { SeasonType } from '@all22/domain';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { COMMERCIAL_SECONDS } from './run-game-clock.js';

/** Real seconds of halftime. */
const HALFTIME_SECONDS = 20 * 60;

/** Length of an overtime period in seconds: 10 minutes in the regular season, 15 in the postseason. */
const getOvertimeSeconds = (seasonType: SeasonType): number => (seasonType === 'POST' ? 900 : 600);

/** Starts overtime: a coin toss, fresh timeouts (two each; three in the postseason), a kickoff. */
const startOvertime = (context: GameContext, state: GameState): void => {
  const seasonType = context.game.seasonType;
  const firstTeam = context.random.chance(0.5) ? 0 : 1;
  state.quarter = 5;
  state.clockSeconds = getOvertimeSeconds(seasonType);
  state.timeouts = seasonType === 'POST' ? [3, 3] : [2, 2];
  state.twoMinuteWarningTaken = false;
  state.offense = otherSide(firstTeam);
  state.next = 'KICKOFF';
  state.overtime = { firstTeam, possessions: [0, 0], periods: 1 };
  state.wallSeconds += COMMERCIAL_SECONDS + 60;
};

/**
 * Called when the clock reaches 0:00 (and no try is pending): the next quarter, halftime (the
 * opening receiver kicks off the second half), overtime when regulation ends tied, another
 * overtime period when a tie is not allowed, or the end of the game.
 */
export function advancePeriod(context: GameContext, state: GameState, allowTies: boolean): void {
  const isTied = state.scores[0] === state.scores[1];
  switch (state.quarter) {
    case 1:
    case 3:
      state.quarter += 1;
      state.clockSeconds = 900;
      state.twoMinuteWarningTaken = false;
      state.wallSeconds += COMMERCIAL_SECONDS;
      return;
    case 2:
      state.quarter = 3;
      state.clockSeconds = 900;
      state.timeouts = [3, 3];
      state.twoMinuteWarningTaken = false;
      state.offense = state.openingReceiver;
      state.next = 'KICKOFF';
      state.wallSeconds += HALFTIME_SECONDS;
      return;
    case 4:
      if (isTied) startOvertime(context, state);
      else state.isOver = true;
      return;
    default: {
      const canTie = allowTies && context.game.seasonType === 'REG';
      if (!isTied || canTie || !state.overtime) {
        state.isOver = true;
        return;
      }
      // Another period: same quarter number (the feed counts overtime as 5), clock reset.
      state.overtime.periods += 1;
      state.clockSeconds = getOvertimeSeconds(context.game.seasonType);
      state.twoMinuteWarningTaken = false;
      if (state.overtime.periods % 2 === 1) state.timeouts = [3, 3];
      state.wallSeconds += COMMERCIAL_SECONDS;
    }
  }
}
