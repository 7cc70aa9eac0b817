import { POSITIONS } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import type { IsoDate } from '../schedule/iso-date.js';
import type { LeaguePlayerState } from './league-state.js';
import { listAtPosition } from './offseason-moves.js';
import { getSeasonAge } from './player-age.js';
import type { RosterBook, TeamRoster } from './roster-book.js';
import { releasePlayer, signPlayer } from './roster-moves.js';
import {
  ACTIVE_ROSTER_TEMPLATE,
  PRACTICE_SQUAD_MAX_EXPERIENCE,
  PRACTICE_SQUAD_TEMPLATE,
} from './roster-template.js';
import { findFreeAgent, refillPracticeSquad } from './sign-replacement.js';

/** Upside a team sees in a young player when choosing its 53: points per year under 25. */
const YOUTH_BONUS_PER_YEAR = 0.7;

/**
 * Cut-down day: each team keeps exactly the template at every position on its 53 (best by
 * overall, young players given a little credit for upside), moves its best eligible young
 * cuts to the practice squad, releases the rest, and signs free agents wherever it is short.
 */
export function cutDownRosters(
  book: RosterBook,
  dates: { cutDownDate: IsoDate; practiceSquadDate: IsoDate },
  random: Random,
): void {
  const season = book.state.season;
  const values = new Map<LeaguePlayerState, number>();
  const value = (player: LeaguePlayerState): number => {
    let found = values.get(player);
    if (found === undefined) {
      const age = getSeasonAge(player.birthDate, season);
      found = player.ratings.overall + YOUTH_BONUS_PER_YEAR * Math.max(0, 25 - age);
      values.set(player, found);
    }
    return found;
  };
  const byValue = (a: LeaguePlayerState, b: LeaguePlayerState) => value(b) - value(a) || a.nflId - b.nflId;
  for (const team of book.teams.values()) cutDownTeam(book, team, byValue, dates, random);
}

const cutDownTeam = (
  book: RosterBook,
  team: TeamRoster,
  byValue: (a: LeaguePlayerState, b: LeaguePlayerState) => number,
  { cutDownDate, practiceSquadDate }: { cutDownDate: IsoDate; practiceSquadDate: IsoDate },
  random: Random,
): void => {
  for (const position of POSITIONS) {
    const ranked = listAtPosition(team, position).sort(byValue);
    const keep = ranked.slice(0, ACTIVE_ROSTER_TEMPLATE[position]);
    const rest = ranked.slice(keep.length);
    const practice = rest
      .filter((player) => player.experience <= PRACTICE_SQUAD_MAX_EXPERIENCE)
      .slice(0, PRACTICE_SQUAD_TEMPLATE[position]);
    for (const player of keep) {
      if (player.status !== 'ACT') {
        signPlayer(book, player, team.teamId, 'ACT', {
          date: cutDownDate,
          random,
          details: 'Promoted from the practice squad',
        });
      }
    }
    for (const player of rest) {
      if (practice.includes(player)) {
        if (player.status !== 'PS') {
          signPlayer(book, player, team.teamId, 'PS', {
            date: practiceSquadDate,
            random,
            details: 'Signed to the practice squad',
          });
        }
      } else {
        releasePlayer(book, player, { date: cutDownDate, details: 'Released at the cut-down' });
      }
    }
    for (let count = keep.length; count < ACTIVE_ROSTER_TEMPLATE[position]; count += 1) {
      signPlayer(book, findFreeAgent(book, position, random), team.teamId, 'ACT', {
        date: practiceSquadDate,
        random,
      });
    }
    for (let count = practice.length; count < PRACTICE_SQUAD_TEMPLATE[position]; count += 1) {
      refillPracticeSquad(book, team, position, { date: practiceSquadDate, random });
    }
  }
};
