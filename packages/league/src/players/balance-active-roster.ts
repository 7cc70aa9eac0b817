import { POSITIONS, type Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import { isSidelined } from './draw-injury.js';
import type { LeaguePlayerState } from './league-state.js';
import { compareByOverall } from './rank-players.js';
import type { RosterBook, TeamRoster } from './roster-book.js';
import { type MoveNote, releasePlayer } from './roster-moves.js';
import { ACTIVE_ROSTER_SIZE, GAME_DAY_MINIMUMS } from './roster-template.js';
import { signReplacement } from './sign-replacement.js';

/** Healthy enough to play this week, per position, on the active roster. */
export function countAvailable(team: TeamRoster): Record<Position, number> {
  const counts = Object.fromEntries(POSITIONS.map((position) => [position, 0])) as Record<Position, number>;
  for (const player of team.active) if (!isSidelined(player.injury)) counts[player.position] += 1;
  return counts;
}

/**
 * Releases one active player to make room: the lowest-rated one whose release leaves every
 * position at its game-day minimum (sidelined players always qualify, the only kicker, punter
 * or snapper never does). `protectedPlayers` (just signed or activated) stay. False when
 * nobody could be released.
 */
export function releaseSurplusPlayer(
  book: RosterBook,
  team: TeamRoster,
  protectedPlayers: ReadonlySet<LeaguePlayerState>,
  note: MoveNote,
): boolean {
  const available = countAvailable(team);
  const onRoster = Object.fromEntries(POSITIONS.map((position) => [position, 0])) as Record<Position, number>;
  for (const player of team.active) onRoster[player.position] += 1;
  const isReleasable = (player: LeaguePlayerState): boolean =>
    !protectedPlayers.has(player) &&
    onRoster[player.position] > 1 &&
    (isSidelined(player.injury) || available[player.position] > GAME_DAY_MINIMUMS[player.position]);
  const candidates = team.active.filter(isReleasable).sort(compareByOverall);
  const fallback = team.active.filter((player) => !protectedPlayers.has(player)).sort(compareByOverall);
  const released = candidates.at(-1) ?? fallback.at(-1);
  if (released) releasePlayer(book, released, note);
  return released !== undefined;
}

/**
 * Makes sure the team can field the play engine's minimum at every position this week: for
 * each short position it signs a replacement and releases a surplus player, so the active
 * roster stays at 53.
 */
export function ensureGameDayMinimums(
  book: RosterBook,
  team: TeamRoster,
  note: MoveNote & { random: Random },
): void {
  const signed = new Set<LeaguePlayerState>();
  let available = countAvailable(team);
  for (const position of POSITIONS) {
    // Bounded: each pass adds a healthy player at the position, so a few passes always suffice.
    for (let pass = 0; pass < 10 && available[position] < GAME_DAY_MINIMUMS[position]; pass += 1) {
      signed.add(signReplacement(book, team, position, note));
      if (team.active.length > ACTIVE_ROSTER_SIZE) releaseSurplusPlayer(book, team, signed, note);
      available = countAvailable(team);
    }
  }
}
