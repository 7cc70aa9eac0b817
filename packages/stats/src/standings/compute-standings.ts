import type { TeamId } from '@all22/domain';
import { computeClinchFlags } from './compute-clinch-flags.js';
import { describePlacement } from './describe-placement.js';
import { formatOrdinal } from './format-ordinal.js';
import { collectLeagueResults, getResults } from './league-results.js';
import { rankDivision } from './rank-division.js';
import { getSeasonFormat } from './season-format.js';
import { seedConference, type ConferencePlacement } from './seed-conference.js';
import { computeStreak, rankBySplitPercentage, tallySplit, type SplitName } from './split-records.js';
import type { TieBreakContext } from './tie-break-step.js';
import type { Conference, StandingsGame, StandingsOptions, StandingsTeam, TeamStanding } from './types.js';
import { computeWinPercentage } from './win-loss-record.js';

const CONFERENCES: readonly Conference[] = ['AFC', 'NFC'];

/**
 * Standings of a season through a week: records and split ranks, division ranks and conference
 * seeds by the NFL's tie-breaking procedures, clinch flags from the remaining schedule, and an
 * explanation of each club's division rank and seed. Rows come sorted by conference, division
 * and division rank. Pure: the same input always gives the same output (the coin toss included).
 */
export function computeStandings(
  teams: readonly StandingsTeam[],
  games: readonly StandingsGame[],
  options: StandingsOptions,
): TeamStanding[] {
  const league = collectLeagueResults(teams, games, options);
  const format = options.format ?? getSeasonFormat(options.season);

  const divisionRanks = new Map<TeamId, number>();
  const divisionExplanations = new Map<TeamId, string>();
  const divisions = [...new Set(teams.map((team) => team.division))];
  for (const division of divisions) {
    const members = teams.filter((team) => team.division === division).map((team) => team.teamId);
    for (const placement of rankDivision(members, { league })) {
      divisionRanks.set(placement.teamId, placement.position);
      divisionExplanations.set(
        placement.teamId,
        `${formatOrdinal(placement.position)} in the ${division}, ${describePlacement(league, placement.teamId, placement.decision, 'division')}`,
      );
    }
  }

  const context: TieBreakContext = { league, divisionRanks };
  const conferencePlacements = new Map<TeamId, ConferencePlacement>();
  for (const conference of CONFERENCES) {
    const members = teams.filter((team) => team.conference === conference).map((team) => team.teamId);
    for (const placement of seedConference(members, conference, context, format)) {
      conferencePlacements.set(placement.teamId, placement);
    }
  }

  const clinchInputs = teams.map((team) => ({
    teamId: team.teamId,
    conference: team.conference,
    division: team.division,
    divisionRank: divisionRanks.get(team.teamId) ?? 0,
    seed: conferencePlacements.get(team.teamId)?.seed ?? null,
  }));
  const clinchFlags = new Map(
    CONFERENCES.flatMap((conference) => [
      ...computeClinchFlags(
        clinchInputs.filter((club) => club.conference === conference),
        league,
        format,
      ),
    ]),
  );

  const allIds = teams.map((team) => team.teamId);
  const leagueRanks = {
    overall: rankBySplitPercentage(league, allIds, 'overall'),
    home: rankBySplitPercentage(league, allIds, 'home'),
    road: rankBySplitPercentage(league, allIds, 'road'),
  };

  const rows = teams.map((team): TeamStanding => {
    const { teamId } = team;
    const results = getResults(league, teamId);
    const placement = conferencePlacements.get(teamId);
    const divisionRank = divisionRanks.get(teamId) ?? 0;
    const split = (name: SplitName, rank: number) => ({ ...tallySplit(league, teamId, name), rank });
    const overall = tallySplit(league, teamId, 'overall');
    const pointsFor = results.reduce((total, result) => total + result.pointsFor, 0);
    const pointsAgainst = results.reduce((total, result) => total + result.pointsAgainst, 0);
    return {
      teamId,
      conferenceAbbr: team.conference,
      divisionName: team.division,
      overall: split('overall', leagueRanks.overall.get(teamId) ?? 0),
      home: split('home', leagueRanks.home.get(teamId) ?? 0),
      road: split('road', leagueRanks.road.get(teamId) ?? 0),
      conference: split('conference', placement?.position ?? 0),
      division: split('division', divisionRank),
      gamesPlayed: results.length,
      winPercentage: computeWinPercentage(overall),
      pointsFor,
      pointsAgainst,
      netPoints: pointsFor - pointsAgainst,
      streak: computeStreak(results),
      divisionRank,
      conferenceSeed: placement?.seed ?? null,
      clinched: clinchFlags.get(teamId) ?? {
        homeField: false,
        division: false,
        wildCard: false,
        playoff: false,
        eliminated: false,
      },
      explanation: {
        division: divisionExplanations.get(teamId) ?? '',
        conference: placement?.explanation ?? '',
      },
    };
  });
  return rows.sort(
    (a, b) =>
      a.conferenceAbbr.localeCompare(b.conferenceAbbr) ||
      a.divisionName.localeCompare(b.divisionName) ||
      a.divisionRank - b.divisionRank,
  );
}
