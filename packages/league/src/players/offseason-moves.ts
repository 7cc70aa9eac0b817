import { POSITIONS, type Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import { addDays, type IsoDate } from '../schedule/iso-date.js';
import type { LeaguePlayerState } from './league-state.js';
import { getSeasonAge } from './player-age.js';
import { compareByOverall } from './rank-players.js';
import { type RosterBook, type TeamRoster } from './roster-book.js';
import { releasePlayer, signPlayer, tradePlayer } from './roster-moves.js';
import { ACTIVE_ROSTER_TEMPLATE } from './roster-template.js';
import { findFreeAgent } from './sign-replacement.js';

/** A team's players at a position (active and practice squad), best first. */
export function listAtPosition(team: TeamRoster, position: Position): LeaguePlayerState[] {
  return [...team.active, ...team.practiceSquad]
    .filter((player) => player.position === position)
    .sort(compareByOverall);
}

/**
 * Releases at the start of the league year: veterans of 30 and over who have fallen out of
 * their position's top group (the template count) are let go, most of the time.
 */
export function releaseDecliningVeterans(book: RosterBook, date: IsoDate, random: Random): void {
  const season = book.state.season;
  for (const team of book.teams.values()) {
    for (const position of POSITIONS) {
      const surplus = listAtPosition(team, position).slice(ACTIVE_ROSTER_TEMPLATE[position]);
      for (const player of surplus) {
        if (getSeasonAge(player.birthDate, season) >= 30 && random.chance(0.6)) {
          releasePlayer(book, player, { date: addDays(date, random.int(0, 3)), details: 'Released' });
        }
      }
    }
  }
}

/**
 * Free agency: each team, in a shuffled order, fills positions below the template with the best
 * free agent there, and may add one veteran clearly better than its weakest starter.
 */
export function signVeteranFreeAgents(book: RosterBook, date: IsoDate, random: Random): void {
  for (const team of random.shuffle([...book.teams.values()])) {
    for (const position of POSITIONS) {
      const wanted = ACTIVE_ROSTER_TEMPLATE[position];
      const current = listAtPosition(team, position);
      const weakestStarter = current[Math.min(wanted, current.length) - 1];
      const candidate = findFreeAgent(book, position, random);
      const isUpgrade =
        weakestStarter !== undefined && candidate.ratings.overall >= weakestStarter.ratings.overall + 5;
      if (current.length < wanted || (isUpgrade && random.chance(0.5))) {
        signPlayer(book, candidate, team.teamId, 'ACT', { date: addDays(date, random.int(0, 20)), random });
      }
    }
  }
}

/** Positions trades happen at (specialists are not traded). */
const TRADED_POSITIONS: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'EDGE', 'LB', 'CB', 'DB'];

/**
 * A few player-for-player trades between `firstDate` and `lastDate`: two teams swap players of
 * the same position and similar overall (within four points), one TRADE row each.
 */
export function tradePlayers(
  book: RosterBook,
  count: number,
  firstDate: IsoDate,
  spanDays: number,
  random: Random,
): void {
  const teams = [...book.teams.values()];
  for (let made = 0, attempts = 0; made < count && attempts < count * 20; attempts += 1) {
    const position = random.pick(TRADED_POSITIONS);
    const [first, second] = random.shuffle(teams);
    if (!first || !second) return;
    const offered = random.pick(listAtPosition(first, position).filter((player) => player.status === 'ACT'));
    const match = listAtPosition(second, position).find(
      (player) => player.status === 'ACT' && Math.abs(player.ratings.overall - offered.ratings.overall) <= 4,
    );
    if (!match) continue;
    const date = addDays(firstDate, random.int(0, spanDays));
    tradePlayer(book, offered, second.teamId, { date, random, details: `Traded for ${match.displayName}` });
    tradePlayer(book, match, first.teamId, { date, random, details: `Traded for ${offered.displayName}` });
    made += 1;
  }
}
