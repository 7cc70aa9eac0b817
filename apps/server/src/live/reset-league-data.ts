import type { SqlExecutor } from '@all22/db';

/**
 * Every table the league feed writes, children first. Teams stay (they are the same in every
 * league); accounts, subscriptions, saved searches and analytics are not league data.
 */
const LEAGUE_TABLES = [
  'plays',
  'player_game_stats',
  'team_game_stats',
  'player_season_stats',
  'team_season_stats',
  'fantasy_season_stats',
  'standings',
  'game_odds',
  'team_week_rosters',
  'injuries',
  'transactions',
  'team_week_depth_charts',
  'games',
  'weeks',
  'seasons',
  'players',
  'feed_state',
  'live_events',
] as const;

/** Empties the league so a league of another seed can be loaded (`npm run league -- --fresh`). */
export async function resetLeagueData(executor: SqlExecutor): Promise<void> {
  await executor.query(
    `truncate table ${LEAGUE_TABLES.map((name) => `"${name}"`).join(', ')} restart identity`,
  );
}
