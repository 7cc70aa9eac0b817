import { defineStat, type StatInput } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

const defense = (input: StatInput) => defineStat('team-defense', input);

/** A team's defensive figures, in the order of the team-defense leader table. */
export const TEAM_DEFENSE_STATS = {
  'team.pointsAgainst': defense({
    label: 'Points allowed',
    shortLabel: 'PTS',
    tooltip: 'Points allowed.',
    pageWordings: {
      teamPage: { tooltip: 'Points allowed' },
      teamHeader: { label: 'Pts Against', tooltip: 'Points allowed this season' },
    },
  }),
  'team.ppgAllowed': defense({
    label: 'Points allowed per game',
    shortLabel: 'PTS/G',
    tooltip: 'Points allowed per game.',
    decimals: 1,
  }),
  'team.totalYardsAllowed': defense({
    label: 'Total yards allowed',
    shortLabel: 'YDS',
    tooltip: 'Total yards allowed.',
    pageWordings: { teamPage: { tooltip: 'Total yards allowed' } },
  }),
  'team.totalYpgAllowed': defense({
    label: 'Total yards allowed per game',
    shortLabel: 'YDS/G',
    tooltip: 'Total yards allowed per game.',
    decimals: 1,
  }),
  'team.passYardsAllowed': defense({
    label: 'Net passing yards allowed',
    shortLabel: 'PASS YDS',
    tooltip: 'Net passing yards allowed.',
    pageWordings: { teamPage: { tooltip: 'Net passing yards allowed' } },
  }),
  'team.passYpgAllowed': defense({
    label: 'Net passing yards allowed per game',
    shortLabel: 'PASS YDS/G',
    tooltip: 'Net passing yards allowed per game.',
    decimals: 1,
    pageWordings: { teamPage: { shortLabel: 'PASS/G' } },
  }),
  'team.rushYardsAllowed': defense({
    label: 'Rushing yards allowed',
    shortLabel: 'RUSH YDS',
    tooltip: 'Rushing yards allowed.',
    pageWordings: { teamPage: { tooltip: 'Rushing yards allowed' } },
  }),
  'team.rushYpgAllowed': defense({
    label: 'Rushing yards allowed per game',
    shortLabel: 'RUSH YDS/G',
    tooltip: 'Rushing yards allowed per game.',
    decimals: 1,
    pageWordings: { teamPage: { shortLabel: 'RUSH/G' } },
  }),
  'team.firstDownsAllowed': defense({
    label: 'First downs allowed',
    shortLabel: '1ST',
    tooltip: 'First downs allowed.',
    pageWordings: { teamPage: { tooltip: 'First downs allowed' } },
  }),
  'team.takeaways': defense({
    label: 'Takeaways',
    shortLabel: 'TK',
    tooltip: 'Takeaways: interceptions and fumbles recovered.',
    pageWordings: { teamPage: { tooltip: 'Interceptions and fumbles recovered' } },
  }),
  'team.defensiveInterceptions': defense({
    label: 'Interceptions made',
    shortLabel: 'INT',
    tooltip: 'Interceptions made.',
    pageWordings: { teamPage: { label: 'Interceptions', tooltip: 'Interceptions made' } },
  }),
  'team.sacks': defense({
    label: 'Sacks made',
    shortLabel: 'SCK',
    tooltip: 'Sacks made.',
    pageWordings: { teamPage: { label: 'Sacks', tooltip: 'Sacks made', decimals: 1 } },
  }),
  'team.defenseExpectedPointsAddedPerPlay': defense({
    label: "Opponents' expected points added per play",
    shortLabel: 'EPA/P',
    tooltip: "Opponents' expected points added per play: lower is better.",
    decimals: 3,
  }),
  /** Split lines only. */
  'team.yardsPerPlayAllowed': defense({
    label: 'Yards per play allowed',
    shortLabel: 'Y/P',
    tooltip: 'Total yards allowed per play from scrimmage.',
    decimals: 1,
  }),
  'team.successRateAllowed': defense({
    label: "Opponents' success rate",
    shortLabel: 'SR %',
    tooltip: "Share of opponents' plays from scrimmage that added expected points: lower is better.",
    decimals: 1,
    isPercentage: true,
  }),
} as const satisfies StatCatalogue;
