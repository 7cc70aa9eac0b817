import type { SeasonWeek } from '../weeks/index.js';

/** The regular-season games the guide's records, ranks and players come from. */
export interface GuideBasis {
  season: number;
  /** The last week counted; null for the whole regular season. */
  throughWeek: number | null;
}

/**
 * The guide's figures are from before the week, so they read the same all week (docs/decisions/gtg.md):
 * this regular season up to the week before; the whole regular season in the playoffs; the previous
 * regular season in the preseason and week 1, before this season has a game (spec 1 §4's team header
 * season, for the same reason).
 */
export function getGuideBasis(week: SeasonWeek): GuideBasis {
  switch (week.seasonType) {
    case 'PRE':
      return { season: week.season - 1, throughWeek: null };
    case 'REG':
      return week.week <= 1
        ? { season: week.season - 1, throughWeek: null }
        : { season: week.season, throughWeek: week.week - 1 };
    case 'POST':
      return { season: week.season, throughWeek: null };
  }
}

/** "2024 regular season through Week 5", "2023 regular season". */
export function describeGuideBasis(basis: GuideBasis): string {
  return basis.throughWeek === null
    ? `${basis.season} regular season`
    : `${basis.season} regular season through Week ${basis.throughWeek}`;
}
