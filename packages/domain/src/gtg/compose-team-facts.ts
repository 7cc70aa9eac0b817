import { formatRecord } from '../display/format-record.js';
import { formatStatValue } from '../display/format-stat-value.js';
import { formatTeamAbbr } from '../display/format-team-abbr.js';
import { describeStat } from '../stats/stat-vocabulary.js';
import type { TeamId } from '../ids.js';
import { compareWeeks } from '../weeks/index.js';
import { perGame } from './competition-rank.js';
import { formatFactGame, formatFactWeek, formatScore } from './fact-labels.js';
import type { FunFact, FunFactEvidence } from './fun-fact.js';
import type { FactTeam, FactWeekGame, FunFactInput, TeamGameResult } from './fun-fact-input.js';
import { summarizeHeadToHead } from './head-to-head.js';
import { findResultStreak, getGameOutcome } from './streaks.js';

/** Thresholds of the team facts (docs/decisions/gtg.md). */
export const TEAM_FACT_LIMITS = {
  /** A winning or losing run worth a fact. */
  streakGames: 3,
  /** Games played before unbeaten, winless or a league lead is worth a fact. */
  seasonGames: 3,
  /** Meetings won in a row worth a sentence in the head-to-head fact. */
  seriesStreak: 2,
} as const;

const resultEvidence = (result: TeamGameResult): FunFactEvidence => ({
  label: formatFactGame(result, result.opponent.abbr, result.isHome),
  value: `${getGameOutcome(result.teamScore, result.opponentScore)} ${formatScore(result.teamScore, result.opponentScore)}`,
  gameId: result.gameId,
});

const teamLink = (team: FactTeam) => ({ kind: 'team' as const, label: team.fullName, teamId: team.teamId });

/** The team's results before the week, oldest first. */
const resultsOf = (input: FunFactInput, teamId: TeamId) =>
  input.teamResults.filter((result) => result.teamId === teamId);

/** The team's regular-season games of the week's season (all of them for a playoff week). */
const regularSeasonResultsOf = (input: FunFactInput, teamId: TeamId) =>
  resultsOf(input, teamId).filter(
    (result) =>
      result.season === input.week.season &&
      result.seasonType === 'REG' &&
      compareWeeks(result, input.week) < 0,
  );

function composeTeamStreak(input: FunFactInput, game: FactWeekGame, team: FactTeam): FunFact | null {
  const streak = findResultStreak(resultsOf(input, team.teamId));
  if (!streak || streak.games.length < TEAM_FACT_LIMITS.streakGames) return null;
  const first = streak.games[0]!;
  const verb = streak.outcome === 'W' ? 'won' : 'lost';
  return {
    id: `teamStreak:${team.teamId}`,
    kind: 'streak',
    gameId: game.gameId,
    text: `The ${team.fullName} have ${verb} ${streak.games.length} games in a row, since ${formatFactWeek(first)}.`,
    evidence: streak.games.map(resultEvidence),
    links: [teamLink(team)],
    claim: {
      kind: 'teamStreak',
      teamId: team.teamId,
      outcome: streak.outcome,
      length: streak.games.length,
      gameIds: streak.games.map((result) => result.gameId),
    },
  };
}

function composeTeamRecord(input: FunFactInput, game: FactWeekGame, team: FactTeam): FunFact | null {
  if (input.week.seasonType === 'PRE') return null;
  const results = regularSeasonResultsOf(input, team.teamId);
  if (results.length < TEAM_FACT_LIMITS.seasonGames) return null;
  const count = (outcome: 'W' | 'L' | 'T') =>
    results.filter((result) => getGameOutcome(result.teamScore, result.opponentScore) === outcome).length;
  const record = { wins: count('W'), losses: count('L'), ties: count('T') };
  const kind = record.losses === 0 ? 'unbeaten' : record.wins === 0 ? 'winless' : null;
  if (kind === null) return null;
  const verb = input.week.seasonType === 'REG' ? 'are' : 'were';
  return {
    id: `teamRecord:${team.teamId}`,
    kind: 'record',
    gameId: game.gameId,
    text: `The ${team.fullName} ${verb} ${kind} in the ${input.week.season} regular season at ${formatRecord(record)}.`,
    evidence: results.map(resultEvidence),
    links: [teamLink(team)],
    claim: { kind: 'teamRecord', teamId: team.teamId, record: kind, ...record },
  };
}

