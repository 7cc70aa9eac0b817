import { POSITIONS, type Position } from '@all22/domain';
import type { GameDayPlayer, GameDayRoster } from '../engine/game-day-roster.js';
import { isSidelined } from './draw-injury.js';
import type { LeaguePlayerState } from './league-state.js';
import type { TeamRoster } from './roster-book.js';

/**
 * The play engine's input for one team and game: the active players who can play (OUT,
 * DOUBTFUL and IR players sit; practice-squad players are not elevated), each position best
 * first. `byPosition` is the week's depth order (see sortActiveByPosition). Ratings are copied
 * so the engine cannot change the league's state.
 */
export function buildGameDayRoster(
  team: TeamRoster,
  byPosition: Record<Position, readonly LeaguePlayerState[]>,
): GameDayRoster {
  const players = Object.fromEntries(
    POSITIONS.map((position) => [
      position,
      byPosition[position]
        .filter((player) => player.status === 'ACT' && !isSidelined(player.injury))
        .map((player): GameDayPlayer => ({
          nflId: player.nflId,
          position: player.position,
          jerseyNumber: player.jerseyNumber ?? 0,
          ratings: { ...player.ratings },
        })),
    ]),
  ) as Record<Position, GameDayPlayer[]>;
  return { teamId: team.teamId, byPosition: players };
}
