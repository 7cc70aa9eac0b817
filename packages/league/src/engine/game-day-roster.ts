import type { NflId, Position, TeamId } from '@all22/domain';
import type { PlayerRatings } from '../players/league-player.js';

/** A player available for a game: his id, the position he plays and his ratings that season. */
export interface GameDayPlayer {
  nflId: NflId;
  position: Position;
  jerseyNumber: number;
  ratings: PlayerRatings;
}

/**
 * One team's active players for one game, the play engine's input. Each position lists its
 * players best first — the week's depth chart — and the engine takes starters from the front
 * (QB 1; RB 2; WR 5; TE 3; OL 7; DL 5; EDGE 4; LB 5; CB 5; DB 4; K, P, LS 1 each at least).
 */
export interface GameDayRoster {
  teamId: TeamId;
  byPosition: Readonly<Record<Position, readonly GameDayPlayer[]>>;
}
