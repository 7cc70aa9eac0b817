import type {
  AnalystPlayer,
  PlayerFantasyProfile,
  PlayerInjury,
  PlayerUsage,
  PointsAllowedToPosition,
  ScheduleOutlook,
} from './analyst-facts.js';
import { formatFilmLink, formatPlayerLink, formatPlayerMention } from './analyst-links.js';
import {
  FANTASY_HEADERS,
  formatChange,
  formatFigure,
  formatOptional,
  formatTable,
} from './analyst-markdown.js';
import type { AnalystTopic } from './recognize-analyst-question.js';

/** What the analyst knows of one player when it answers about him. */
export interface PlayerAnalysisFacts {
  readonly profile: PlayerFantasyProfile;
  readonly usage: PlayerUsage | null;
  readonly injury: PlayerInjury | null;
  readonly schedule: ScheduleOutlook | null;
  /** His next opponent against his position. */
  readonly matchup: PointsAllowedToPosition | null;
}

/** A change of points per game this large or larger is a trend, not noise. */
export const TREND_THRESHOLD = 1.5;

/** Position ranks that start in a 12-team league with one flex (the start/sit verdict). */
export const STARTER_RANKS: Readonly<Record<string, number>> = { QB: 12, RB: 24, WR: 30, TE: 12, K: 12 };

/** Matchups ranked this high or higher (allowing the most) are favourable; this low, tough. */
const FAVOURABLE_MATCHUP_RANK = 10;
const TOUGH_MATCHUP_FROM_BOTTOM = 10;

const SIDELINED = new Set(['OUT', 'IR', 'PUP', 'SUSPENDED']);

/** Out of the lineup whatever his figures: out, on injured reserve, suspended. */
export function isSidelinedStatus(injuryStatus: string): boolean {
  return SIDELINED.has(injuryStatus.toUpperCase());
}

export type MatchupQuality = 'favourable' | 'neutral' | 'tough';

export function rateMatchup(
  matchup: Pick<PointsAllowedToPosition, 'rank' | 'teamCount'> | null,
): MatchupQuality {
  if (!matchup) return 'neutral';
  if (matchup.rank <= FAVOURABLE_MATCHUP_RANK) return 'favourable';
  if (matchup.rank > matchup.teamCount - TOUGH_MATCHUP_FROM_BOTTOM) return 'tough';
  return 'neutral';
}

function describeTrend(profile: PlayerFantasyProfile): { verdict: string; sentence: string } {
  const { recentChange, recentPointsPerGame, recentGameCount } = profile;
  const rank = profile.positionRankLabel ? ` — ${profile.positionRankLabel} so far` : '';
  const season = `${formatFigure(profile.pointsPerGame)} fantasy points a game (${profile.scoring}) this season${rank}`;
  if (recentPointsPerGame === null || recentChange === null) {
    return { verdict: 'steady', sentence: `${season}.` };
  }
  const verdict =
    recentChange >= TREND_THRESHOLD
      ? 'trending up'
      : recentChange <= -TREND_THRESHOLD
        ? 'cooling off'
        : 'steady';
  if (recentGameCount >= profile.gamesPlayed) {
    // The recent window is his whole season: there is no earlier form to set it against.
    const games =
      recentGameCount === 1 ? 'he has played one game' : `his ${recentGameCount} games are his whole season`;
    return {
      verdict: 'too early for a trend',
      sentence: `${season}; ${games}, so there is no trend to read yet.`,
    };
  }
  const games = recentGameCount === 1 ? 'his last game' : `his last ${recentGameCount} games`;
  return {
    verdict,
    sentence: `${formatFigure(recentPointsPerGame)} points a game over ${games} (${formatChange(recentChange)} on his season average), ${season}.`,
  };
}

