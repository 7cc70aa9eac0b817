import type { Random } from '../random/create-random.js';
import { developRatings } from './develop-player.js';
import type { LeagueState } from './league-state.js';
import { getSeasonAge } from './player-age.js';

/**
 * Closes the season just played for every player still in the league: a season accrued by
 * everyone who ended it on an active roster or reserve, injuries healed (reserve players rejoin
 * the active roster for the offseason), no more reports.
 */
export function closeSeason(state: LeagueState): void {
  for (const player of state.players) {
    if (player.status === 'RET') continue;
    if (player.status === 'ACT' || player.status === 'RES') player.experience += 1;
    if (player.status === 'RES') player.status = 'ACT';
    player.injury = null;
  }
}

/** One year of development for every player still in the league, at his age in `season`. */
export function developLeaguePlayers(state: LeagueState, season: number, random: Random): void {
  for (const player of state.players) {
    if (player.status === 'RET') continue;
    player.ratings = developRatings(
      player.position,
      player.ratings,
      getSeasonAge(player.birthDate, season),
      random,
    );
  }
}
