import { isFinal, isLive } from '@all22/domain';

/** The game page's tabs in the spec's order (spec 1 §2); the sub-page slug decides production visibility. */
export const GAME_TABS = [
  { slug: '', name: 'games-game-gameId', label: 'Pro Preview' },
  { slug: 'box-score', name: 'games-game-gameId-box-score', label: 'Box Score' },
  { slug: 'play-by-play', name: 'games-game-gameId-play-by-play', label: 'Play by Play' },
  { slug: 'stats', name: 'games-game-gameId-stats', label: 'Stats' },
  { slug: 'insights', name: 'games-game-gameId-insights', label: 'Insights' },
  { slug: 'team-stats', name: 'games-game-gameId-team-stats', label: 'Team Stats' },
  { slug: 'videos', name: 'games-game-gameId-videos', label: 'Videos' },
  { slug: 'articles', name: 'games-game-gameId-articles', label: 'Articles' },
  { slug: 'box-score-v2', name: 'games-game-gameId-box-score-v2', label: 'Box Score V2' },
] as const;

export type GameTabName = (typeof GAME_TABS)[number]['name'];

/**
 * Whether the game has kicked off (live or final): from then on the Box Score is the game's
 * default tab, and /games/game/{id} goes there. A phase we do not know (POSTPONED) counts as not.
 */
export function hasGameStarted(phase: string): boolean {
  return isLive(phase) || isFinal(phase);
}
