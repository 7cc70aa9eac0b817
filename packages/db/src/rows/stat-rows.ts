/**
 * Maps @all22/stats results onto the derived tables: headline figures as columns (sortable),
 * the full line as jsonb, fantasy keys renamed to the columns' camelCase.
 */
import {
  compactStatLine,
  computeFantasyPointFormats,
  selectPlayerHeadline,
  toFantasyStatLine,
  type FantasySeasonStats,
  type PlayerGameStats,
  type PlayerSeasonStats,
  type TeamGameStats,
  type TeamSeasonStats,
  type TeamStanding,
  type TeamStatLine,
} from '@all22/stats';
import type {
  NewFantasySeasonStats,
  NewPlayerGameStats,
  NewPlayerSeasonStats,
  NewStanding,
  NewTeamGameStats,
  NewTeamSeasonStats,
} from '../schema/stats.js';

const fantasyColumns = (line: PlayerGameStats['stats']) => {
  const points = computeFantasyPointFormats(toFantasyStatLine(line));
  return { fpStd: points.fpStd, fpHalfPpr: points.fpHalfPPR, fpPpr: points.fpPPR };
};

export function toPlayerGameStatsRow(row: PlayerGameStats, position: string): NewPlayerGameStats {
  return {
    gameId: row.gameId,
    nflId: row.nflId,
    teamId: row.teamId,
    season: row.season,
    seasonType: row.seasonType,
    week: row.week,
    position,
    ...selectPlayerHeadline(row.stats),
    ...fantasyColumns(row.stats),
    // Stored compact; readers expand it with expandStatLine (see packages/stats/src/storage).
    stats: compactStatLine(row.stats),
  };
}

export function toPlayerSeasonStatsRow(row: PlayerSeasonStats, position: string): NewPlayerSeasonStats {
  return {
    season: row.season,
    seasonType: row.seasonType,
    nflId: row.nflId,
    teamId: row.teamId,
    gamesPlayed: row.gamesPlayed,
    gamesDnp: row.gamesDnp,
    position,
    ...selectPlayerHeadline(row.stats),
    ...fantasyColumns(row.stats),
    stats: compactStatLine(row.stats),
  };
}

const teamColumns = (line: TeamStatLine) => ({
  pointsFor: line.pointsFor,
  pointsAgainst: line.pointsAgainst,
  passYards: line.passYards,
  rushYards: line.rushYards,
  totalYards: line.totalYards,
  passYardsAllowed: line.passYardsAllowed,
  rushYardsAllowed: line.rushYardsAllowed,
  totalYardsAllowed: line.totalYardsAllowed,
  turnovers: line.turnovers,
  takeaways: line.takeaways,
  offensePlays: line.offensePlays,
  stats: line as unknown as Record<string, unknown>,
});

export function toTeamGameStatsRow(row: TeamGameStats): NewTeamGameStats {
  return {
    gameId: row.gameId,
    teamId: row.teamId,
    opponentTeamId: row.opponentTeamId,
    season: row.season,
    seasonType: row.seasonType,
    week: row.week,
    isHome: row.isHome,
    ...teamColumns(row.stats),
  };
}

export function toTeamSeasonStatsRow(row: TeamSeasonStats): NewTeamSeasonStats {
  return {
    season: row.season,
    seasonType: row.seasonType,
    teamId: row.teamId,
    games: row.games,
    ...teamColumns(row.stats),
  };
}

export function toFantasySeasonStatsRow(row: FantasySeasonStats): NewFantasySeasonStats {
  return {
    season: row.season,
    seasonType: row.seasonType,
    nflId: row.nflId,
    teamId: row.teamId,
    position: row.position,
    gamesPlayed: row.gamesPlayed,
    fpStd: row.fpStd,
    fpHalfPpr: row.fpHalfPPR,
    fpPpr: row.fpPPR,
    fpPosRkStd: row.fpPosRkStd,
    fpPosRkHalfPpr: row.fpPosRkHalfPPR,
    fpPosRkPpr: row.fpPosRkPPR,
    fpPosRkLblStd: row.fpPosRkLblStd,
    fpPosRkLblHalfPpr: row.fpPosRkLblHalfPPR,
    fpPosRkLblPpr: row.fpPosRkLblPPR,
    fpPgStd: row.fpPGStd,
    fpPgHalfPpr: row.fpPGHalfPPR,
    fpPgPpr: row.fpPGPPR,
  };
}

/**
 * Which tie-breaker decided a place, in words: the division explanation, a line break, then the
 * seed's (neither contains a line break; the read API splits them again: parseTieBreaker).
 */
export function describeTieBreaker(standing: Pick<TeamStanding, 'explanation'>): string {
  return `${standing.explanation.division}\n${standing.explanation.conference}`;
}

export function toStandingRow(standing: TeamStanding, season: number, week: number): NewStanding {
  return {
    season,
    seasonType: 'REG',
    week,
    teamId: standing.teamId,
    overallWins: standing.overall.wins,
    overallLosses: standing.overall.losses,
    overallTies: standing.overall.ties,
    overallRank: standing.overall.rank,
    homeWins: standing.home.wins,
    homeLosses: standing.home.losses,
    homeTies: standing.home.ties,
    homeRank: standing.home.rank,
    roadWins: standing.road.wins,
    roadLosses: standing.road.losses,
    roadTies: standing.road.ties,
    roadRank: standing.road.rank,
    conferenceWins: standing.conference.wins,
    conferenceLosses: standing.conference.losses,
    conferenceTies: standing.conference.ties,
    conferenceRank: standing.conference.rank,
    divisionWins: standing.division.wins,
    divisionLosses: standing.division.losses,
    divisionTies: standing.division.ties,
    divisionRank: standing.divisionRank,
    winPct: standing.winPercentage,
    pointsFor: standing.pointsFor,
    pointsAgainst: standing.pointsAgainst,
    streak: standing.streak,
    clinchedHomeField: standing.clinched.homeField,
    clinchedDivision: standing.clinched.division,
    clinchedWildCard: standing.clinched.wildCard,
    clinchedPlayoff: standing.clinched.playoff,
    eliminated: standing.clinched.eliminated,
    seed: standing.conferenceSeed,
    tieBreaker: describeTieBreaker(standing),
  };
}
