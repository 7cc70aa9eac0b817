import type { NflId } from '../ids.js';
import type {
  ComparedPlayer,
  ComparedStat,
  PlayerComparison,
  PointsAllowedToPosition,
} from './analyst-facts.js';
import { formatFilmLink, formatPlayerLink, formatPlayerMention } from './analyst-links.js';
import {
  FANTASY_HEADERS,
  formatFigure,
  formatInjuryStatus,
  formatOptional,
  formatTable,
  joinWords,
} from './analyst-markdown.js';
import { isSidelinedStatus, rateMatchup } from './compose-player-analysis.js';

/** The words of each compared figure in an answer. */
const STAT_WORDS: Readonly<Record<ComparedStat, { text: string; header: string; suffix: string }>> = {
  pointsPerGame: {
    text: 'fantasy points a game this season',
    header: FANTASY_HEADERS.pointsPerGame,
    suffix: '',
  },
  recentPointsPerGame: {
    text: 'fantasy points a game lately',
    header: `Recent ${FANTASY_HEADERS.pointsPerGame}`,
    suffix: '',
  },
  fantasyPoints: { text: 'fantasy points this season', header: FANTASY_HEADERS.points, suffix: '' },
  targetShare: { text: 'target share', header: 'Target share', suffix: '%' },
  opportunitiesPerGame: { text: 'carries and targets a game lately', header: 'Car+Tgt/G', suffix: '' },
  redZoneTouchesPerGame: { text: 'red-zone touches a game lately', header: 'RZ touches/G', suffix: '' },
};

/** Recent form counts more than the season so far. */
function scorePlayer(player: ComparedPlayer): number {
  const { pointsPerGame, recentPointsPerGame } = player.figures;
  return 0.6 * (recentPointsPerGame ?? pointsPerGame ?? 0) + 0.4 * (pointsPerGame ?? 0);
}

/** Points a game the matchup adds or takes away, halved: a matchup tilts a close call only. */
function matchupAdjustment(matchup: PointsAllowedToPosition | undefined): number {
  return matchup ? matchup.differenceFromAverage / 2 : 0;
}

function rankPlayers(
  comparison: PlayerComparison,
  matchups: ReadonlyMap<NflId, PointsAllowedToPosition>,
): ComparedPlayer[] {
  const value = (player: ComparedPlayer) =>
    (isSidelinedStatus(player.injuryStatus) || player.isOnByeThisWeek ? -1000 : 0) +
    scorePlayer(player) +
    matchupAdjustment(matchups.get(player.player.nflId));
  return [...comparison.players].sort((a, b) => value(b) - value(a));
}

function formatDifferences(comparison: PlayerComparison): string {
  const lines = comparison.differences.map((difference) => {
    const words = STAT_WORDS[difference.stat];
    const values = comparison.players
      .map((player) => formatOptional(player.figures[difference.stat], words.suffix))
      .join(' vs ');
    const title = `${words.text[0]?.toUpperCase()}${words.text.slice(1)}`;
    if (difference.difference === 0) return `- ${title}: level (${values}).`;
    return `- ${title}: **${difference.leaderName}** leads by ${formatFigure(difference.difference)}${words.suffix === '%' ? ' points' : ''} (${values}).`;
  });
  return lines.join('\n');
}

function formatComparisonTable(comparison: PlayerComparison): string {
  const stats = Object.keys(STAT_WORDS) as ComparedStat[];
  return formatTable(
    [
      'Player',
      FANTASY_HEADERS.positionRank,
      ...stats.map((stat) => STAT_WORDS[stat].header),
      'Injury',
      'Next',
    ],
    comparison.players.map((player) => [
      player.player.name,
      player.positionRankLabel ?? '–',
      ...stats.map((stat) => formatOptional(player.figures[stat], STAT_WORDS[stat].suffix)),
      formatInjuryStatus(player.injuryStatus),
      player.isOnByeThisWeek ? `Bye, then ${player.nextOpponent ?? '–'}` : (player.nextOpponent ?? '–'),
    ]),
  );
}

function formatMatchups(
  comparison: PlayerComparison,
  matchups: ReadonlyMap<NflId, PointsAllowedToPosition>,
): string | null {
  const lines = comparison.players.flatMap((player) => {
    const matchup = matchups.get(player.player.nflId);
    if (!matchup) return [];
    return [
      `- ${player.player.name} faces ${matchup.team.abbr}, who allow ${formatFigure(matchup.pointsAllowedPerGame)} points a game to ${matchup.position}s (ranked ${matchup.rank} of ${matchup.teamCount}, most allowed first): ${rateMatchup(matchup)}.`,
    ];
  });
  return lines.length > 0 ? lines.join('\n') : null;
}

function formatLinks(comparison: PlayerComparison): string {
  return `More: ${comparison.players
    .map(
      (player) => `${formatPlayerLink(player.player)} (${formatFilmLink(player.player, comparison.season)})`,
    )
    .join(' · ')}`;
}

function formatWindow(comparison: PlayerComparison): string {
  return `"Lately" is the last ${comparison.windowGames} games; points are ${comparison.scoring} scoring.`;
}

export type ComparisonKind =
  | { readonly kind: 'comparison' }
  | { readonly kind: 'start-sit' }
  | { readonly kind: 'trade'; readonly giving: readonly NflId[]; readonly getting: readonly NflId[] };

function decideVerdict(
  comparison: PlayerComparison,
  ranked: readonly ComparedPlayer[],
  kind: ComparisonKind,
): string {
  const [best] = ranked;
  if (!best) return '**Verdict: I have no figures to compare.**';
  const mention = formatPlayerMention(best.player);
  switch (kind.kind) {
    case 'comparison':
      return `**Verdict: ${mention} has the edge** for fantasy, on recent form and the season so far.`;
    case 'start-sit':
      return `**Verdict: start ${mention}.** He has the best mix of recent form, season output, matchup and health of these players.`;
    case 'trade': {
      const sideValue = (ids: readonly NflId[]) =>
        ranked
          .filter((player) => ids.includes(player.player.nflId))
          .reduce((sum, p) => sum + scorePlayer(p), 0);
      const names = (ids: readonly NflId[]) =>
        joinWords(
          ranked.filter((p) => ids.includes(p.player.nflId)).map((p) => formatPlayerMention(p.player)),
        );
      if (kind.giving.length === 0 || kind.getting.length === 0) {
        return `**Verdict: ${mention} is the one to hold** of these: the most valuable on recent form and the season so far.`;
      }
      return sideValue(kind.getting) > sideValue(kind.giving)
        ? `**Verdict: make the trade.** You get ${names(kind.getting)} for ${names(kind.giving)}, and the figures favour what you get.`
        : `**Verdict: keep ${names(kind.giving)}.** The figures favour what you give over ${names(kind.getting)}.`;
    }
  }
}

/**
 * A comparison of players — plain, for a trade, or for a lineup spot — verdict first, then the
 * differences the comparison computed (so each is grounded), the matchups, a table and links.
 */
export function composePlayerComparison(
  comparison: PlayerComparison,
  kind: ComparisonKind,
  matchups: ReadonlyMap<NflId, PointsAllowedToPosition> = new Map(),
): string[] {
  const ranked = rankPlayers(comparison, kind.kind === 'start-sit' ? matchups : new Map());
  const matchupLines = formatMatchups(comparison, matchups);
  return [
    decideVerdict(comparison, ranked, kind),
    formatDifferences(comparison),
    ...(matchupLines ? [matchupLines] : []),
    formatComparisonTable(comparison),
    formatWindow(comparison),
    formatLinks(comparison),
  ];
}
