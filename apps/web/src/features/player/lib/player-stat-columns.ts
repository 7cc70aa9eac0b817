import type { PositionGroup } from '@all22/domain';

/** A column of the player's season table: a dot path into a season row's `stats`. */
export interface SeasonColumn {
  readonly label: string;
  readonly tooltip: string;
  readonly path: string;
  /** Counts 0, rates 1 (spec 1 §5). */
  readonly decimals: 0 | 1;
  readonly isPercentage?: boolean;
}

/** A column of the game log: a key of a game's headline figures. */
export interface GameLogColumn {
  readonly label: string;
  readonly tooltip: string;
  readonly key: GameHeadlineKey;
  readonly decimals: 0 | 1;
}

export type GameHeadlineKey =
  | 'snaps'
  | 'passAttempts'
  | 'passCompletions'
  | 'passYards'
  | 'passTouchdowns'
  | 'interceptionsThrown'
  | 'rushAttempts'
  | 'rushYards'
  | 'rushTouchdowns'
  | 'targets'
  | 'receptions'
  | 'receivingYards'
  | 'receivingTouchdowns'
  | 'tackles'
  | 'sacks'
  | 'defInterceptions'
  | 'fumblesLost';

const count = (label: string, tooltip: string, path: string): SeasonColumn => ({
  label,
  tooltip,
  path,
  decimals: 0,
});
const rate = (label: string, tooltip: string, path: string, isPercentage = false): SeasonColumn => ({
  label,
  tooltip,
  path,
  decimals: 1,
  isPercentage,
});

const PASSING = [
  count('CMP', 'Completed passes.', 'passing.completions'),
  count('ATT', 'Pass attempts.', 'passing.attempts'),
  rate('CMP %', 'Share of attempts completed.', 'passing.completionPercentage', true),
  count('YDS', 'Passing yards.', 'passing.yards'),
  count('TD', 'Passing touchdowns.', 'passing.touchdowns'),
  count('INT', 'Interceptions thrown.', 'passing.interceptions'),
  rate('RTG', 'Passer rating.', 'passing.passerRating'),
  count('RUSH YDS', 'Rushing yards.', 'rushing.yards'),
];
const RUSHING = [
  count('ATT', 'Rushing attempts.', 'rushing.attempts'),
  count('YDS', 'Rushing yards.', 'rushing.yards'),
  rate('Y/A', 'Rushing yards per attempt.', 'rushing.yardsPerAttempt'),
  count('TD', 'Rushing touchdowns.', 'rushing.touchdowns'),
  count('REC', 'Receptions.', 'receiving.receptions'),
  count('REC YDS', 'Receiving yards.', 'receiving.yards'),
  count('FUM', 'Fumbles lost.', 'rushing.fumblesLost'),
];
const RECEIVING = [
  count('TGT', 'Times targeted.', 'receiving.targets'),
  count('REC', 'Receptions.', 'receiving.receptions'),
  count('YDS', 'Receiving yards.', 'receiving.yards'),
  rate('Y/R', 'Yards per reception.', 'receiving.yardsPerReception'),
  count('TD', 'Receiving touchdowns.', 'receiving.touchdowns'),
  count('YAC', 'Yards after the catch.', 'receiving.yardsAfterCatch'),
  count('ROUTES', 'Pass routes run.', 'receiving.routesRun'),
];
const FRONT = [
  count('SNAPS', 'Defensive snaps.', 'defense.snaps'),
  count('TKL', 'Tackles.', 'defense.tackles'),
  rate('SCK', 'Sacks (half sacks count 0.5).', 'defense.sacks'),
  count('QBP', 'Quarterback pressures.', 'defense.pressures'),
  count('STUFF', 'Runs stopped at or behind the line.', 'defense.runStuffs'),
  count('INT', 'Interceptions.', 'defense.interceptions'),
];
const SECONDARY = [
  count('SNAPS', 'Defensive snaps.', 'defense.snaps'),
  count('TKL', 'Tackles.', 'defense.tackles'),
  count('INT', 'Interceptions.', 'defense.interceptions'),
  count('PD', 'Passes defensed.', 'defense.passesDefensed'),
  count('TGT', 'Targets as the nearest defender.', 'coverage.targetsAllowed'),
  rate('RTG', 'Passer rating allowed as the nearest defender.', 'coverage.passerRatingAllowed'),
];
const KICKING = [
  count('FGM', 'Field goals made.', 'kicking.fieldGoalsMade'),
  count('FGA', 'Field goals attempted.', 'kicking.fieldGoalsAttempted'),
  rate('FG %', 'Share of field goals made.', 'kicking.fieldGoalPercentage', true),
  count('LONG', 'Longest field goal made.', 'kicking.longestFieldGoal'),
  count('XPM', 'Extra points made.', 'kicking.extraPointsMade'),
  count('XPA', 'Extra points attempted.', 'kicking.extraPointsAttempted'),
];
const PUNTING = [
  count('PUNTS', 'Punts.', 'punting.punts'),
  count('YDS', 'Gross punting yards.', 'punting.yards'),
  rate('AVG', 'Average gross distance per punt.', 'punting.averageDistance'),
  count('LONG', 'Longest punt.', 'punting.longest'),
];

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

