import type { PlayerGameLogResponse } from '@all22/contracts';
import {
  describeStat,
  getStatDefinition,
  KICKING_TABLE_STATS,
  type PositionGroup,
  type StatCategory,
  type StatDecimals,
  type StatKey,
} from '@all22/domain';

type GameHeadline = PlayerGameLogResponse['games'][number]['headline'];

/** A column of the player's season table: a dot path into a season row's `stats`. */
export interface SeasonColumn {
  readonly label: string;
  readonly tooltip: string;
  readonly path: StatKey;
  /** Counts 0, rates 1 (spec 1 §5). */
  readonly decimals: StatDecimals;
  readonly isPercentage: boolean;
}

/** A column of the game log: a key of a game's headline figures. */
export interface GameLogColumn {
  readonly label: string;
  readonly tooltip: string;
  readonly key: GameHeadlineKey;
  readonly decimals: StatDecimals;
}

/** Which stat of the vocabulary each of a game's headline figures is. */
export const GAME_HEADLINE_STATS = {
  snaps: 'general.snaps',
  passAttempts: 'passing.attempts',
  passCompletions: 'passing.completions',
  passYards: 'passing.yards',
  passTouchdowns: 'passing.touchdowns',
  interceptionsThrown: 'passing.interceptions',
  rushAttempts: 'rushing.attempts',
  rushYards: 'rushing.yards',
  rushTouchdowns: 'rushing.touchdowns',
  targets: 'receiving.targets',
  receptions: 'receiving.receptions',
  receivingYards: 'receiving.yards',
  receivingTouchdowns: 'receiving.touchdowns',
  tackles: 'defense.tackles',
  sacks: 'defense.sacks',
  defInterceptions: 'defense.interceptions',
  fumblesLost: 'rushing.fumblesLost',
} as const satisfies Partial<Record<keyof GameHeadline, StatKey>>;

export type GameHeadlineKey = keyof typeof GAME_HEADLINE_STATS;

/** The column header of `key` in a table of `category`'s stats ("RUSH YDS" among passing figures). */
function headerOf(key: StatKey, category: StatCategory, shortLabel: string): string {
  const { category: own, qualifiedShortLabel } = getStatDefinition(key);
  return own === category ? shortLabel : (qualifiedShortLabel ?? shortLabel);
}

/** A season table of `category`'s stats, in the player page's words. */
function seasonColumns(category: StatCategory, keys: readonly StatKey[]): readonly SeasonColumn[] {
  return keys.map((key) => {
    const { shortLabel, tooltip, decimals, isPercentage } = describeStat(key, 'playerPage');
    return { label: headerOf(key, category, shortLabel), tooltip, path: key, decimals, isPercentage };
  });
}

/** A game log column of a table of `category`'s figures, in the game log's words. */
function gameLogColumn(category: StatCategory, key: GameHeadlineKey): GameLogColumn {
  const { shortLabel, tooltip, decimals } = describeStat(GAME_HEADLINE_STATS[key], 'playerGameLog');
  return { label: headerOf(GAME_HEADLINE_STATS[key], category, shortLabel), tooltip, key, decimals };
}

const gameLogColumns = (category: StatCategory, keys: readonly GameHeadlineKey[]) =>
  keys.map((key) => gameLogColumn(category, key));

/** The game log's main figure of a group, named in full for the Summary's weekly chart. */
function mainWeeklyStat(key: GameHeadlineKey): GameLogColumn {
  const { label, tooltip, decimals } = describeStat(GAME_HEADLINE_STATS[key], 'playerGameLog');
  return { label, tooltip, key, decimals };
}

