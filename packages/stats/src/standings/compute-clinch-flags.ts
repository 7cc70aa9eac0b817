import type { TeamId } from '@all22/domain';
import { getResults, type LeagueResults } from './league-results.js';
import type { SeasonFormat, StandingsClinch } from './types.js';
import { tallyRecord } from './win-loss-record.js';

/** A club's final winning percentage range as fractions over the same denominator (2 × season games). */
interface PercentageRange {
  lowest: number;
  highest: number;
  denominator: number;
}

function computePercentageRange(league: LeagueResults, teamId: TeamId): PercentageRange {
  const record = tallyRecord(getResults(league, teamId));
  const remaining = league.remainingGames.get(teamId) ?? 0;
  const lowest = 2 * record.wins + record.ties;
  return {
    lowest,
    highest: lowest + 2 * remaining,
    denominator: 2 * (record.wins + record.losses + record.ties + remaining),
  };
}

// a's worst final percentage is strictly better than b's best (cross-multiplied: exact integers).
const isSurelyAbove = (a: PercentageRange, b: PercentageRange): boolean =>
  a.denominator > 0 && b.denominator > 0 && a.lowest * b.denominator > b.highest * a.denominator;

/** Where clubs finished, for season-end flags and for grouping by division. */
export interface ClinchInput {
  teamId: TeamId;
  division: string;
  divisionRank: number;
  seed: number | null;
}

/**
 * Clinch and elimination flags for one conference.
 *
 * With no games left anywhere in the league the flags follow the final seeds. Before that they
 * are computed from each club's best and worst possible final winning percentage (win out / lose
 * out), ignoring tie-breakers, so a flag is never set that a result could undo, but it may come a
 * week later than the NFL's (which also counts tie-breakers already locked in):
 * - division: every division rival's best is below the club's worst;
 * - homeField: the division is clinched and every other conference club's best is below the club's worst;
 * - playoff: the division is clinched, or fewer other conference clubs than there are wild-card
 *   places can still reach the club's worst (so at most that many non-winners can finish ahead);
 * - wildCard: playoff clinched but division not (at season end: a wild-card seed);
 * - eliminated: a division rival is surely above the club (no title), and the clubs surely above it
 *   that cannot all be division winners (in each division, all but one of them) fill every wild-card place.
 */
export function computeClinchFlags(
  clubs: readonly ClinchInput[],
  league: LeagueResults,
  format: SeasonFormat,
): Map<TeamId, StandingsClinch> {
  const isSeasonOver = [...league.remainingGames.values()].every((count) => count === 0);
  const flags = new Map<TeamId, StandingsClinch>();
  if (isSeasonOver) {
    for (const club of clubs) {
      const playoff = club.seed !== null;
      flags.set(club.teamId, {
        homeField: club.seed === 1,
        division: club.divisionRank === 1,
        wildCard: playoff && club.divisionRank !== 1,
        playoff,
        eliminated: !playoff,
      });
    }
    return flags;
  }

  const wildCardPlaces = format.playoffTeamsPerConference - format.divisionWinnersPerConference;
  const ranges = new Map(clubs.map((club) => [club.teamId, computePercentageRange(league, club.teamId)]));
  const rangeOf = (teamId: TeamId): PercentageRange =>
    ranges.get(teamId) ?? { lowest: 0, highest: 0, denominator: 0 };
  for (const club of clubs) {
    const own = rangeOf(club.teamId);
    const others = clubs.filter((other) => other.teamId !== club.teamId);
    const rivals = others.filter((other) => other.division === club.division);
    const division = rivals.every((rival) => isSurelyAbove(own, rangeOf(rival.teamId)));
    const homeField = division && others.every((other) => isSurelyAbove(own, rangeOf(other.teamId)));
    const canCatch = others.filter((other) => !isSurelyAbove(own, rangeOf(other.teamId))).length;
    const playoff = division || canCatch < wildCardPlaces;

    const surelyAbove = others.filter((other) => isSurelyAbove(rangeOf(other.teamId), own));
    const aboveByDivision = new Map<string, number>();
    for (const other of surelyAbove)
      aboveByDivision.set(other.division, (aboveByDivision.get(other.division) ?? 0) + 1);
    const nonWinnersAbove = [...aboveByDivision.values()].reduce((total, count) => total + count - 1, 0);
    const eliminated = (aboveByDivision.get(club.division) ?? 0) > 0 && nonWinnersAbove >= wildCardPlaces;

    flags.set(club.teamId, { homeField, division, wildCard: playoff && !division, playoff, eliminated });
  }
  return flags;
}
