import { divideOrNull, type PlayerStatLine } from './derive-player-stat-line.js';

/** Per-game figures of a season line: season totals ÷ games played, one decimal (null at 0 games). */
export interface PlayerSeasonStatLine extends PlayerStatLine {
  passing: PlayerStatLine['passing'] & {
    attemptsPerGame: number | null;
    yardsPerGame: number | null;
    touchdownsPerGame: number | null;
    interceptionsPerGame: number | null;
  };
  rushing: PlayerStatLine['rushing'] & {
    attemptsPerGame: number | null;
    yardsPerGame: number | null;
    touchdownsPerGame: number | null;
  };
  receiving: PlayerStatLine['receiving'] & {
    targetsPerGame: number | null;
    receptionsPerGame: number | null;
    yardsPerGame: number | null;
    touchdownsPerGame: number | null;
    routesPerGame: number | null;
  };
  defense: PlayerStatLine['defense'] & {
    snapsPerGame: number | null;
    tacklesPerGame: number | null;
    sacksPerGame: number | null;
    pressuresPerGame: number | null;
    interceptionsPerGame: number | null;
  };
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
