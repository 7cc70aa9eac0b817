import type { PlayerStatGroups } from '@all22/contracts';
import { describeStat, getStatField, KICKING_TABLE_STATS, type StatKey } from '@all22/domain';

/** A figure of a stat table: the line's key, its header, and how it is shown. */
export interface StatColumn {
  key: string;
  label: string;
  /** Spelled out for screen readers and the header's tooltip. */
  description: string;
  decimals?: number;
  isPercentage?: boolean;
}

/** A team figure shown as its season total and, where one exists, its per-game key. */
export interface TeamFigure extends StatColumn {
  perGameKey?: string;
}

type TeamStatKey = Extract<StatKey, `team.${string}`>;

/** A row of the team's figure tables: the team page's name for it, and its explanation as the title. */
function teamFigure(stat: TeamStatKey, perGame?: TeamStatKey): TeamFigure {
  const { label, tooltip, decimals, isPercentage } = describeStat(stat, 'teamPage');
  const perGameKey = perGame === undefined ? {} : { perGameKey: getStatField(perGame) };
  return { key: getStatField(stat), ...perGameKey, label, description: tooltip, decimals, isPercentage };
}

/** A column of the players' tables: the team page's header, the stat's name as its title. */
function playerColumn(stat: StatKey): StatColumn {
  const { label, shortLabel, decimals, isPercentage } = describeStat(stat, 'teamPage');
  return { key: getStatField(stat), label: shortLabel, description: label, decimals, isPercentage };
}

export const TEAM_OFFENSE_FIGURES: readonly TeamFigure[] = [
  teamFigure('team.pointsFor', 'team.ppg'),
  teamFigure('team.totalYards', 'team.totalYpg'),
  teamFigure('team.passYards', 'team.passYpg'),
  teamFigure('team.rushYards', 'team.rushYpg'),
  teamFigure('team.yardsPerPlay'),
  teamFigure('team.firstDowns'),
  teamFigure('team.thirdDownPercentage'),
  teamFigure('team.redZonePercentage'),
  teamFigure('team.turnovers'),
  teamFigure('team.sacksTaken'),
  teamFigure('team.penalties'),
];

export const TEAM_DEFENSE_FIGURES: readonly TeamFigure[] = [
  teamFigure('team.pointsAgainst', 'team.ppgAllowed'),
  teamFigure('team.totalYardsAllowed', 'team.totalYpgAllowed'),
  teamFigure('team.passYardsAllowed', 'team.passYpgAllowed'),
  teamFigure('team.rushYardsAllowed', 'team.rushYpgAllowed'),
  teamFigure('team.firstDownsAllowed'),
  teamFigure('team.takeaways'),
  teamFigure('team.defensiveInterceptions'),
  teamFigure('team.sacks'),
];

/** A players' table of the Stats tab: one section of GET /api/teams/stats. */
export interface PlayerStatTable {
  section: keyof PlayerStatGroups;
  title: string;
  columns: readonly StatColumn[];
}

const playerTable = (section: PlayerStatTable['section'], title: string, keys: readonly StatKey[]) => ({
  section,
  title,
  columns: keys.map(playerColumn),
});

/** The players' season tables of the Stats tab, one per section of GET /api/teams/stats. */
export const PLAYER_STAT_TABLES: readonly PlayerStatTable[] = [
  playerTable('passing', 'Passing', [
    'passing.completions',
    'passing.attempts',
    'passing.completionPercentage',
    'passing.yards',
    'passing.yardsPerAttempt',
    'passing.touchdowns',
    'passing.interceptions',
    'passing.sacks',
    'passing.passerRating',
  ]),
  playerTable('rushing', 'Rushing', [
    'rushing.attempts',
    'rushing.yards',
    'rushing.yardsPerAttempt',
    'rushing.touchdowns',
    'rushing.longest',
    'rushing.fumblesLost',
  ]),
  playerTable('receiving', 'Receiving', [
    'receiving.targets',
    'receiving.receptions',
    'receiving.yards',
    'receiving.yardsPerReception',
    'receiving.touchdowns',
    'receiving.longest',
    'receiving.yardsAfterCatch',
  ]),
  playerTable('defense', 'Defense', [
    'defense.tackles',
    'defense.sacks',
    'defense.pressures',
    'defense.interceptions',
    'defense.passesDefensed',
    'defense.stops',
    'defense.snaps',
  ]),
  playerTable('kicking', 'Kicking', KICKING_TABLE_STATS),
];
