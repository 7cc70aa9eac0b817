import type { Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import { drawRookieAge } from './draw-career-start.js';
import { generatePlayer } from './generate-player.js';
import type { LeaguePlayerState } from './league-state.js';
import { compareByOverall } from './rank-players.js';
import type { RosterBook, TeamRoster } from './roster-book.js';
import { type MoveNote, signPlayer } from './roster-moves.js';
import { PRACTICE_SQUAD_MAX_EXPERIENCE } from './roster-template.js';

/** A promotion wins over a free agent unless the free agent is clearly better. */
const PROMOTION_PREFERENCE = 3;

const best = (players: Iterable<LeaguePlayerState>): LeaguePlayerState | undefined => {
  let found: LeaguePlayerState | undefined;
  for (const player of players) if (!found || compareByOverall(player, found) < 0) found = player;
  return found;
};

function* healthyAt(players: readonly LeaguePlayerState[], position: Position, maxExperience = Infinity) {
  for (const player of players) {
    if (player.position === position && player.injury === null && player.experience <= maxExperience) {
      yield player;
    }
  }
}

/**
 * The best healthy free agent at a position; when the pool has none, a fringe veteran is
 * generated ("street free agent"), so a team can always fill a hole.
 */
export function findFreeAgent(
  book: RosterBook,
  position: Position,
  random: Random,
  maxExperience = Infinity,
): LeaguePlayerState {
  const found = best(healthyAt(book.freeAgents, position, maxExperience));
  if (found) return found;
  const experience = Math.min(maxExperience, random.int(1, 4));
  const player = generatePlayer(
    book.state,
    {
      position,
      rookieSeason: book.state.season - experience,
      rookieAge: drawRookieAge(random),
      peakTalent: 42 + 12 * random.float(),
      experience,
    },
    random,
  );
  book.freeAgents.push(player);
  return player;
}

/** Signs a healthy young free agent at `position` to the practice squad. */
export function refillPracticeSquad(
  book: RosterBook,
  team: TeamRoster,
  position: Position,
  note: MoveNote & { random: Random },
): void {
  const player = findFreeAgent(book, position, note.random, PRACTICE_SQUAD_MAX_EXPERIENCE);
  signPlayer(book, player, team.teamId, 'PS', { ...note, details: 'Signed to the practice squad' });
}

/**
 * Adds one healthy player at `position` to the team's active roster: the best practice-squad
 * player there (whose place is then refilled), or the best free agent if clearly better.
 * Returns the new man; the caller keeps the roster at 53.
 */
export function signReplacement(
  book: RosterBook,
  team: TeamRoster,
  position: Position,
  note: MoveNote & { random: Random },
): LeaguePlayerState {
  const promoted = best(healthyAt(team.practiceSquad, position));
  const freeAgent = findFreeAgent(book, position, note.random);
  if (promoted && promoted.ratings.overall >= freeAgent.ratings.overall - PROMOTION_PREFERENCE) {
    signPlayer(book, promoted, team.teamId, 'ACT', { ...note, details: 'Promoted from the practice squad' });
    refillPracticeSquad(book, team, position, note);
    return promoted;
  }
  signPlayer(book, freeAgent, team.teamId, 'ACT', note);
  return freeAgent;
}
