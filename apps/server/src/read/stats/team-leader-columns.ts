/** The team leader tables' columns: team offense and team defense (docs/data.md). */
import type { StatKey } from '@all22/domain';
import {
  column,
  type LeaderColumnDefinition,
  type LeaderGroupDefinition,
  type TeamLeaderGroup,
  type TeamLeaderSource,
} from './leader-columns.js';

type T = TeamLeaderSource;
type TeamLineField = keyof T['line'];

/** The team line's figure named by `stat` ("team.pointsFor"), keyed in the API by the field. */
function stat(
  key: StatKey & `team.${TeamLineField}`,
  options?: { isSeasonOnly?: boolean },
): LeaderColumnDefinition<T> {
  const field = key.slice('team.'.length) as TeamLineField;
  return column<T>(field, key, (s) => s.line[field], options);
}

const perGame = (key: StatKey & `team.${TeamLineField}`) => stat(key, { isSeasonOnly: true });
const games = column<T>('games', 'general.gamesPlayed', (s) => s.games, { isSeasonOnly: true });

const TEAM_OFFENSE: LeaderGroupDefinition<T> = {
  kind: 'team',
  columns: [
    games,
    stat('team.pointsFor'),
    perGame('team.ppg'),
    stat('team.totalYards'),
    perGame('team.totalYpg'),
    stat('team.passYards'),
    perGame('team.passYpg'),
    stat('team.rushYards'),
    perGame('team.rushYpg'),
    stat('team.yardsPerPlay'),
    stat('team.firstDowns'),
    stat('team.thirdDownPercentage'),
    stat('team.redZonePercentage'),
    stat('team.turnovers'),
    stat('team.expectedPointsAddedPerPlay'),
  ],
  defaultSort: { season: { key: 'ppg', value: 'DESC' }, game: { key: 'pointsFor', value: 'DESC' } },
  isListed: () => true,
};

const TEAM_DEFENSE: LeaderGroupDefinition<T> = {
  kind: 'team',
  columns: [
    games,
    stat('team.pointsAgainst'),
    perGame('team.ppgAllowed'),
    stat('team.totalYardsAllowed'),
    perGame('team.totalYpgAllowed'),
    stat('team.passYardsAllowed'),
    perGame('team.passYpgAllowed'),
    stat('team.rushYardsAllowed'),
    perGame('team.rushYpgAllowed'),
    stat('team.firstDownsAllowed'),
    stat('team.takeaways'),
    stat('team.defensiveInterceptions'),
    stat('team.sacks'),
    stat('team.defenseExpectedPointsAddedPerPlay'),
  ],
  defaultSort: { season: { key: 'ppgAllowed', value: 'ASC' }, game: { key: 'pointsAgainst', value: 'ASC' } },
  isListed: () => true,
};

export const TEAM_LEADER_GROUPS: Record<TeamLeaderGroup, LeaderGroupDefinition<T>> = {
  'team-offense': TEAM_OFFENSE,
  'team-defense': TEAM_DEFENSE,
};
