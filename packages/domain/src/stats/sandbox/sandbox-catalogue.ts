/**
 * The stats sandbox's vocabulary (issue 19 §2): the stat categories a question asks about, their
 * measures, the groupings and the limits. Whitelists only: the server compiles each measure key to
 * its own SQL ({ [K in SandboxMeasureKey]: … }), so a client never sends an expression, and a new
 * key here does not compile until the server says how it is computed.
 */
import type { FilmFilters } from '../../film/film-filter-catalogue.js';
import type { PositionGroup } from '../../players/position-group.js';
import type { SplitCategory } from '../splits/split-catalogue.js';

/** What a question is about: a player category (a role on the play) or a team's offense. */
export const SANDBOX_CATEGORIES = ['passing', 'rushing', 'receiving', 'defense', 'offense'] as const;
export type SandboxCategory = (typeof SANDBOX_CATEGORIES)[number];

/** How the rows are formed: one per player or team in the category's role, season, week or split. */
export const SANDBOX_GROUPINGS = ['player', 'team', 'season', 'week', 'split'] as const;
export type SandboxGrouping = (typeof SANDBOX_GROUPINGS)[number];

export const SANDBOX_GROUPING_LABELS: { readonly [G in SandboxGrouping]: string } = {
  player: 'Player',
  team: 'Team',
  season: 'Season',
  week: 'Week',
  split: 'Split group',
};

/** The column every answer has: how many plays of the population a row stands for (film room count). */
export const SANDBOX_PLAYS_COLUMN = { label: 'Plays', shortLabel: 'PLAYS' } as const;

export interface SandboxMeasure {
  readonly category: SandboxCategory;
  readonly label: string;
  /** Table header. */
  readonly shortLabel: string;
  readonly tooltip: string;
  readonly decimals: number;
  readonly isPercentage: boolean;
}

const measure = (
  category: SandboxCategory,
  label: string,
  shortLabel: string,
  tooltip: string,
  { decimals = 0, isPercentage = false }: { decimals?: number; isPercentage?: boolean } = {},
): SandboxMeasure => ({ category, label, shortLabel, tooltip, decimals, isPercentage });

const PERCENT = { decimals: 1, isPercentage: true } as const;
const ONE_DECIMAL = { decimals: 1 } as const;
const EPA = { decimals: 3 } as const;

/**
 * Every measure, keyed `<category>.<name>`. Keys are stable API words (they live in shared links);
 * rates are per 100 of their denominator, averages per play of the stated kind.
 */
