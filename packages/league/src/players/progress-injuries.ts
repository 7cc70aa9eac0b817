import type { Random } from '../random/create-random.js';
import { describeInjury, MIN_WEEKS_ON_RESERVE } from './draw-injury.js';
import type { LeaguePlayerState } from './league-state.js';
import { listTeamPlayers, type RosterBook } from './roster-book.js';
import { activateFromReserve, type MoveNote } from './roster-moves.js';

/**
 * Moves every injury on by one week, before the week's new injuries: a game is served, healed
 * players come off the report, and players on reserve who have served their games and at
 * least four weeks are activated (ACTIVATE). Returns the activated players; their teams are
 * one over 53 until the caller releases someone.
 */
export function progressInjuries(book: RosterBook, note: MoveNote, random: Random): LeaguePlayerState[] {
  const activated: LeaguePlayerState[] = [];
  const progress = (player: LeaguePlayerState): void => {
    const { injury } = player;
    if (injury === null) return;
    injury.gamesOut -= 1;
    if (player.status === 'RES') {
      injury.weeksOnReserve += 1;
      if (injury.gamesOut <= 0 && injury.weeksOnReserve >= MIN_WEEKS_ON_RESERVE) {
        player.injury = null;
        activateFromReserve(book, player, note);
        activated.push(player);
      }
      return;
    }
    if (injury.gamesOut < 0) {
      player.injury = null;
      return;
    }
    Object.assign(injury, describeInjury(injury, false, random));
  };
  for (const team of book.teams.values()) listTeamPlayers(team).forEach(progress);
  // Unsigned players heal too (a released injured player can be signed once healthy).
  for (const player of book.freeAgents) {
    if (player.injury && --player.injury.gamesOut < 0) player.injury = null;
  }
  return activated;
}
