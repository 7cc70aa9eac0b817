import type { PlayerStatGroups } from '@all22/contracts';

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

export const TEAM_OFFENSE_FIGURES: readonly TeamFigure[] = [
  { key: 'pointsFor', perGameKey: 'ppg', label: 'Points', description: 'Points scored' },
  {
    key: 'totalYards',
    perGameKey: 'totalYpg',
    label: 'Total yards',
    description: 'Net passing plus rushing yards',
  },
  {
    key: 'passYards',
    perGameKey: 'passYpg',
    label: 'Net passing yards',
    description: 'Passing yards less sack yards',
  },
  { key: 'rushYards', perGameKey: 'rushYpg', label: 'Rushing yards', description: 'Rushing yards' },
  { key: 'yardsPerPlay', label: 'Yards per play', description: 'Total yards per play', decimals: 1 },
  { key: 'firstDowns', label: 'First downs', description: 'First downs' },
  {
    key: 'thirdDownPercentage',
    label: 'Third-down %',
    description: 'Third downs converted',
    decimals: 1,
    isPercentage: true,
  },
  {
    key: 'redZonePercentage',
    label: 'Red-zone TD %',
    description: 'Red-zone trips ending in a touchdown',
    decimals: 1,
    isPercentage: true,
  },
  { key: 'turnovers', label: 'Turnovers', description: 'Interceptions thrown and fumbles lost' },
  { key: 'sacksTaken', label: 'Sacks taken', description: 'Times sacked' },
  { key: 'penalties', label: 'Penalties', description: 'Accepted penalties against the team' },
];

export const TEAM_DEFENSE_FIGURES: readonly TeamFigure[] = [
  { key: 'pointsAgainst', perGameKey: 'ppgAllowed', label: 'Points allowed', description: 'Points allowed' },
  {
    key: 'totalYardsAllowed',
    perGameKey: 'totalYpgAllowed',
    label: 'Total yards allowed',
    description: 'Total yards allowed',
  },
  {
    key: 'passYardsAllowed',
    perGameKey: 'passYpgAllowed',
    label: 'Net passing yards allowed',
    description: 'Net passing yards allowed',
  },
  {
    key: 'rushYardsAllowed',
    perGameKey: 'rushYpgAllowed',
    label: 'Rushing yards allowed',
    description: 'Rushing yards allowed',
  },
  { key: 'firstDownsAllowed', label: 'First downs allowed', description: 'First downs allowed' },
  { key: 'takeaways', label: 'Takeaways', description: 'Interceptions and fumbles recovered' },
  { key: 'defensiveInterceptions', label: 'Interceptions', description: 'Interceptions made' },
  { key: 'sacks', label: 'Sacks', description: 'Sacks made', decimals: 1 },
];

/** The players' season tables of the Stats tab, one per section of GET /api/teams/stats. */
export const PLAYER_STAT_TABLES: readonly {
  section: keyof PlayerStatGroups;
  title: string;
  columns: readonly StatColumn[];
}[] = [
  {
    section: 'passing',
    title: 'Passing',
    columns: [
      { key: 'completions', label: 'CMP', description: 'Completions' },
      { key: 'attempts', label: 'ATT', description: 'Attempts' },
      {
        key: 'completionPercentage',
        label: 'CMP%',
        description: 'Completion percentage',
        decimals: 1,
        isPercentage: true,
      },
      { key: 'yards', label: 'YDS', description: 'Passing yards' },
      { key: 'yardsPerAttempt', label: 'Y/A', description: 'Yards per attempt', decimals: 1 },
      { key: 'touchdowns', label: 'TD', description: 'Touchdown passes' },
      { key: 'interceptions', label: 'INT', description: 'Interceptions thrown' },
      { key: 'sacks', label: 'SCK', description: 'Times sacked' },
      { key: 'passerRating', label: 'RATE', description: 'Passer rating', decimals: 1 },
    ],
  },
  {
    section: 'rushing',
    title: 'Rushing',
    columns: [
      { key: 'attempts', label: 'ATT', description: 'Rushing attempts' },
      { key: 'yards', label: 'YDS', description: 'Rushing yards' },
      { key: 'yardsPerAttempt', label: 'Y/A', description: 'Yards per attempt', decimals: 1 },
      { key: 'touchdowns', label: 'TD', description: 'Rushing touchdowns' },
      { key: 'longest', label: 'LNG', description: 'Longest run' },
      { key: 'fumblesLost', label: 'FL', description: 'Fumbles lost' },
    ],
  },
  {
    section: 'receiving',
    title: 'Receiving',
    columns: [
      { key: 'targets', label: 'TGT', description: 'Targets' },
      { key: 'receptions', label: 'REC', description: 'Receptions' },
      { key: 'yards', label: 'YDS', description: 'Receiving yards' },
      { key: 'yardsPerReception', label: 'Y/R', description: 'Yards per reception', decimals: 1 },
      { key: 'touchdowns', label: 'TD', description: 'Receiving touchdowns' },
      { key: 'longest', label: 'LNG', description: 'Longest reception' },
      { key: 'yardsAfterCatch', label: 'YAC', description: 'Yards after the catch' },
    ],
  },
  {
    section: 'defense',
    title: 'Defense',
    columns: [
      { key: 'tackles', label: 'TCK', description: 'Tackles' },
      { key: 'sacks', label: 'SCK', description: 'Sacks', decimals: 1 },
      { key: 'pressures', label: 'PRS', description: 'Pressures' },
      { key: 'interceptions', label: 'INT', description: 'Interceptions' },
      { key: 'passesDefensed', label: 'PD', description: 'Passes defensed' },
      { key: 'stops', label: 'STOP', description: 'Stops' },
      { key: 'snaps', label: 'SNAPS', description: 'Defensive snaps' },
    ],
  },
  {
    section: 'kicking',
    title: 'Kicking',
    columns: [
      { key: 'fieldGoalsMade', label: 'FGM', description: 'Field goals made' },
      { key: 'fieldGoalsAttempted', label: 'FGA', description: 'Field goals attempted' },
      {
        key: 'fieldGoalPercentage',
        label: 'FG%',
        description: 'Field goal percentage',
        decimals: 1,
        isPercentage: true,
      },
      { key: 'longestFieldGoal', label: 'LNG', description: 'Longest field goal' },
      { key: 'extraPointsMade', label: 'XPM', description: 'Extra points made' },
      { key: 'extraPointsAttempted', label: 'XPA', description: 'Extra points attempted' },
    ],
  },
];