const game = (label: string, tooltip: string, key: GameHeadlineKey, decimals: 0 | 1 = 0): GameLogColumn => ({
  label,
  tooltip,
  key,
  decimals,
});

const SNAPS = game('SNAPS', 'Snaps played.', 'snaps');
const GAME_PASSING = [
  game('CMP', 'Completed passes.', 'passCompletions'),
  game('ATT', 'Pass attempts.', 'passAttempts'),
  game('YDS', 'Passing yards.', 'passYards'),
  game('TD', 'Passing touchdowns.', 'passTouchdowns'),
  game('INT', 'Interceptions thrown.', 'interceptionsThrown'),
  game('RUSH YDS', 'Rushing yards.', 'rushYards'),
];
const GAME_RUSHING = [
  game('ATT', 'Rushing attempts.', 'rushAttempts'),
  game('YDS', 'Rushing yards.', 'rushYards'),
  game('TD', 'Rushing touchdowns.', 'rushTouchdowns'),
  game('REC', 'Receptions.', 'receptions'),
  game('REC YDS', 'Receiving yards.', 'receivingYards'),
];
const GAME_RECEIVING = [
  game('TGT', 'Times targeted.', 'targets'),
  game('REC', 'Receptions.', 'receptions'),
  game('YDS', 'Receiving yards.', 'receivingYards'),
  game('TD', 'Receiving touchdowns.', 'receivingTouchdowns'),
];
const GAME_DEFENSE = [
  SNAPS,
  game('TKL', 'Tackles.', 'tackles'),
  game('SCK', 'Sacks.', 'sacks', 1),
  game('INT', 'Interceptions.', 'defInterceptions'),
];

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
  K: [SNAPS],
  P: [SNAPS],
  OL: [SNAPS],
  LS: [SNAPS],
};

/** The figure the Summary's weekly chart draws: the group's main one. */
export const MAIN_WEEKLY_STAT: Readonly<Record<PositionGroup, GameLogColumn>> = {
  QB: game('Passing yards', 'Passing yards.', 'passYards'),
  RB: game('Rushing yards', 'Rushing yards.', 'rushYards'),
  WR: game('Receiving yards', 'Receiving yards.', 'receivingYards'),
  TE: game('Receiving yards', 'Receiving yards.', 'receivingYards'),
  DL: game('Tackles', 'Tackles.', 'tackles'),
  EDGE: game('Tackles', 'Tackles.', 'tackles'),
  LB: game('Tackles', 'Tackles.', 'tackles'),
  DB: game('Tackles', 'Tackles.', 'tackles'),
  K: SNAPS,
  P: SNAPS,
  OL: SNAPS,
  LS: SNAPS,
};
