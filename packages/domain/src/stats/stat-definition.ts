import type { PositionGroup } from '../players/position-group.js';
import type { PlayerStatPath } from './player-line-keys.js';

/**
 * The families stats come in: the leader groups and split catalogues (spec 1 §2, spec 2 §3),
 * the special teams, and the row figures every table shares (games played, snaps).
 */
export const STAT_CATEGORIES = [
  'passing',
  'rushing',
  'receiving',
  'defense',
  'kicking',
  'punting',
  'team-offense',
  'team-defense',
  'general',
] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];

/**
 * The pages that show stats. The leader tables speak the vocabulary's own words; another page may
 * still word a stat its own way (a {@link StatDefinition.pageWordings} entry). The game log speaks
 * as the player page does unless it says otherwise.
 */
export const STAT_SURFACES = [
  'leaders',
  'playerPage',
  'playerGameLog',
  'playerHeader',
  'teamPage',
  'teamHeader',
  'gamePage',
  'gameCard',
] as const;
export type StatSurface = (typeof STAT_SURFACES)[number];

/** Digits after the point: counts 0, rates 1 (spec 1 §5); a few finer averages 2 or 3. */
export type StatDecimals = 0 | 1 | 2 | 3;

/** How a stat is named and shown. */
export interface StatWording {
  /** Its name spelled out ("Passing yards"): a row header, a chart title, an abbreviation's title. */
  readonly label: string;
  /** Its column header ("YDS"). */
  readonly shortLabel: string;
  /** One plain-English sentence explaining it. */
  readonly tooltip: string;
  readonly decimals: StatDecimals;
}

/**
 * A stat's key: the dot path of the figure in a player's season line ("passing.yards"), "team."
 * and the field of a team's line, or "general." for figures of a row rather than of its line.
 */
export type StatPath =
  PlayerStatPath | SplitStatPath | `team.${string}` | 'general.gamesPlayed' | 'general.snaps';

/** Figures of a split's line only (no season line carries them): its play count and success rates. */
export type SplitStatPath =
  'general.plays' | 'passing.expectedPointsAddedPerDropback' | 'passing.successRate' | 'rushing.successRate';

/** One stat of the vocabulary. */
export interface StatDefinition extends StatWording {
  readonly category: StatCategory;
  /** The value is in percentage points and shows with "%". */
  readonly isPercentage: boolean;
  /** Its header in a table of another category's stats ("RUSH YDS" among passing figures). */
  readonly qualifiedShortLabel?: string;
  /** The position groups whose player page (season table, game log, header) shows it. */
  readonly positionGroups: readonly PositionGroup[];
  /** Words a page still uses instead of the vocabulary's: each entry is a difference kept on purpose. */
  readonly pageWordings?: Readonly<Partial<Record<StatSurface, Partial<StatWording>>>>;
}

/** A category's catalogue: its stats by key, in the order the leader tables list them. */
export type StatCatalogue = Readonly<Partial<Record<StatPath, StatDefinition>>>;
