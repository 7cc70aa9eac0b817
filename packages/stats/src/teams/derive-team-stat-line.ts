import { roundTo } from '../players/compute-passer-rating.js';
import { divideOrNull, percentageOrNull } from '../players/derive-player-stat-line.js';
import type { TeamTotals } from './team-totals.js';

/** What the opponent did against the team: its defense's figures. */
export interface TeamAllowedFigures {
  pointsAgainst: number;
  passYardsAllowed: number;
  rushYardsAllowed: number;
  totalYardsAllowed: number;
  firstDownsAllowed: number;
  /** Opponent turnovers: interceptions made plus fumbles recovered. */
  takeaways: number;
  defensiveInterceptions: number;
  sacks: number;
}

/** Rates of a team line; null when the denominator is zero. Percentages 0–100. */
export interface TeamRates {
  yardsPerPlay: number | null;
  thirdDownPercentage: number | null;
  fourthDownPercentage: number | null;
  redZonePercentage: number | null;
  expectedPointsAddedPerPlay: number | null;
  /** The opponent offense's EPA per play: lower is better for this defense. */
  defenseExpectedPointsAddedPerPlay: number | null;
}

/** A team's stat line for a game or a season: own totals, allowed figures and rates. */
export type TeamStatLine = TeamTotals & TeamAllowedFigures & TeamRates;

/** The line of a team from its own totals and its opponents' (summed over the same games). */
export function deriveTeamStatLine(own: TeamTotals, opponent: TeamTotals): TeamStatLine {
  return {
    ...own,
    expectedPointsAdded: roundTo(own.expectedPointsAdded, 2),
    pointsAgainst: opponent.pointsFor,
    passYardsAllowed: opponent.passYards,
    rushYardsAllowed: opponent.rushYards,
    totalYardsAllowed: opponent.totalYards,
    firstDownsAllowed: opponent.firstDowns,
    takeaways: opponent.turnovers,
    defensiveInterceptions: opponent.interceptionsThrown,
    sacks: opponent.sacksTaken,
    yardsPerPlay: divideOrNull(own.totalYards, own.offensePlays, 1),
    thirdDownPercentage: percentageOrNull(own.thirdDownConversions, own.thirdDownAttempts),
    fourthDownPercentage: percentageOrNull(own.fourthDownConversions, own.fourthDownAttempts),
    redZonePercentage: percentageOrNull(own.redZoneTouchdowns, own.redZoneTrips),
    expectedPointsAddedPerPlay: divideOrNull(own.expectedPointsAdded, own.expectedPointsAddedPlays, 3),
    defenseExpectedPointsAddedPerPlay: divideOrNull(
      opponent.expectedPointsAdded,
      opponent.expectedPointsAddedPlays,
      3,
    ),
  };
}
