import type { UsageInsightCard } from '@all22/contracts';
import {
  classifyUsageTrend,
  compareUsage,
  getGameFilmLink,
  getRedZoneFilmLink,
  getSeasonFilmLink,
  isRecentInsightWeek,
  type InsightFilmLink,
} from '@all22/domain';
import { pointsPerGame, toInsightPlayer, toTeamRef, type PlayerSeason } from './insight-players.js';
import type { InsightData } from './read-insight-data.js';

/** Usage trends are about the players whose points come from targets and carries. */
const USAGE_POSITIONS = new Set(['RB', 'WR', 'TE']);
/** Cards of each trend, strongest first. */
export const USAGE_CARDS_PER_TREND = 6;

/**
 * The usage risers and fallers: each running back, receiver and tight end's last 3 weeks against
 * his season (domain compareUsage / classifyUsageTrend), strongest change first.
 */
export function buildUsageCards(
  data: InsightData,
  seasons: ReadonlyMap<number, PlayerSeason>,
): { risers: UsageInsightCard[]; fallers: UsageInsightCard[] } {
  const { window } = data;
  const isRecent = (week: number) => isRecentInsightWeek(window, week);
  const cards: UsageInsightCard[] = [];
  for (const season of seasons.values()) {
    if (!USAGE_POSITIONS.has(season.position)) continue;
    const comparison = compareUsage(season.games, window);
    const call = comparison && classifyUsageTrend(comparison);
    if (!comparison || !call) continue;
    const recentGames = season.games.filter((game) => isRecent(game.week)).reverse();
    const player = { nflId: season.nflId, position: season.position };
    const film: InsightFilmLink[] = [
      ...recentGames.map((game) =>
        getGameFilmLink(player, {
          week: game.week,
          gameId: game.gameId,
          opponentTeamId: game.opponentTeamId,
        }),
      ),
      getSeasonFilmLink(player, window.season),
      ...(call.signals.includes('redZoneTouches') ? [getRedZoneFilmLink(player, window.season)] : []),
    ];
    cards.push({
      kind: 'usage',
      trend: call.trend,
      player: toInsightPlayer(data, season.nflId, season),
      recent: comparison.recent,
      season: comparison.season,
      change: comparison.change,
      signals: [...call.signals],
      strength: call.strength,
      pointsPerGame: { recent: pointsPerGame(recentGames), season: pointsPerGame(season.games) },
      recentGames: recentGames.map((game) => ({
        week: game.week,
        gameId: game.gameId,
        opponent: toTeamRef(data, game.opponentTeamId),
        snaps: game.snaps,
        snapShare: game.snapShare,
        targets: game.targets,
        targetShare: game.targetShare,
        carries: game.carries,
        redZoneTouches: game.redZoneTouches,
        fantasyPoints: game.fantasyPoints,
      })),
      film,
    });
  }
  const ordered = cards.sort(
    (a, b) =>
      b.strength - a.strength ||
      b.pointsPerGame.season - a.pointsPerGame.season ||
      a.player.nflId - b.player.nflId,
  );
  return {
    risers: ordered.filter((card) => card.trend === 'riser').slice(0, USAGE_CARDS_PER_TREND),
    fallers: ordered.filter((card) => card.trend === 'faller').slice(0, USAGE_CARDS_PER_TREND),
  };
}
