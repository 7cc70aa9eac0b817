import type { TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/franchises.js';
import type { Random } from '../random/create-random.js';
import { addDays, countDaysBetween } from '../schedule/iso-date.js';
import { createDraftClass } from './create-draft-class.js';
import { cutDownRosters } from './cut-down-rosters.js';
import { closeSeason, developLeaguePlayers } from './develop-league-players.js';
import type { LeagueState, LeagueTransaction } from './league-state.js';
import { normalizeLeagueRatings } from './normalize-league-ratings.js';
import { getDraftRoundDate, getOffseasonCalendar } from './offseason-calendar.js';
import { releaseDecliningVeterans, signVeteranFreeAgents, tradePlayers } from './offseason-moves.js';
import { retirePlayers } from './retire-players.js';
import { createRosterBook } from './roster-book.js';
import { ACTIVE_ROSTER_SIZE, PRACTICE_SQUAD_SIZE } from './roster-template.js';
import { DRAFT_ROUNDS, runDraft, signUndraftedRookies } from './run-draft.js';

/** Players a team carries into training camp (active and practice squad) after undrafted signings. */
const CAMP_ROSTER_SIZE = ACTIVE_ROSTER_SIZE + PRACTICE_SQUAD_SIZE + 5;
/** Prospects per draft class: the 224 picks and enough for every team's undrafted signings. */
const DRAFT_CLASS_SIZE = 420;

export interface AdvanceOffseasonOptions {
  /** The new league year: the state's season plus one. */
  season: number;
  /** The 32 teams, worst record of the season just ended first (every round uses this order). */
  draftOrder: readonly TeamId[];
  /** This offseason's stream, e.g. `players.fork('offseason/2019')`. */
  random: Random;
}

/** Checks the inputs before any work: the next season and a full, valid draft order. */
const checkOptions = (state: LeagueState, { season, draftOrder }: AdvanceOffseasonOptions): void => {
  if (season !== state.season + 1) {
    throw new RangeError(
      `advanceOffseason goes from ${state.season} to ${state.season + 1}, not to ${season}`,
    );
  }
  const known = new Set<string>(FRANCHISES.map((franchise) => franchise.teamId));
  const problems = [
    draftOrder.length !== known.size ? `has ${draftOrder.length} teams, not ${known.size}` : null,
    new Set(draftOrder).size !== draftOrder.length ? 'repeats a team' : null,
    draftOrder.some((teamId) => !known.has(teamId)) ? 'names an unknown team' : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0) throw new RangeError(`The draft order ${problems.join(', ')}`);
};

/**
 * The offseason between two seasons, on the real calendar: the season is closed (experience,
 * injuries healed), players retire (February–March), everyone ages and develops, veterans are
 * released and free agents signed (March), the seven-round draft and undrafted signings (late
 * April), a few trades (spring and summer), and the cut-down to 53 plus a practice squad of 16
 * (late August). Changes `state` in place; returns every move of the offseason (RETIRE, RELEASE,
 * SIGN, TRADE, DRAFT) in date order — the draft is its DRAFT rows, in pick order.
 */
export function advanceOffseason(state: LeagueState, options: AdvanceOffseasonOptions): LeagueTransaction[] {
  checkOptions(state, options);
  const { season, draftOrder, random } = options;
  const calendar = getOffseasonCalendar(season);
  closeSeason(state);
  const book = createRosterBook(state);
  // Retirements belong to the league year just ended; everything after to the new one.
  retirePlayers(book, season, calendar, random.fork('retirements'));
  state.season = season;
  developLeaguePlayers(state, season, random.fork('development'));
  normalizeLeagueRatings(state);
  releaseDecliningVeterans(book, calendar.leagueYearStart, random.fork('releases'));
  signVeteranFreeAgents(book, calendar.leagueYearStart, random.fork('free-agency'));
  const prospects = createDraftClass(DRAFT_CLASS_SIZE, random.fork('draft-class'));
  runDraft(book, draftOrder, prospects, (round) => getDraftRoundDate(calendar, round), random.fork('draft'));
  const undraftedDate = getDraftRoundDate(calendar, DRAFT_ROUNDS);
  signUndraftedRookies(
    book,
    draftOrder,
    prospects,
    CAMP_ROSTER_SIZE,
    addDays(undraftedDate, 2),
    random.fork('undrafted'),
  );
  // Trades are dated between the draft and the cut-down, so a traded rookie was drafted first.
  const tradeRandom = random.fork('trades');
  const firstTradeDate = addDays(undraftedDate, 3);
  const tradeSpan = countDaysBetween(firstTradeDate, calendar.cutDownDate) - 1;
  tradePlayers(book, tradeRandom.int(2, 6), firstTradeDate, tradeSpan, tradeRandom);
  cutDownRosters(book, calendar, random.fork('cut-down'));
  // A stable sort, so moves of one day keep the order they happened in.
  return book.transactions.sort((a, b) => a.transactionDate.localeCompare(b.transactionDate));
}
