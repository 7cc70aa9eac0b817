import type { TeamId } from '@all22/domain';
import { getResults, type GameResult, type LeagueResults } from './league-results.js';
import { findCommonOpponents } from './record-steps.js';
import { mapGroup, type TieBreakStep } from './tie-break-step.js';

const sumPoints = (games: readonly GameResult[], key: 'pointsFor' | 'pointsAgainst'): number =>
  games.reduce((total, game) => total + game[key], 0);

/** Standard competition rank ("1224"): 1 + the number of values strictly better. */
function rankValue(value: number, all: readonly number[], higherIsBetter: boolean): number {
  return 1 + all.filter((other) => (higherIsBetter ? other > value : other < value)).length;
}

/**
 * Best combined ranking in points scored and points allowed (all games): the club's rank in
 * points scored plus its rank in points allowed, among its conference's clubs or all clubs;
 * the lower sum wins. Equal totals share a rank.
 */
export function createPointsRankingStep(scope: 'conference' | 'league'): TieBreakStep {
  return {
    name:
      scope === 'conference' ? 'combined ranking among conference teams' : 'combined ranking among all teams',
    evaluate(group, { league }) {
      const conference = league.teams.get(group[0] as TeamId)?.conference;
      const pool = [...league.teams.values()].filter(
        (team) => scope === 'league' || team.conference === conference,
      );
      const scored = pool.map((team) => sumPoints(getResults(league, team.teamId), 'pointsFor'));
      const allowed = pool.map((team) => sumPoints(getResults(league, team.teamId), 'pointsAgainst'));
      return mapGroup(group, (teamId) => {
        const results = getResults(league, teamId);
        const sum =
          rankValue(sumPoints(results, 'pointsFor'), scored, true) +
          rankValue(sumPoints(results, 'pointsAgainst'), allowed, false);
        return { score: -sum, label: `rank sum ${sum}` };
      });
    },
  };
}

const netLabel = (net: number): string => (net > 0 ? `+${net}` : `${net}`);

function createNetPointsStep(
  name: string,
  selectGames: (
    league: LeagueResults,
    group: readonly TeamId[],
    teamId: TeamId,
  ) => readonly GameResult[] | null,
): TieBreakStep {
  return {
    name,
    evaluate(group, context) {
      const games = group.map((teamId) => selectGames(context.league, group, teamId));
      if (games.some((list) => list === null)) return null;
      return mapGroup(group, (teamId) => {
        const list = games[group.indexOf(teamId)] ?? [];
        const net = sumPoints(list, 'pointsFor') - sumPoints(list, 'pointsAgainst');
        return { score: net, label: netLabel(net) };
      });
    },
  };
}

/** Best net points in common games (skipped when the clubs have no common opponent). */
export const commonNetPointsStep = createNetPointsStep(
  'net points in common games',
  (league, group, teamId) => {
    const common = findCommonOpponents(league, group);
    return common.size === 0
      ? null
      : getResults(league, teamId).filter((game) => common.has(game.opponentId));
  },
);

/** Best net points in conference games. */
export const conferenceNetPointsStep = createNetPointsStep(
  'net points in conference games',
  (league, _group, teamId) => getResults(league, teamId).filter((game) => game.isConference),
);

/** Best net points in all games. */
export const allNetPointsStep = createNetPointsStep('net points in all games', (league, _group, teamId) =>
  getResults(league, teamId),
);

/** Best net touchdowns in all games; skipped unless every game of every tied club has touchdowns. */
export const netTouchdownsStep: TieBreakStep = {
  name: 'net touchdowns in all games',
  evaluate(group, { league }) {
    const games = group.flatMap((teamId) => getResults(league, teamId));
    if (games.some((game) => game.touchdownsFor == null || game.touchdownsAgainst == null)) return null;
    return mapGroup(group, (teamId) => {
      const net = getResults(league, teamId).reduce(
        (total, game) => total + (game.touchdownsFor ?? 0) - (game.touchdownsAgainst ?? 0),
        0,
      );
      return { score: net, label: netLabel(net) };
    });
  },
};