function describeInjury(injury: PlayerInjury | null): string | null {
  if (!injury) return null;
  if (!injury.isOnReport) return `He is not on the latest injury report.`;
  const part = injury.bodyPart ? ` (${injury.bodyPart})` : '';
  const practice = injury.practiceStatus ? `, practice: ${injury.practiceStatus}` : '';
  const week = injury.week === null ? '' : ` of week ${injury.week}`;
  return `He is listed **${injury.injuryStatus}**${part} on the injury report${week}${practice}.`;
}

function describeUsage(usage: PlayerUsage | null): string | null {
  if (!usage || usage.recent.games === 0) return null;
  const { recent, change, windowGames } = usage;
  const window =
    usage.earlier === null
      ? `his ${windowGames === 1 ? 'only game' : `${windowGames} games`} this season`
      : windowGames === 1
        ? 'his last game'
        : `his last ${windowGames} games`;
  const parts = [
    recent.snapShare === null ? null : `${formatFigure(recent.snapShare)}% of the snaps`,
    recent.targets > 0 ? `${formatFigure(recent.targets)} targets a game` : null,
    recent.targetShare === null || recent.targets === 0
      ? null
      : `a ${formatFigure(recent.targetShare)}% target share`,
    recent.carries > 0 ? `${formatFigure(recent.carries)} carries a game` : null,
    `${formatFigure(recent.redZoneTouches)} red-zone ${recent.redZoneTouches === 1 ? 'touch' : 'touches'} a game`,
  ].filter((part): part is string => part !== null);
  const trend =
    change === null
      ? ''
      : ` Usage is ${usage.trend}: targets ${formatChange(change.targets)} and carries ${formatChange(change.carries)} a game on the weeks before.`;
  return `Over ${window}: ${parts.join(', ')}.${trend}`;
}

function describeMatchup(facts: PlayerAnalysisFacts): string | null {
  const next = facts.schedule?.nextGames[0];
  const { matchup } = facts;
  if (!next) return null;
  const where = next.isHome ? 'vs' : 'at';
  const base = `Next: week ${next.week} ${where} ${next.opponent.abbr}`;
  if (!matchup) return `${base}.`;
  const quality = rateMatchup(matchup);
  return `${base}, who allow ${formatFigure(matchup.pointsAllowedPerGame)} points a game to ${matchup.position}s (${formatChange(matchup.differenceFromAverage)} on the league average; ranked ${matchup.rank} of ${matchup.teamCount}, most allowed first): a ${quality} matchup.`;
}

function describeBye(schedule: ScheduleOutlook | null): string | null {
  if (!schedule) return null;
  if (schedule.byeWeek === null) return `${schedule.team.abbr} have no bye week on the schedule.`;
  if (schedule.isOnByeThisWeek)
    return `${schedule.team.abbr} are on bye this week (week ${schedule.byeWeek}).`;
  return schedule.byeIsPast
    ? `${schedule.team.abbr}'s bye (week ${schedule.byeWeek}) is behind them.`
    : `${schedule.team.abbr}'s bye is week ${schedule.byeWeek}.`;
}

function decideStartSit(facts: PlayerAnalysisFacts): string {
  const { profile } = facts;
  if (facts.injury && isSidelinedStatus(facts.injury.injuryStatus)) return 'sit him';
  if (facts.schedule?.isOnByeThisWeek) return 'sit him, he is on bye';
  const threshold = STARTER_RANKS[profile.player.position] ?? 12;
  const isStarter = profile.positionRank !== null && profile.positionRank <= threshold;
  const quality = rateMatchup(facts.matchup);
  if (isStarter && quality !== 'tough') return 'start him';
  if (isStarter || quality === 'favourable') return 'a flex play';
  return 'sit him';
}

