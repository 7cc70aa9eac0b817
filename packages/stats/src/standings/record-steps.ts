import type { TeamId } from '@all22/domain';
import { getResults, type GameResult, type LeagueResults } from './league-results.js';
import { mapGroup, type StepValue, type TieBreakStep } from './tie-break-step.js';
import { computeRankingPercentage, formatRecord, getGameOutcome, tallyRecord } from './win-loss-record.js';

const recordValue = (results: readonly GameResult[]): StepValue => {
  const record = tallyRecord(results);
  return { score: computeRankingPercentage(record), label: formatRecord(record) };
};

const gamesAgainst = (league: LeagueResults, teamId: TeamId, opponents: ReadonlySet<TeamId>): GameResult[] =>
  getResults(league, teamId).filter((result) => opponents.has(result.opponentId));

/**
 * Head-to-head: best won-lost-tied percentage in games among the tied clubs. Applies only when
 * every club has played at least one of the others (mid-season a club may not have yet).
 */
export const headToHeadStep: TieBreakStep = {
  name: 'head-to-head',
  evaluate(group, { league }) {
    const members = new Set(group);
    const games = new Map(group.map((teamId) => [teamId, gamesAgainst(league, teamId, members)]));
    if ([...games.values()].some((list) => list.length === 0)) return null;
    return mapGroup(group, (teamId) => recordValue(games.get(teamId) ?? []));
  },
};

/**
 * Head-to-head sweep (wild card, three or more clubs): applies only if one club beat each of the
 * others (it wins the step) or lost to each of the others (it drops out). "Each" means every game
 * against every other club.
 */
export const headToHeadSweepStep: TieBreakStep = {
  name: 'head-to-head sweep',
  evaluate(group, { league }) {
    const sweepOutcome = (teamId: TeamId, outcome: 'W' | 'L'): boolean =>
      group.every((otherId) => {
        if (otherId === teamId) return true;
        const games = gamesAgainst(league, teamId, new Set([otherId]));
        return games.length > 0 && games.every((game) => getGameOutcome(game) === outcome);
      });
    const values = mapGroup(group, (teamId) =>
      sweepOutcome(teamId, 'W')
        ? { score: 1, label: 'beat each of the others' }
        : sweepOutcome(teamId, 'L')
          ? { score: -1, label: 'lost to each of the others' }
          : { score: 0, label: 'no sweep' },
    );
    return [...values.values()].some((value) => value.score !== 0) ? values : null;
  },
};

/** Best won-lost-tied percentage in games within the division. */
export const divisionRecordStep: TieBreakStep = {
  name: 'division record',
  evaluate: (group, { league }) =>
    mapGroup(group, (teamId) =>
      recordValue(getResults(league, teamId).filter((result) => result.isDivision)),
    ),
};

/** Best won-lost-tied percentage in games within the conference. */
export const conferenceRecordStep: TieBreakStep = {
  name: 'conference record',
  evaluate: (group, { league }) =>
    mapGroup(group, (teamId) =>
      recordValue(getResults(league, teamId).filter((result) => result.isConference)),
    ),
};

/**
 * Opponents every tied club has played. The tied clubs themselves are never in the set (no club
 * plays itself, so each is missing from its own opponent list).
 */
export function findCommonOpponents(league: LeagueResults, group: readonly TeamId[]): Set<TeamId> {
  const opponentSets = group.map(
    (teamId) => new Set(getResults(league, teamId).map((result) => result.opponentId)),
  );
  const [first, ...rest] = opponentSets;
  return new Set([...(first ?? [])].filter((opponentId) => rest.every((set) => set.has(opponentId))));
}

/**
 * Best won-lost-tied percentage in common games (every game against a common opponent). The
 * wild-card procedure requires a minimum of four such games for every club, else the step is skipped.
 */
export function createCommonGamesStep(minimumGames: number): TieBreakStep {
  return {
    name: minimumGames > 0 ? `common games (minimum ${minimumGames})` : 'common games',
    evaluate(group, { league }) {
      const common = findCommonOpponents(league, group);
      if (common.size === 0) return null;
      const games = new Map(group.map((teamId) => [teamId, gamesAgainst(league, teamId, common)]));
      if ([...games.values()].some((list) => list.length < Math.max(minimumGames, 1))) return null;
      return mapGroup(group, (teamId) => recordValue(games.get(teamId) ?? []));
    },
  };
}