export const SANDBOX_MEASURES = {
  'passing.dropbacks': measure('passing', 'Dropbacks', 'DB', 'Plays where he dropped back to pass'),
  'passing.attempts': measure('passing', 'Pass attempts', 'ATT', 'Passes thrown'),
  'passing.completionPct': measure(
    'passing',
    'Completion %',
    'CMP%',
    'Completions per 100 attempts',
    PERCENT,
  ),
  'passing.yards': measure('passing', 'Passing yards', 'YDS', 'Yards gained on completions'),
  'passing.yardsPerAttempt': measure(
    'passing',
    'Yards per attempt',
    'Y/A',
    'Passing yards per attempt',
    ONE_DECIMAL,
  ),
  'passing.touchdowns': measure('passing', 'Passing touchdowns', 'TD', 'Completions for a touchdown'),
  'passing.interceptions': measure('passing', 'Interceptions', 'INT', 'Passes intercepted'),
  'passing.airYardsPerAttempt': measure(
    'passing',
    'Air yards per attempt',
    'AY/A',
    'Yards past the line where the ball was caught or landed, per attempt',
    ONE_DECIMAL,
  ),
  'passing.sackRate': measure('passing', 'Sack rate', 'SACK%', 'Sacks per 100 dropbacks', PERCENT),
  'passing.pressureRate': measure(
    'passing',
    'Pressured rate',
    'PRES%',
    'Pressured dropbacks per 100',
    PERCENT,
  ),
  'passing.epaPerDropback': measure(
    'passing',
    'EPA per dropback',
    'EPA/DB',
    'Expected points added per dropback',
    EPA,
  ),
  'rushing.carries': measure('rushing', 'Carries', 'CAR', 'Designed runs'),
  'rushing.yards': measure('rushing', 'Rushing yards', 'YDS', 'Yards gained on carries'),
  'rushing.yardsPerCarry': measure(
    'rushing',
    'Yards per carry',
    'Y/C',
    'Rushing yards per carry',
    ONE_DECIMAL,
  ),
  'rushing.touchdowns': measure('rushing', 'Rushing touchdowns', 'TD', 'Carries for a touchdown'),
  'rushing.successRate': measure(
    'rushing',
    'Rushing success rate',
    'SUCC%',
    'Carries that were not a stop (the offense reached a successful play), per 100',
    PERCENT,
  ),
  'rushing.explosiveRate': measure(
    'rushing',
    '10+ yard rate',
    '10+%',
    'Carries of 10 yards or more, per 100',
    PERCENT,
  ),
  'rushing.stuffRate': measure(
    'rushing',
    'Stuff rate',
    'STUF%',
    'Carries stuffed at or behind the line, per 100',
    PERCENT,
  ),
  'rushing.epaPerCarry': measure('rushing', 'EPA per carry', 'EPA/C', 'Expected points added per carry', EPA),
  'receiving.targets': measure('receiving', 'Targets', 'TGT', 'Passes thrown his way'),
  'receiving.receptions': measure('receiving', 'Receptions', 'REC', 'Targets caught'),
  'receiving.catchRate': measure('receiving', 'Catch rate', 'CATCH%', 'Receptions per 100 targets', PERCENT),
  'receiving.yards': measure('receiving', 'Receiving yards', 'YDS', 'Yards gained on receptions'),
  'receiving.yardsPerTarget': measure(
    'receiving',
    'Yards per target',
    'Y/T',
    'Receiving yards per target',
    ONE_DECIMAL,
  ),
  'receiving.yacPerReception': measure(
    'receiving',
    'Yards after catch per reception',
    'YAC/R',
    'Yards gained past the catch point (yards minus air yards), per reception',
    ONE_DECIMAL,
  ),
  'receiving.touchdowns': measure('receiving', 'Receiving touchdowns', 'TD', 'Receptions for a touchdown'),
  'receiving.separation': measure(
    'receiving',
    'Separation at the catch point',
    'SEP',
    'Yards to the nearest defender when the ball arrived, per target',
    ONE_DECIMAL,
  ),
  'receiving.epaPerTarget': measure(
    'receiving',
    'EPA per target',
    'EPA/T',
    'Expected points added per target',
    EPA,
  ),
  'defense.snaps': measure('defense', 'Defensive snaps', 'SNAPS', 'Snaps on defense'),
  'defense.passRushSnaps': measure('defense', 'Pass-rush snaps', 'PRSH', 'Snaps rushing the passer'),
  'defense.pressures': measure('defense', 'Pressures', 'PRES', 'Snaps with a pressure on the passer'),
  'defense.pressureRate': measure(
    'defense',
    'Pressure rate',
    'PRES%',
    'Pressures per 100 pass-rush snaps',
    PERCENT,
  ),
  'defense.sacks': measure('defense', 'Sacks', 'SCK', 'Plays with a sack'),
  'defense.tackles': measure('defense', 'Tackles', 'TKL', 'Tackles made (a team: tacklers credited)'),
  'defense.stops': measure('defense', 'Stops', 'STOP', 'Tackles that ended a play short of success'),
  'defense.interceptions': measure('defense', 'Interceptions', 'INT', 'Passes intercepted'),
  'offense.plays': measure('offense', 'Offensive plays', 'SNAPS', 'Pass and run plays'),
  'offense.epaPerPlay': measure(
    'offense',
    'EPA per play',
    'EPA/P',
    'Expected points added per pass or run play',
    EPA,
  ),
  'offense.successRate': measure(
    'offense',
    'Success rate',
    'SUCC%',
    'Pass and run plays that were not a stop, per 100',
    PERCENT,
  ),
  'offense.yardsPerPlay': measure(
    'offense',
    'Yards per play',
    'Y/P',
    'Yards gained per pass or run play',
    ONE_DECIMAL,
  ),
  'offense.passRate': measure(
    'offense',
    'Pass rate',
    'PASS%',
    'Pass plays per 100 pass or run plays',
    PERCENT,
  ),
  'offense.touchdowns': measure('offense', 'Touchdowns', 'TD', 'Pass and run plays for a touchdown'),
} as const satisfies Record<string, SandboxMeasure>;