const PASSING = seasonColumns('passing', [
  'passing.completions',
  'passing.attempts',
  'passing.completionPercentage',
  'passing.yards',
  'passing.touchdowns',
  'passing.interceptions',
  'passing.passerRating',
  'rushing.yards',
]);
const RUSHING = seasonColumns('rushing', [
  'rushing.attempts',
  'rushing.yards',
  'rushing.yardsPerAttempt',
  'rushing.touchdowns',
  'receiving.receptions',
  'receiving.yards',
  'rushing.fumblesLost',
]);
const RECEIVING = seasonColumns('receiving', [
  'receiving.targets',
  'receiving.receptions',
  'receiving.yards',
  'receiving.yardsPerReception',
  'receiving.touchdowns',
  'receiving.yardsAfterCatch',
  'receiving.routesRun',
]);
const FRONT = seasonColumns('defense', [
  'defense.snaps',
  'defense.tackles',
  'defense.sacks',
  'defense.pressures',
  'defense.runStuffs',
  'defense.interceptions',
]);
const SECONDARY = seasonColumns('defense', [
  'defense.snaps',
  'defense.tackles',
  'defense.interceptions',
  'defense.passesDefensed',
  'coverage.targetsAllowed',
  'coverage.passerRatingAllowed',
]);
const KICKING = seasonColumns('kicking', KICKING_TABLE_STATS);
const PUNTING = seasonColumns('punting', [
  'punting.punts',
  'punting.yards',
  'punting.averageDistance',
  'punting.longest',
]);

/** The season table's games-played column, before the group's figures. */
export const GAMES_PLAYED_COLUMN = describeStat('general.gamesPlayed', 'playerPage');

/** The season table's stat columns per position group (after season, team and games). */
export const SEASON_COLUMNS: Readonly<Record<PositionGroup, readonly SeasonColumn[]>> = {
  QB: PASSING,
  RB: RUSHING,
  WR: RECEIVING,
  TE: RECEIVING,
  DL: FRONT,
  EDGE: FRONT,
  LB: FRONT,
  DB: SECONDARY,
  K: KICKING,
  P: PUNTING,
  OL: [],
  LS: [],
};

const SNAPS_STAT = gameLogColumn('general', 'snaps');
const SNAPS = [SNAPS_STAT];
const GAME_PASSING = gameLogColumns('passing', [
  'passCompletions',
  'passAttempts',
  'passYards',
  'passTouchdowns',
  'interceptionsThrown',
  'rushYards',
]);
const GAME_RUSHING = gameLogColumns('rushing', [
  'rushAttempts',
  'rushYards',
  'rushTouchdowns',
  'receptions',
  'receivingYards',
]);
const GAME_RECEIVING = gameLogColumns('receiving', [
  'targets',
  'receptions',
  'receivingYards',
  'receivingTouchdowns',
]);
const GAME_DEFENSE = gameLogColumns('defense', ['snaps', 'tackles', 'sacks', 'defInterceptions']);

/** The game log's stat columns per position group (after week, opponent and result). */
export const GAME_LOG_COLUMNS: Readonly<Record<PositionGroup, readonly GameLogColumn[]>> = {
  QB: GAME_PASSING,
  RB: GAME_RUSHING,
  WR: GAME_RECEIVING,
  TE: GAME_RECEIVING,
  DL: GAME_DEFENSE,
  EDGE: GAME_DEFENSE,
  LB: GAME_DEFENSE,
  DB: GAME_DEFENSE,
  K: SNAPS,
  P: SNAPS,
  OL: SNAPS,
  LS: SNAPS,
};

/** The figure the Summary's weekly chart draws: the group's main one. */
export const MAIN_WEEKLY_STAT: Readonly<Record<PositionGroup, GameLogColumn>> = {
  QB: mainWeeklyStat('passYards'),
  RB: mainWeeklyStat('rushYards'),
  WR: mainWeeklyStat('receivingYards'),
  TE: mainWeeklyStat('receivingYards'),
  DL: mainWeeklyStat('tackles'),
  EDGE: mainWeeklyStat('tackles'),
  LB: mainWeeklyStat('tackles'),
  DB: mainWeeklyStat('tackles'),
  K: SNAPS_STAT,
  P: SNAPS_STAT,
  OL: SNAPS_STAT,
  LS: SNAPS_STAT,
};
