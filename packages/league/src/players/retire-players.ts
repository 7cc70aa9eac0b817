import type { Random } from '../random/create-random.js';
import { addDays, countDaysBetween } from '../schedule/iso-date.js';
import { AGE_CURVES } from './develop-player.js';
import type { LeaguePlayerState } from './league-state.js';
import type { OffseasonCalendar } from './offseason-calendar.js';
import { getSeasonAge } from './player-age.js';
import type { RosterBook } from './roster-book.js';
import { retirePlayer } from './roster-moves.js';

/** Nobody plays past this age. */
const MAX_AGE = 42;

/**
 * The chance a player retires before the league year `season`: small before his position's
 * decline age, then rising every year past it; stars hang on longer, fringe players and
 * unsigned free agents leave sooner.
 */
export function getRetirementChance(player: LeaguePlayerState, season: number): number {
  const age = getSeasonAge(player.birthDate, season);
  if (age >= MAX_AGE) return 1;
  const yearsPastDecline = age - AGE_CURVES[player.position].declineAge;
  let chance =
    yearsPastDecline < -2
      ? 0.01
      : yearsPastDecline <= 0
        ? 0.04
        : 0.08 + 0.09 * yearsPastDecline + 0.02 * yearsPastDecline ** 2;
  const { overall } = player.ratings;
  if (overall >= 85) chance *= 0.5;
  else if (overall >= 75) chance *= 0.75;
  else if (overall < 50) chance *= 1.8;
  if (player.status === 'FA') chance = chance * 2 + (overall < 50 ? 0.35 : 0.15);
  return Math.min(0.97, chance);
}

/**
 * Retirements between the Super Bowl and the new league year (RETIRE, dated in that window).
 * Runs before development, on the ratings of the season just ended.
 */
export function retirePlayers(
  book: RosterBook,
  season: number,
  calendar: OffseasonCalendar,
  random: Random,
): LeaguePlayerState[] {
  const windowDays = Math.max(
    1,
    countDaysBetween(calendar.previousSuperBowlDate, calendar.leagueYearStart) - 2,
  );
  const retired: LeaguePlayerState[] = [];
  for (const player of book.state.players) {
    if (player.status === 'RET' || !random.chance(getRetirementChance(player, season))) continue;
    const date = addDays(calendar.previousSuperBowlDate, 1 + random.int(0, windowDays - 1));
    retirePlayer(book, player, { date });
    retired.push(player);
  }
  return retired;
}
