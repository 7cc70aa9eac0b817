import type { TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/franchises.js';
import type { LeaguePlayerState, LeagueState, LeagueTransaction } from './league-state.js';

/** One team's people, split by roster list. */
export interface TeamRoster {
  teamId: TeamId;
  /** The 53-man active roster (more in the offseason, before cut-downs). */
  active: LeaguePlayerState[];
  /** Injured reserve. */
  reserve: LeaguePlayerState[];
  practiceSquad: LeaguePlayerState[];
}

/**
 * A working index of who is where, built once per step from the state's players (one pass, so
 * a week never scans the whole league per team). Roster moves keep it and the player records
 * in step and log every move in `transactions`.
 */
export interface RosterBook {
  state: LeagueState;
  teams: Map<TeamId, TeamRoster>;
  /** Unsigned players, in nflId order. */
  freeAgents: LeaguePlayerState[];
  transactions: LeagueTransaction[];
}

/** Indexes the state's rosters by team (in franchise order) and collects the free agents. */
export function createRosterBook(state: LeagueState): RosterBook {
  const teams = new Map<TeamId, TeamRoster>(
    FRANCHISES.map((franchise) => [
      franchise.teamId,
      { teamId: franchise.teamId, active: [], reserve: [], practiceSquad: [] },
    ]),
  );
  const freeAgents: LeaguePlayerState[] = [];
  for (const player of state.players) {
    if (player.status === 'RET') continue;
    const team = player.currentTeamId === null ? undefined : teams.get(player.currentTeamId);
    if (player.status === 'FA' || !team) {
      freeAgents.push(player);
      continue;
    }
    getRosterList(team, player.status).push(player);
  }
  return { state, teams, freeAgents, transactions: [] };
}

/** The team's list a status belongs on (ACT, RES or PS). */
export function getRosterList(team: TeamRoster, status: LeaguePlayerState['status']): LeaguePlayerState[] {
  switch (status) {
    case 'RES':
      return team.reserve;
    case 'PS':
      return team.practiceSquad;
    default:
      return team.active;
  }
}

/** The team with this id; throws for an unknown team. */
export function getTeamRoster(book: RosterBook, teamId: TeamId): TeamRoster {
  const team = book.teams.get(teamId);
  if (!team) throw new RangeError(`Unknown team ${teamId}`);
  return team;
}

/** Everyone a team holds: active, reserve and practice squad. */
export function listTeamPlayers(team: TeamRoster): LeaguePlayerState[] {
  return [...team.active, ...team.reserve, ...team.practiceSquad];
}

const removeFrom = (list: LeaguePlayerState[], player: LeaguePlayerState): void => {
  const index = list.indexOf(player);
  if (index >= 0) list.splice(index, 1);
};

/** Takes the player off whichever list holds him now (a team's or the free agents'). */
export function detachPlayer(book: RosterBook, player: LeaguePlayerState): void {
  const team = player.currentTeamId === null ? undefined : book.teams.get(player.currentTeamId);
  if (player.status === 'FA' || !team) removeFrom(book.freeAgents, player);
  else removeFrom(getRosterList(team, player.status), player);
}

/** Puts the player on the list his current status and team call for. */
export function attachPlayer(book: RosterBook, player: LeaguePlayerState): void {
  if (player.status === 'RET') return;
  if (player.status === 'FA' || player.currentTeamId === null) {
    book.freeAgents.push(player);
    return;
  }
  getRosterList(getTeamRoster(book, player.currentTeamId), player.status).push(player);
}