/** Points for and against per team over this regular season before the week. */
function tallySeasonPoints(input: FunFactInput) {
  const tally = new Map<TeamId, { points: number; allowed: number; games: number }>();
  for (const result of input.teamResults) {
    if (result.season !== input.week.season || result.seasonType !== 'REG') continue;
    if (compareWeeks(result, input.week) >= 0) continue;
    const entry = tally.get(result.teamId) ?? { points: 0, allowed: 0, games: 0 };
    entry.points += result.teamScore;
    entry.allowed += result.opponentScore;
    entry.games += 1;
    tally.set(result.teamId, entry);
  }
  return tally;
}

const LEADER_TEXT = {
  pointsPerGame: { verb: 'score', what: 'the most', field: 'points' },
  pointsAllowedPerGame: { verb: 'allow', what: 'the fewest', field: 'allowed' },
} as const;

/**
 * The league's best scoring offense or stingiest defense per game this regular season (among every
 * team that has played), when one team alone holds it, has played enough games, and plays this week.
 */
function composeTeamLeaders(input: FunFactInput, abbrs: ReadonlyMap<TeamId, string>): FunFact[] {
  if (input.week.seasonType === 'PRE') return [];
  const tally = [...tallySeasonPoints(input)].map(([teamId, entry]) => ({ teamId, ...entry }));
  const facts: FunFact[] = [];
  for (const stat of ['pointsPerGame', 'pointsAllowedPerGame'] as const) {
    const { verb, what, field } = LEADER_TEXT[stat];
    const value = (entry: (typeof tally)[number]) => perGame(entry[field], entry.games)!;
    const sorted = [...tally].sort((a, b) =>
      stat === 'pointsPerGame' ? value(b) - value(a) : value(a) - value(b),
    );
    const [leader, next] = sorted;
    // Alone at the top of every team that has played, with enough games to mean something.
    if (!leader || !next || value(next) === value(leader)) continue;
    if (leader.games < TEAM_FACT_LIMITS.seasonGames) continue;
    const game = input.games.find(
      (candidate) => candidate.home.teamId === leader.teamId || candidate.visitor.teamId === leader.teamId,
    );
    if (!game) continue;
    const team = game.home.teamId === leader.teamId ? game.home : game.visitor;
    const perGameText = formatStatValue(value(leader));
    const evidence: FunFactEvidence[] = [
      {
        label: describeStat(stat === 'pointsPerGame' ? 'team.pointsFor' : 'team.pointsAgainst').label,
        value: String(leader[field]),
        gameId: null,
      },
      { label: 'Games', value: String(leader.games), gameId: null },
      { label: 'Per game', value: perGameText, gameId: null },
    ];
    evidence.push({
      label: 'Next best',
      value: `${formatTeamAbbr(abbrs.get(next.teamId) ?? next.teamId)} ${formatStatValue(value(next))}`,
      gameId: null,
    });
    facts.push({
      id: `teamLeader:${team.teamId}:${stat}`,
      kind: 'record',
      gameId: game.gameId,
      text: `The ${team.fullName} ${verb} ${perGameText} points a game, ${what} in the league this regular season.`,
      evidence,
      links: [teamLink(team)],
      claim: { kind: 'teamLeader', teamId: team.teamId, stat, points: leader[field], games: leader.games },
    });
  }
  return facts;
}

/** "9-3" or "9-3-1" from the first side. */
const seriesRecord = (wins: number, losses: number, ties: number) => formatRecord({ wins, losses, ties });

