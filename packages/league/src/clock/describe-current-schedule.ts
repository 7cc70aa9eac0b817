import { isFinal, type SeasonType, type SmartId } from '@all22/domain';
import { findLeagueWeek } from './find-league-week.js';

/** The spec's "Current schedule" (spec 1 §3): where the league is, and what of the week is played. */
export interface CurrentSchedule {
  season: number;
  seasonType: SeasonType;
  week: number;
  gamesPlayedSmartIds: SmartId[];
  numberOfGamesPlayed: number;
}

/**
 * The current schedule at `instantMs`: the league week the clock is in (findLeagueWeek) and the
 * smartIds of that week's games that are final, in the order given. `weekGames` are the current
 * week's games with their phases (from the database).
 */
export function describeCurrentSchedule(
  instantMs: number,
  weekGames: readonly { smartId: SmartId; phase: string }[],
): CurrentSchedule {
  const { season, seasonType, week } = findLeagueWeek(instantMs);
  const played = weekGames.filter((game) => isFinal(game.phase)).map((game) => game.smartId);
  return { season, seasonType, week, gamesPlayedSmartIds: played, numberOfGamesPlayed: played.length };
}