/** Worth a waiver claim: not a starter at his position already, and trending up. */
function decidePickup(facts: PlayerAnalysisFacts): string {
  const { profile } = facts;
  if (facts.injury && isSidelinedStatus(facts.injury.injuryStatus)) return 'not a pickup while he is out';
  const threshold = STARTER_RANKS[profile.player.position] ?? 12;
  if (profile.positionRank !== null && profile.positionRank <= threshold) return 'likely rostered already';
  if ((profile.recentChange ?? 0) >= TREND_THRESHOLD) return 'worth a pickup';
  return 'a speculative add at best';
}

function formatGameTable(profile: PlayerFantasyProfile, usage: PlayerUsage | null): string | null {
  if (profile.recentGames.length === 0) return null;
  const usageByWeek = new Map((usage?.weeks ?? []).map((week) => [week.week, week]));
  const rows = profile.recentGames.map((game) => {
    const week = usageByWeek.get(game.week);
    return [
      `Week ${game.week}`,
      game.opponent,
      formatFigure(game.fantasyPoints),
      formatOptional(week?.snapShare ?? null, '%'),
      week ? formatFigure(week.targets) : '–',
      week ? formatFigure(week.carries) : '–',
      week ? formatFigure(week.redZoneTouches) : '–',
    ];
  });
  return formatTable(['Game', 'Opp', FANTASY_HEADERS.points, 'Snap share', 'Tgt', 'Car', 'RZ touches'], rows);
}

/** The closing links: the player's page and his film this season. */
export function formatPlayerLinks(player: AnalystPlayer, season: number): string {
  return `More: ${formatPlayerLink(player)} · ${formatFilmLink(player, season)}`;
}

/** What the verdict of an answer about one player decides. */
export type PlayerAnswerKind = 'analysis' | 'start-sit' | 'pickup';

/**
 * An answer about one player, verdict first: his trend (player analysis), whether to start him
 * (lineup help), or the one thing asked (injury, bye and opponents, usage), then the reasons with
 * the figures, his recent games in a table, and links to his page and film.
 */
export function composePlayerAnalysis(
  facts: PlayerAnalysisFacts,
  options: { kind: PlayerAnswerKind; topics: readonly AnalystTopic[] },
): string[] {
  const { profile } = facts;
  const who = formatPlayerMention(profile.player);
  if (profile.gamesPlayed === 0) {
    return [
      `**${who}** has not played a game in the ${profile.season} regular season, so I have no figures to judge him by yet.`,
      formatPlayerLinks(profile.player, profile.season),
    ];
  }
  const trend = describeTrend(profile);
  const injury = describeInjury(facts.injury);
  const usage = describeUsage(facts.usage);
  const matchup = describeMatchup(facts);
  const bye = describeBye(facts.schedule);
  const only = options.topics.length === 1 ? options.topics[0] : undefined;
  let verdict: string;
  if (options.kind === 'start-sit') {
    verdict = `**Verdict: ${decideStartSit(facts)}.** ${who}: ${trend.sentence}`;
  } else if (options.kind === 'pickup') {
    verdict = `**Verdict: ${decidePickup(facts)}.** ${who}: ${trend.sentence}`;
  } else if (only === 'injury' && injury) {
    verdict = `**${who}:** ${injury}`;
  } else if (only === 'schedule' && (bye || matchup)) {
    verdict = `**${who}:** ${[bye, matchup].filter(Boolean).join(' ')}`;
  } else if (only === 'usage' && usage) {
    verdict = `**${who} — usage ${facts.usage?.trend ?? 'steady'}.** ${usage}`;
  } else {
    verdict = `**Verdict: ${trend.verdict}.** ${who}: ${trend.sentence}`;
  }
  const reasons = [trend.sentence, usage, matchup, injury, bye]
    .filter((reason): reason is string => reason !== null && !verdict.includes(reason))
    .map((reason) => `- ${reason}`);
  return [
    verdict,
    ...(reasons.length > 0 ? [reasons.join('\n')] : []),
    ...[formatGameTable(profile, facts.usage)].filter((table): table is string => table !== null),
    formatPlayerLinks(profile.player, profile.season),
  ];
}
