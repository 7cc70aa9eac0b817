import { getResults, type GameResult, type LeagueResults } from './league-results.js';
import { mapGroup, type StepValue, type TieBreakStep } from './tie-break-step.js';
import { formatPercentage, getGameOutcome, tallyRecord } from './win-loss-record.js';

/**
 * Combined won-lost-tied percentage of the opponents in the given games, each opponent counted
 * once per game (beat a club twice and its record counts twice), over its current record.
 */
function combineOpponentRecords(league: LeagueResults, games: readonly GameResult[]): StepValue {
  let halfWins = 0;
  let halfGames = 0;
  for (const game of games) {
    const record = tallyRecord(getResults(league, game.opponentId));
    halfWins += 2 * record.wins + record.ties;
    halfGames += 2 * (record.wins + record.losses + record.ties);
  }
  const score = halfGames === 0 ? 0 : halfWins / halfGames;
  return { score, label: formatPercentage(score) };
}

/** Strength of victory: the combined percentage of the clubs a club has beaten (ties are not victories). */
export const strengthOfVictoryStep: TieBreakStep = {
  name: 'strength of victory',
  evaluate: (group, { league }) =>
    mapGroup(group, (teamId) =>
      combineOpponentRecords(
        league,
        getResults(league, teamId).filter((game) => getGameOutcome(game) === 'W'),
      ),
    ),
};

/** Strength of schedule: the combined percentage of every opponent played. */
export const strengthOfScheduleStep: TieBreakStep = {
  name: 'strength of schedule',
  evaluate: (group, { league }) =>
    mapGroup(group, (teamId) => combineOpponentRecords(league, getResults(league, teamId))),
};
