import type { TeamId } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import type { IsoDate } from '../schedule/iso-date.js';
import { isValidJerseyNumber, pickJerseyNumber } from './jersey-numbers.js';
import type { LeaguePlayerState, TransactionType } from './league-state.js';
import {
  attachPlayer,
  detachPlayer,
  getTeamRoster,
  listTeamPlayers,
  type RosterBook,
} from './roster-book.js';

/** When and why a move happens. */
export interface MoveNote {
  date: IsoDate;
  details?: string | null;
}

const logMove = (
  book: RosterBook,
  player: LeaguePlayerState,
  type: TransactionType,
  fromTeamId: TeamId | null,
  toTeamId: TeamId | null,
  note: MoveNote,
): void => {
  book.transactions.push({
    transactionDate: note.date,
    season: book.state.season,
    type,
    nflId: player.nflId,
    fromTeamId,
    toTeamId,
    details: note.details ?? null,
  });
};

/**
 * Gives a player joining `teamId` a number free on that team (he keeps his own when he can);
 * null when none of his position's numbers is free.
 */
const assignJerseyNumber = (
  book: RosterBook,
  player: LeaguePlayerState,
  teamId: TeamId,
  random: Random,
): void => {
  const taken = new Set<number>();
  for (const teammate of listTeamPlayers(getTeamRoster(book, teamId))) {
    if (teammate !== player && teammate.jerseyNumber !== null) taken.add(teammate.jerseyNumber);
  }
  const own = player.jerseyNumber;
  if (own !== null && !taken.has(own) && isValidJerseyNumber(player.position, own)) return;
  player.jerseyNumber = pickJerseyNumber(player.position, taken, random);
};

const moveTo = (
  book: RosterBook,
  player: LeaguePlayerState,
  teamId: TeamId | null,
  status: LeaguePlayerState['status'],
): void => {
  detachPlayer(book, player);
  player.currentTeamId = teamId;
  player.status = status;
  attachPlayer(book, player);
};

/**
 * Signs a player to a team's active roster or practice squad (type SIGN, or DRAFT for a draft
 * pick): from free agency, or from the team's own practice squad when he is promoted.
 */
export function signPlayer(
  book: RosterBook,
  player: LeaguePlayerState,
  teamId: TeamId,
  status: 'ACT' | 'PS',
  note: MoveNote & { random: Random; type?: 'SIGN' | 'DRAFT' },
): void {
  const fromTeamId = player.currentTeamId;
  if (fromTeamId !== teamId) player.jerseyNumber = null;
  moveTo(book, player, teamId, status);
  assignJerseyNumber(book, player, teamId, note.random);
  logMove(book, player, note.type ?? 'SIGN', fromTeamId, teamId, note);
}

/** Numbers for the team's players who have none yet (active players first), where one is free. */
export function assignMissingJerseyNumbers(book: RosterBook, teamId: TeamId, random: Random): void {
  const team = getTeamRoster(book, teamId);
  for (const player of listTeamPlayers(team)) {
    if (player.jerseyNumber === null) assignJerseyNumber(book, player, teamId, random);
  }
}

/** Releases a player to free agency (his number goes back to the team). */
export function releasePlayer(book: RosterBook, player: LeaguePlayerState, note: MoveNote): void {
  const fromTeamId = player.currentTeamId;
  moveTo(book, player, null, 'FA');
  player.jerseyNumber = null;
  logMove(book, player, 'RELEASE', fromTeamId, null, note);
}

/** Trades a player to another team's active roster; he takes a free number there. */
export function tradePlayer(
  book: RosterBook,
  player: LeaguePlayerState,
  toTeamId: TeamId,
  note: MoveNote & { random: Random },
): void {
  const fromTeamId = player.currentTeamId;
  player.jerseyNumber = null;
  moveTo(book, player, toTeamId, 'ACT');
  assignJerseyNumber(book, player, toTeamId, note.random);
  logMove(book, player, 'TRADE', fromTeamId, toTeamId, note);
}

/** Moves an active player to injured reserve (IR; from and to are his team). */
export function placeOnReserve(book: RosterBook, player: LeaguePlayerState, note: MoveNote): void {
  const teamId = player.currentTeamId;
  moveTo(book, player, teamId, 'RES');
  logMove(book, player, 'IR', teamId, teamId, note);
}

/** Brings a player back from injured reserve to the active roster (ACTIVATE). */
export function activateFromReserve(book: RosterBook, player: LeaguePlayerState, note: MoveNote): void {
  const teamId = player.currentTeamId;
  moveTo(book, player, teamId, 'ACT');
  logMove(book, player, 'ACTIVATE', teamId, teamId, note);
}

/** Retires a player for good (RET): off every list, no team, no number, no injury. */
export function retirePlayer(book: RosterBook, player: LeaguePlayerState, note: MoveNote): void {
  const fromTeamId = player.currentTeamId;
  moveTo(book, player, null, 'RET');
  player.jerseyNumber = null;
  player.injury = null;
  logMove(book, player, 'RETIRE', fromTeamId, null, note);
}