export type SandboxMeasureKey = keyof typeof SANDBOX_MEASURES;
export const SANDBOX_MEASURE_KEYS = Object.keys(SANDBOX_MEASURES) as SandboxMeasureKey[];

export function isSandboxMeasureKey(value: unknown): value is SandboxMeasureKey {
  return typeof value === 'string' && Object.hasOwn(SANDBOX_MEASURES, value);
}

/** A category's measures, in catalogue order. */
export function getSandboxMeasures(category: SandboxCategory): SandboxMeasureKey[] {
  return SANDBOX_MEASURE_KEYS.filter((key) => SANDBOX_MEASURES[key].category === category);
}

export interface SandboxCategoryInfo {
  readonly label: string;
  /** The count a minimum qualifier is about ("≥ 100 attempts"), always a column of the answer. */
  readonly qualifier: SandboxMeasureKey;
  /** The film filters every play of the category meets (the rows' film links carry them). */
  readonly plays: FilmFilters;
  /** The film filter naming a player's plays in the category's role; null: no player rows. */
  readonly playerKey: 'passerId' | 'rusherId' | 'targetId' | 'defenderId' | null;
  /** The film filter naming a team's plays in the category. */
  readonly teamKey: 'possessionTeamId' | 'defenseTeamId';
  /** The split catalogue its "split group" grouping offers. */
  readonly splits: SplitCategory;
  /** Position groups of its players, offered first in the "who" picker. */
  readonly positions: readonly PositionGroup[];
  /** The measures a new question starts with. */
  readonly defaultMeasures: readonly SandboxMeasureKey[];
}

export const SANDBOX_CATEGORY_INFO: { readonly [C in SandboxCategory]: SandboxCategoryInfo } = {
  passing: {
    label: 'Passing',
    qualifier: 'passing.attempts',
    plays: { dropback: true },
    playerKey: 'passerId',
    teamKey: 'possessionTeamId',
    splits: 'passing',
    positions: ['QB'],
    defaultMeasures: ['passing.epaPerDropback'],
  },
  rushing: {
    label: 'Rushing',
    qualifier: 'rushing.carries',
    plays: { carries: true },
    playerKey: 'rusherId',
    teamKey: 'possessionTeamId',
    splits: 'rushing',
    positions: ['RB', 'QB', 'WR'],
    defaultMeasures: ['rushing.yardsPerCarry'],
  },
  receiving: {
    label: 'Receiving',
    qualifier: 'receiving.targets',
    plays: { target: true },
    playerKey: 'targetId',
    teamKey: 'possessionTeamId',
    splits: 'receiving',
    positions: ['WR', 'TE', 'RB'],
    defaultMeasures: ['receiving.yards'],
  },
  defense: {
    label: 'Defense',
    qualifier: 'defense.passRushSnaps',
    plays: { defensiveSnap: true },
    playerKey: 'defenderId',
    teamKey: 'defenseTeamId',
    splits: 'defense',
    positions: ['DL', 'EDGE', 'LB', 'DB'],
    defaultMeasures: ['defense.pressureRate'],
  },
  offense: {
    label: 'Team offense',
    qualifier: 'offense.plays',
    plays: {},
    playerKey: null,
    teamKey: 'possessionTeamId',
    splits: 'team-offense',
    positions: [],
    defaultMeasures: ['offense.epaPerPlay'],
  },
};

/** Limits of one question (docs/decisions/read-api.md, "Stats sandbox"). */
export const SANDBOX_LIMITS = {
  /** Measures per question: a ranking, a pair for a scatter, and one more column. */
  maxMeasures: 3,
  /** Rows an answer carries (the best by its sort); the default is smaller. */
  maxRows: 100,
  defaultRows: 25,
  /** Plays a question may cover (its film filters' count): about three full seasons. */
  maxPlays: 150_000,
  /** How long the database may work on one question (PostgreSQL; PGlite has no timers). */
  timeBudgetMs: 5_000,
} as const;
