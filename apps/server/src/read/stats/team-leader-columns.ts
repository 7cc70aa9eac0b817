/** The team leader tables' columns: team offense and team defense (docs/data.md). */
import {
  column,
  percent,
  perGame,
  rate,
  type LeaderGroupDefinition,
  type TeamLeaderGroup,
  type TeamLeaderSource,
} from './leader-columns.js';

type T = TeamLeaderSource;
const games = column<T>('games', 'GP', 'Games played.', (s) => s.games, { isSeasonOnly: true });

const TEAM_OFFENSE: LeaderGroupDefinition<T> = {
  kind: 'team',
  columns: [
    games,
    column<T>('pointsFor', 'PTS', 'Points scored.', (s) => s.line.pointsFor),
    column<T>('ppg', 'PTS/G', 'Points scored per game.', (s) => s.line.ppg, perGame),
    column<T>('totalYards', 'YDS', 'Total yards: net passing plus rushing.', (s) => s.line.totalYards),
    column<T>('totalYpg', 'YDS/G', 'Total yards per game.', (s) => s.line.totalYpg, perGame),
    column<T>('passYards', 'PASS YDS', 'Net passing yards (sack yards taken off).', (s) => s.line.passYards),
    column<T>('passYpg', 'PASS YDS/G', 'Net passing yards per game.', (s) => s.line.passYpg, perGame),
    column<T>('rushYards', 'RUSH YDS', 'Rushing yards.', (s) => s.line.rushYards),
    column<T>('rushYpg', 'RUSH YDS/G', 'Rushing yards per game.', (s) => s.line.rushYpg, perGame),
    column<T>(
      'yardsPerPlay',
      'Y/P',
      'Total yards per play from scrimmage.',
      (s) => s.line.yardsPerPlay,
      rate,
    ),
    column<T>('firstDowns', '1ST', 'First downs.', (s) => s.line.firstDowns),
    column<T>(
      'thirdDownPercentage',
      '3RD %',
      'Share of third downs converted.',
      (s) => s.line.thirdDownPercentage,
      percent,
    ),
    column<T>(
      'redZonePercentage',
      'RZ %',
      'Share of red-zone trips ending in a touchdown.',
      (s) => s.line.redZonePercentage,
      percent,
    ),
    column<T>('turnovers', 'TO', 'Interceptions thrown and fumbles lost.', (s) => s.line.turnovers),
    column<T>(
      'expectedPointsAddedPerPlay',
      'EPA/P',
      'Expected points added per play from scrimmage.',
      (s) => s.line.expectedPointsAddedPerPlay,
      { decimals: 3 },
    ),
  ],
  defaultSort: { season: { key: 'ppg', value: 'DESC' }, game: { key: 'pointsFor', value: 'DESC' } },
  isListed: () => true,
};

const TEAM_DEFENSE: LeaderGroupDefinition<T> = {
  kind: 'team',
  columns: [
    games,
    column<T>('pointsAgainst', 'PTS', 'Points allowed.', (s) => s.line.pointsAgainst),
    column<T>('ppgAllowed', 'PTS/G', 'Points allowed per game.', (s) => s.line.ppgAllowed, perGame),
    column<T>('totalYardsAllowed', 'YDS', 'Total yards allowed.', (s) => s.line.totalYardsAllowed),
    column<T>(
      'totalYpgAllowed',
      'YDS/G',
      'Total yards allowed per game.',
      (s) => s.line.totalYpgAllowed,
      perGame,
    ),
    column<T>('passYardsAllowed', 'PASS YDS', 'Net passing yards allowed.', (s) => s.line.passYardsAllowed),
    column<T>(
      'passYpgAllowed',
      'PASS YDS/G',
      'Net passing yards allowed per game.',
      (s) => s.line.passYpgAllowed,
      perGame,
    ),
    column<T>('rushYardsAllowed', 'RUSH YDS', 'Rushing yards allowed.', (s) => s.line.rushYardsAllowed),
    column<T>(
      'rushYpgAllowed',
      'RUSH YDS/G',
      'Rushing yards allowed per game.',
      (s) => s.line.rushYpgAllowed,
      perGame,
    ),
    column<T>('firstDownsAllowed', '1ST', 'First downs allowed.', (s) => s.line.firstDownsAllowed),
    column<T>('takeaways', 'TK', 'Takeaways: interceptions and fumbles recovered.', (s) => s.line.takeaways),
    column<T>('defensiveInterceptions', 'INT', 'Interceptions made.', (s) => s.line.defensiveInterceptions),
    column<T>('sacks', 'SCK', 'Sacks made.', (s) => s.line.sacks),
    column<T>(
      'defenseExpectedPointsAddedPerPlay',
      'EPA/P',
      "Opponents' expected points added per play: lower is better.",
      (s) => s.line.defenseExpectedPointsAddedPerPlay,
      { decimals: 3 },
    ),
  ],
  defaultSort: { season: { key: 'ppgAllowed', value: 'ASC' }, game: { key: 'pointsAgainst', value: 'ASC' } },
  isListed: () => true,
};

export const TEAM_LEADER_GROUPS: Record<TeamLeaderGroup, LeaderGroupDefinition<T>> = {
  'team-offense': TEAM_OFFENSE,
  'team-defense': TEAM_DEFENSE,
};
