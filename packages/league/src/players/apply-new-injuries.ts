import type { SeasonType } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import { drawInjury, RESERVE_THRESHOLD_GAMES } from './draw-injury.js';
import type { TeamRoster, RosterBook } from './roster-book.js';
import { type MoveNote, placeOnReserve } from './roster-moves.js';
import { signReplacement } from './sign-replacement.js';

/**
 * Chance that a healthy active player turns up on the report with a new injury in a week he
 * plays: about two new injuries per team per game. None in the preseason: the league publishes
 * no preseason injury reports, and the simulated preseason already shows the final 53 (the
 * cut-down is dated after it), so a preseason move would come before the cut-down in time.
 */
export const WEEKLY_INJURY_RATE: Record<SeasonType, number> = { PRE: 0, REG: 0.038, POST: 0.038 };

/**
 * Draws the week's new injuries for one team that plays. A player facing four games or more goes
 * on injured reserve (IR) and a replacement at his position is signed, keeping 53 active.
 */
export function applyNewInjuries(
  book: RosterBook,
  team: TeamRoster,
  seasonType: SeasonType,
  note: MoveNote & { random: Random },
): void {
  const { random } = note;
  for (const player of [...team.active]) {
    if (player.injury !== null || !random.chance(WEEKLY_INJURY_RATE[seasonType])) continue;
    const injury = drawInjury(random);
    player.injury = injury;
    if (injury.gamesOut < RESERVE_THRESHOLD_GAMES) continue;
    injury.status = 'IR';
    injury.practiceStatus = 'DNP';
    placeOnReserve(book, player, { ...note, details: `${injury.bodyPart} injury` });
    signReplacement(book, team, player.position, note);
  }
}