function composeHeadToHead(input: FunFactInput, game: FactWeekGame): FunFact {
  const { home, visitor } = game;
  const meetings = resultsOf(input, home.teamId).filter(
    (result) => result.opponent.teamId === visitor.teamId,
  );
  const series = summarizeHeadToHead(meetings);
  const scope = `in regular-season and playoff games since ${input.firstSeason}`;
  const base = {
    id: `headToHead:${game.gameId}`,
    kind: 'headToHead' as const,
    gameId: game.gameId,
    links: [teamLink(visitor), teamLink(home)],
  };
  const claimBase = {
    kind: 'headToHead' as const,
    teamId: home.teamId,
    opponentId: visitor.teamId,
    wins: series.wins,
    losses: series.losses,
    ties: series.ties,
    gameIds: meetings.map((meeting) => meeting.gameId),
    sinceSeason: input.firstSeason,
  };
  if (series.last === null) {
    return {
      ...base,
      text: `The ${visitor.fullName} and the ${home.fullName} have not met ${scope}.`,
      evidence: [{ label: `Meetings since ${input.firstSeason}`, value: '0', gameId: null }],
      claim: { ...claimBase, streak: null },
    };
  }
  const homeAbbr = formatTeamAbbr(home.abbr);
  const visitorAbbr = formatTeamAbbr(visitor.abbr);
  const lead =
    series.wins === series.losses
      ? `The ${visitor.fullName} and the ${home.fullName} are even at ${seriesRecord(series.wins, series.losses, series.ties)} ${scope}.`
      : series.wins > series.losses
        ? `The ${home.fullName} lead the series with the ${visitor.fullName} ${seriesRecord(series.wins, series.losses, series.ties)} ${scope}.`
        : `The ${visitor.fullName} lead the series with the ${home.fullName} ${seriesRecord(series.losses, series.wins, series.ties)} ${scope}.`;
  const last = series.last;
  const lastOutcome = getGameOutcome(last.teamScore, last.opponentScore);
  const lastWhen = formatFactWeek(last);
  const streakLength = series.streak?.meetings.length ?? 0;
  const streakTeam = series.streak?.outcome === 'W' ? home : visitor;
  const high = Math.max(last.teamScore, last.opponentScore);
  const low = Math.min(last.teamScore, last.opponentScore);
  const lastSentence =
    lastOutcome === 'T'
      ? ` The last meeting, in ${lastWhen}, ended in a ${high}-${low} tie.`
      : streakLength >= TEAM_FACT_LIMITS.seriesStreak
        ? ` The ${streakTeam.fullName} have won the last ${streakLength} meetings, most recently ${high}-${low} in ${lastWhen}.`
        : ` The ${(lastOutcome === 'W' ? home : visitor).fullName} won the last meeting ${high}-${low} in ${lastWhen}.`;
  const leaderAbbr = series.wins >= series.losses ? homeAbbr : visitorAbbr;
  const evidence: FunFactEvidence[] = [
    {
      label: `Series since ${input.firstSeason}`,
      value:
        series.wins === series.losses
          ? `Even ${seriesRecord(series.wins, series.losses, series.ties)}`
          : `${leaderAbbr} ${series.wins > series.losses ? seriesRecord(series.wins, series.losses, series.ties) : seriesRecord(series.losses, series.wins, series.ties)}`,
      gameId: null,
    },
    ...meetings.map((meeting) => {
      const outcome = getGameOutcome(meeting.teamScore, meeting.opponentScore);
      const winnerHigh = Math.max(meeting.teamScore, meeting.opponentScore);
      const winnerLow = Math.min(meeting.teamScore, meeting.opponentScore);
      const [away, host] = meeting.isHome ? [visitorAbbr, homeAbbr] : [homeAbbr, visitorAbbr];
      return {
        label: `${formatFactWeek(meeting)}: ${away} at ${host}`,
        value:
          outcome === 'T'
            ? `Tie ${winnerHigh}-${winnerLow}`
            : `${outcome === 'W' ? homeAbbr : visitorAbbr} ${winnerHigh}-${winnerLow}`,
        gameId: meeting.gameId,
      };
    }),
  ];
  return {
    ...base,
    text: lead + lastSentence,
    evidence,
    claim: {
      ...claimBase,
      streak:
        streakLength >= TEAM_FACT_LIMITS.seriesStreak
          ? { teamId: streakTeam.teamId, length: streakLength }
          : null,
    },
  };
}

/** The week's team facts: each game's series, each team's run and unbeaten or winless record, the league's scoring leaders. */
export function composeTeamFacts(input: FunFactInput): FunFact[] {
  const abbrs = new Map<TeamId, string>();
  for (const result of input.teamResults) abbrs.set(result.opponent.teamId, result.opponent.abbr);
  for (const game of input.games) {
    abbrs.set(game.home.teamId, game.home.abbr);
    abbrs.set(game.visitor.teamId, game.visitor.abbr);
  }
  const facts: FunFact[] = [];
  for (const game of input.games) {
    facts.push(composeHeadToHead(input, game));
    for (const team of [game.visitor, game.home]) {
      const streak = composeTeamStreak(input, game, team);
      if (streak) facts.push(streak);
      const record = composeTeamRecord(input, game, team);
      // "Lost 5 in a row since Week 1" already says "winless at 0-5".
      const isSaidByStreak =
        streak?.claim.kind === 'teamStreak' &&
        record?.claim.kind === 'teamRecord' &&
        record.claim.ties === 0 &&
        streak.claim.length >= record.claim.wins + record.claim.losses;
      if (record && !isSaidByStreak) facts.push(record);
    }
  }
  return [...facts, ...composeTeamLeaders(input, abbrs)];
}
