import type { FantasyScoring } from './fantasy-scoring.js';

/** The fantasy figures a page shows (spec 2 §3 fantasy keys): season or game points, per game, rank. */
export type FantasyStat = 'points' | 'pointsPerGame' | 'positionRank';

/** Where a fantasy figure shows: a table column (a season or a game) or the player header (the season). */
export type FantasyStatSurface = 'table' | 'playerHeader';

/** A fantasy figure in a page's words, its tooltip naming the scoring. */
export interface FantasyStatDescription {
  /** Its name spelled out ("Fantasy points"): a chart title, an abbreviation's title. */
  readonly label: string;
  /** Its column header or header item label ("FPTS"). */
  readonly shortLabel: string;
  readonly tooltip: string;
}

interface FantasyStatWording {
  readonly label: string;
  readonly shortLabel: string;
  /** The tooltip before the scoring is named, by surface. */
  readonly tooltip: Readonly<Record<FantasyStatSurface, string>>;
}

/** The vocabulary of fantasy figures, whose tooltips depend on the user's scoring. */
const FANTASY_STATS: Readonly<Record<FantasyStat, FantasyStatWording>> = {
  points: {
    label: 'Fantasy points',
    shortLabel: 'FPTS',
    tooltip: { table: 'Fantasy points', playerHeader: 'Fantasy points this season' },
  },
  pointsPerGame: {
    label: 'Fantasy points per game',
    shortLabel: 'FPTS/G',
    tooltip: { table: 'Fantasy points per game played', playerHeader: 'Fantasy points per game played' },
  },
  positionRank: {
    label: 'Position rank',
    shortLabel: 'POS RK',
    tooltip: {
      table: 'Rank among players at his position by fantasy points',
      playerHeader: 'Rank among players at his position by fantasy points',
    },
  },
};

export function describeFantasyStat(
  stat: FantasyStat,
  scoring: FantasyScoring,
  surface: FantasyStatSurface = 'table',
): FantasyStatDescription {
  const { label, shortLabel, tooltip } = FANTASY_STATS[stat];
  return { label, shortLabel, tooltip: `${tooltip[surface]} (${scoring.label} scoring).` };
}
