import type { NflId } from '@all22/domain';
import type { LeaguePlayerState, LeagueState } from './league-state.js';
import { getPlayerSerial } from './player-ids.js';

/** The league's player with this nflId, or undefined; constant time (nflIds follow serials). */
export function findLeaguePlayer(state: LeagueState, nflId: NflId): LeaguePlayerState | undefined {
  const player = state.players[getPlayerSerial(nflId)];
  return player?.nflId === nflId ? player : undefined;
}
