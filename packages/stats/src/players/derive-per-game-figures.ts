import type { PlayerPerGameKey, PlayerStatSection } from '@all22/domain';
import { divideOrNull, type PlayerStatLine } from './derive-player-stat-line.js';

type PerGame<S extends PlayerStatSection> = Record<PlayerPerGameKey<S>, number | null>;

/**
 * A season line with its per-game figures (domain's PLAYER_PER_GAME_KEYS): season totals ÷ games
 * played, one decimal (null at 0 games).
 */
export interface PlayerSeasonStatLine extends PlayerStatLine {
  passing: PlayerStatLine['passing'] & PerGame<'passing'>;
  rushing: PlayerStatLine['rushing'] & PerGame<'rushing'>;
  receiving: PlayerStatLine['receiving'] & PerGame<'receiving'>;
  defense: PlayerStatLine['defense'] & PerGame<'defense'>;
}

/**
 * Adds the per-game figures the player header reads (spec 2 §3) to a season line. The divisor is
 * games played — the games he appeared in — so a player's rate is not diluted by games he missed;
 * games he missed still count for qualification (spec 1 §5).
 */
export function derivePerGameFigures(line: PlayerStatLine, gamesPlayed: number): PlayerSeasonStatLine {
  const perGame = (value: number) => divideOrNull(value, gamesPlayed, 1);
  const { passing, rushing, receiving, defense } = line;
  return {
    ...line,
    passing: {
      ...passing,
      attemptsPerGame: perGame(passing.attempts),
      yardsPerGame: perGame(passing.yards),
      touchdownsPerGame: perGame(passing.touchdowns),
      interceptionsPerGame: perGame(passing.interceptions),
    },
    rushing: {
      ...rushing,
      attemptsPerGame: perGame(rushing.attempts),
      yardsPerGame: perGame(rushing.yards),
      touchdownsPerGame: perGame(rushing.touchdowns),
    },
    receiving: {
      ...receiving,
      targetsPerGame: perGame(receiving.targets),
      receptionsPerGame: perGame(receiving.receptions),
      yardsPerGame: perGame(receiving.yards),
      touchdownsPerGame: perGame(receiving.touchdowns),
      routesPerGame: perGame(receiving.routesRun),
    },
    defense: {
      ...defense,
      snapsPerGame: perGame(defense.snaps),
      tacklesPerGame: perGame(defense.tackles),
      sacksPerGame: perGame(defense.sacks),
      pressuresPerGame: perGame(defense.pressures),
      interceptionsPerGame: perGame(defense.interceptions),
    },
  };
}
