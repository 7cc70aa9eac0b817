import { defineStat, type StatInput } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

const offense = (input: StatInput) => defineStat('team-offense', input);

/** A team's offensive figures, in the order of the team-offense leader table; the team and game pages' extras last. */
export const TEAM_OFFENSE_STATS = {
  'team.pointsFor': offense({
    label: 'Points',
    shortLabel: 'PTS',
    tooltip: 'Points scored.',
    pageWordings: {
      teamPage: { tooltip: 'Points scored' },
      teamHeader: { label: 'Pts For', tooltip: 'Points scored this season' },
    },
  }),
  'team.ppg': offense({
    label: 'Points scored per game',
    shortLabel: 'PTS/G',
    tooltip: 'Points scored per game.',
    decimals: 1,
    pageWordings: { gamePage: { label: 'Points per game' } },
  }),
  'team.totalYards': offense({
    label: 'Total yards',
    shortLabel: 'YDS',
    tooltip: 'Total yards: net passing plus rushing.',
    pageWordings: { teamPage: { tooltip: 'Net passing plus rushing yards' }, gameCard: { label: 'Yards' } },
  }),
  'team.totalYpg': offense({
    label: 'Total yards per game',
    shortLabel: 'YDS/G',
    tooltip: 'Total yards per game.',
    decimals: 1,
  }),
  'team.passYards': offense({
    label: 'Net passing yards',
    shortLabel: 'PASS YDS',
    tooltip: 'Net passing yards (sack yards taken off).',
    pageWordings: {
      gameCard: { label: 'Pass' },
      teamPage: { tooltip: 'Passing yards less sack yards' },
      teamHeader: { label: 'Pass Yds', tooltip: 'Net passing yards this season' },
    },
  }),
  'team.passYpg': offense({
    label: 'Net passing yards per game',
    shortLabel: 'PASS YDS/G',
    tooltip: 'Net passing yards per game.',
    decimals: 1,
    pageWordings: { teamPage: { shortLabel: 'PASS/G' } },
  }),
  'team.rushYards': offense({
    label: 'Rushing yards',
    shortLabel: 'RUSH YDS',
    tooltip: 'Rushing yards.',
    pageWordings: {
      gameCard: { label: 'Rush' },
      teamPage: { tooltip: 'Rushing yards' },
      teamHeader: { label: 'Rush Yds', tooltip: 'Rushing yards this season' },
    },
  }),
  'team.rushYpg': offense({
    label: 'Rushing yards per game',
    shortLabel: 'RUSH YDS/G',
    tooltip: 'Rushing yards per game.',
    decimals: 1,
    pageWordings: { teamPage: { shortLabel: 'RUSH/G' } },
  }),
  'team.yardsPerPlay': offense({
    label: 'Yards per play',
    shortLabel: 'Y/P',
    tooltip: 'Total yards per play from scrimmage.',
    decimals: 1,
    pageWordings: { teamPage: { tooltip: 'Total yards per play' } },
  }),
  'team.firstDowns': offense({
    label: 'First downs',
    shortLabel: '1ST',
    tooltip: 'First downs.',
    pageWordings: { teamPage: { tooltip: 'First downs' }, gameCard: { label: '1st downs' } },
  }),
  'team.thirdDownPercentage': offense({
    label: 'Third-down %',
    shortLabel: '3RD %',
    tooltip: 'Share of third downs converted.',
    decimals: 1,
    isPercentage: true,
    pageWordings: { teamPage: { tooltip: 'Third downs converted' }, gamePage: { label: 'Third down' } },
  }),
  'team.redZonePercentage': offense({
    label: 'Red-zone TD %',
    shortLabel: 'RZ %',
    tooltip: 'Share of red-zone trips ending in a touchdown.',
    decimals: 1,
    isPercentage: true,
    pageWordings: {
      teamPage: { tooltip: 'Red-zone trips ending in a touchdown' },
      gamePage: { label: 'Red zone touchdowns' },
    },
  }),
  'team.turnovers': offense({
    label: 'Turnovers',
    shortLabel: 'TO',
    tooltip: 'Interceptions thrown and fumbles lost.',
    pageWordings: { teamPage: { tooltip: 'Interceptions thrown and fumbles lost' } },
  }),
  'team.expectedPointsAddedPerPlay': offense({
    label: 'Expected points added per play',
    shortLabel: 'EPA/P',
    tooltip: 'Expected points added per play from scrimmage.',
    decimals: 3,
  }),
  /** Split lines only. */
  'team.successRate': offense({
    label: 'Offensive success rate',
    shortLabel: 'SR %',
    tooltip: 'Share of plays from scrimmage that added expected points.',
    decimals: 1,
    isPercentage: true,
  }),
  'team.passCompletions': offense({
    label: 'Completions',
    shortLabel: 'CMP',
    tooltip: "Passes the team's passers completed.",
    pageWordings: { gamePage: { label: 'Completions / attempts' } },
  }),
  'team.rushAttempts': offense({
    label: 'Rushing attempts',
    shortLabel: 'RUSH ATT',
    tooltip: "Rushing attempts by the team's players.",
  }),
  'team.sacksTaken': offense({
    label: 'Sacks taken',
    shortLabel: 'SCK',
    tooltip: "Times the team's passers were sacked.",
    pageWordings: {
      teamPage: { tooltip: 'Times sacked' },
      gamePage: { label: 'Sacks taken – yards lost' },
    },
  }),
  'team.penalties': offense({
    label: 'Penalties',
    shortLabel: 'PEN',
    tooltip: 'Accepted penalties against the team.',
    pageWordings: {
      teamPage: { tooltip: 'Accepted penalties against the team' },
      gamePage: { label: 'Penalties – yards' },
    },
  }),
  'team.timeOfPossession': offense({
    label: 'Time of possession',
    shortLabel: 'TOP',
    tooltip: 'Time the team had the ball, in minutes and seconds.',
    pageWordings: { gameCard: { label: 'Possession' } },
  }),
  'team.offensePlays': offense({
    label: 'Plays',
    shortLabel: 'PLAYS',
    tooltip: 'Offensive plays from scrimmage.',
  }),
  'team.fourthDownConversions': offense({
    label: 'Fourth-down conversions',
    shortLabel: '4TH',
    tooltip: 'Fourth downs converted into a first down or a touchdown.',
    pageWordings: { gamePage: { label: 'Fourth down' } },
  }),
} as const satisfies StatCatalogue;
