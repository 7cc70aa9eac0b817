import type {
  FantasyRanking,
  PointsAllowedToPosition,
  ScheduleOutlook,
  TeamStatsSummary,
  WaiverCandidates,
} from './analyst-facts.js';
import { formatPlayerLink, formatPlayerMention } from './analyst-links.js';
import { describeStat } from '../stats/stat-vocabulary.js';
import {
  FANTASY_HEADERS,
  formatChange,
  formatFigure,
  formatOptional,
  formatTable,
} from './analyst-markdown.js';
import type { AnalystTopic } from './recognize-analyst-question.js';

/** Waiver pickups: the best riser outside the rostered ranks first, then the list. */
export function composeWaiverPickups(facts: WaiverCandidates): string[] {
  const group = facts.position ? `${facts.position}s` : 'players';
  const [top] = facts.candidates;
  const basis = `I can't see your league's rosters, so I looked at ${group} ranked outside the top ${facts.rankCutoff} at their position for the season and sorted them by fantasy points a game (${facts.scoring}) over the last ${facts.windowWeeks} weeks.`;
  if (!top) return [`**No clear waiver pickups** among ${group} right now.`, basis];
  return [
    `**Verdict: pick up ${formatPlayerMention(top.player)}.** He has scored ${formatFigure(top.recentPointsPerGame)} points a game over the last ${facts.windowWeeks} weeks (${formatChange(top.recentChange)} on his season average of ${formatFigure(top.seasonPointsPerGame)}), with ${formatFigure(top.recentOpportunitiesPerGame)} carries and targets a game.`,
    basis,
    formatTable(
      [
        'Player',
        'POS',
        'Team',
        'Season rank',
        FANTASY_HEADERS.pointsPerGame,
        `Recent ${FANTASY_HEADERS.pointsPerGame}`,
        'Change',
        'Car+Tgt/G',
      ],
      facts.candidates.map((candidate) => [
        formatPlayerLink(candidate.player),
        candidate.player.position,
        candidate.player.teamAbbr ?? '–',
        candidate.seasonRankLabel ?? '–',
        formatFigure(candidate.seasonPointsPerGame),
        formatFigure(candidate.recentPointsPerGame),
        formatChange(candidate.recentChange),
        formatFigure(candidate.recentOpportunitiesPerGame),
      ]),
    ),
  ];
}

/** A position's ranking this season. */
export function composePositionRanking(ranking: FantasyRanking): string[] {
  const [top] = ranking.players;
  if (!top) return [`**No ${ranking.position}s have played in the ${ranking.season} regular season yet.**`];
  return [
    `**${formatPlayerMention(top.player)} leads the ${ranking.position}s** in ${ranking.season} with ${formatFigure(top.fantasyPoints)} fantasy points (${ranking.scoring}), ${formatFigure(top.pointsPerGame)} a game.`,
    formatTable(
      [
        FANTASY_HEADERS.positionRank,
        'Player',
        'Team',
        'GP',
        FANTASY_HEADERS.points,
        FANTASY_HEADERS.pointsPerGame,
      ],
      ranking.players.map((row) => [
        row.rankLabel,
        formatPlayerLink(row.player),
        row.player.teamAbbr ?? '–',
        formatFigure(row.gamesPlayed),
        formatFigure(row.fantasyPoints),
        formatFigure(row.pointsPerGame),
      ]),
    ),
  ];
}

/** What the analyst knows of a team when asked about it. */
export interface TeamAnalysisFacts {
  readonly stats: TeamStatsSummary;
  readonly schedule: ScheduleOutlook | null;
  /** Against a position the question named. */
  readonly pointsAllowed: PointsAllowedToPosition | null;
}

function formatRecord(stats: TeamStatsSummary): string {
  return stats.ties > 0 ? `${stats.wins}-${stats.losses}-${stats.ties}` : `${stats.wins}-${stats.losses}`;
}

/** A team: what was asked first (its bye and next games, or a matchup), then record, scoring and yards. */
export function composeTeamAnalysis(
  facts: TeamAnalysisFacts,
  topics: readonly AnalystTopic[] = [],
): string[] {
  const { stats, schedule, pointsAllowed } = facts;
  const team = `[${stats.team.name}](/teams/team/${stats.team.teamId})`;
  const scheduleBlock = schedule ? formatSchedule(schedule) : null;
  const matchupBlock = pointsAllowed
    ? `Against ${pointsAllowed.position}s they allow ${formatFigure(pointsAllowed.pointsAllowedPerGame)} fantasy points a game (${pointsAllowed.scoring}; ${formatChange(pointsAllowed.differenceFromAverage)} on the league average), ranked ${pointsAllowed.rank} of ${pointsAllowed.teamCount}, most allowed first.`
    : null;
  const first = topics.includes('schedule')
    ? scheduleBlock
    : topics.includes('matchup')
      ? matchupBlock
      : null;
  const overview =
    stats.games === 0
      ? [`**${team}** have not played a regular-season game in ${stats.season} yet.`]
      : [
          `**${team} are ${formatRecord(stats)}** in ${stats.season}, scoring ${formatOptional(stats.pointsPerGame)} points a game and allowing ${formatOptional(stats.pointsAllowedPerGame)}.`,
          formatTable(
            ['', stats.team.abbr],
            [
              [describeStat('team.totalYpg').label, formatOptional(stats.yardsPerGame)],
              [describeStat('team.passYpg').label, formatOptional(stats.passingYardsPerGame)],
              [describeStat('team.rushYpg').label, formatOptional(stats.rushingYardsPerGame)],
              [describeStat('team.totalYpgAllowed').label, formatOptional(stats.yardsAllowedPerGame)],
            ],
          ),
          `Red-zone touchdown rate ${formatOptional(stats.redZonePercentage, '%')}, third downs ${formatOptional(stats.thirdDownPercentage, '%')}; turnovers ${stats.turnovers}, takeaways ${stats.takeaways} in ${stats.games} games.`,
        ];
  const rest = [matchupBlock, scheduleBlock].filter(
    (block): block is string => block !== null && block !== first,
  );
  return [...(first ? [`**${stats.team.name}:** ${first}`] : []), ...overview, ...rest];
}

function formatSchedule(schedule: ScheduleOutlook): string {
  const bye =
    schedule.byeWeek === null
      ? 'No bye week on the schedule.'
      : `Bye: week ${schedule.byeWeek}${schedule.byeIsPast ? ' (already taken)' : ''}.`;
  const next = schedule.nextGames
    .map((game) => `week ${game.week} ${game.isHome ? 'vs' : 'at'} ${game.opponent.abbr}`)
    .join(', ');
  return `${bye}${next ? ` Next: ${next}.` : ''}`;
}
