/** Live-game refresh intervals in seconds (spec 1 §4, §9). */
export const LIVE_REFRESH_SECONDS = {
  /** Some game is INGAME or HALFTIME. */
  inGame: 30,
  /** No game in progress, but some game is PRE or PREGAME. */
  pregame: 120,
  /** Nothing is about to change. */
  idle: 600,
} as const;

/**
 * Seconds until the live games are fetched again: 30 when any game is INGAME or HALFTIME, else 120
 * when any game is PRE or PREGAME, else 600 (also for an empty list). Only the phases the spec
 * names count: SUSPENDED and SCHEDULED fall to the slower interval.
 */
export function getLiveRefreshIntervalSeconds(games: readonly { phase: string }[]): number {
  const phases = games.map((game) => game.phase.toUpperCase());
  if (phases.some((p) => p === 'INGAME' || p === 'HALFTIME')) return LIVE_REFRESH_SECONDS.inGame;
  if (phases.some((p) => p === 'PRE' || p === 'PREGAME')) return LIVE_REFRESH_SECONDS.pregame;
  return LIVE_REFRESH_SECONDS.idle;
}
