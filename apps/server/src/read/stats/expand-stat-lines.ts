/**
 * Stored player lines are compact (zeros and nulls dropped, see @all22/stats storage); these
 * expand them against lines of zeros so readers always see every figure.
 */
import {
  createPlayerTotals,
  derivePerGameFigures,
  derivePlayerStatLine,
  expandStatLine,
  type PlayerSeasonStatLine,
  type PlayerStatLine,
} from '@all22/stats';

const EMPTY_GAME_LINE: PlayerStatLine = derivePlayerStatLine(createPlayerTotals());
const EMPTY_SEASON_LINE: PlayerSeasonStatLine = derivePerGameFigures(EMPTY_GAME_LINE, 0);

/** A player_game_stats `stats` value as the full game line. */
export function expandPlayerGameLine(stored: unknown): PlayerStatLine {
  return expandStatLine(stored, EMPTY_GAME_LINE);
}

/**
 * A player_season_stats `stats` value as the full season line, its per-game figures derived again
 * from the totals and `gamesPlayed`: storage drops zeros, so a stored 0.0 per game would otherwise
 * come back as the template's null.
 */
export function expandPlayerSeasonLine(stored: unknown, gamesPlayed: number): PlayerSeasonStatLine {
  return derivePerGameFigures(expandStatLine(stored, EMPTY_SEASON_LINE), gamesPlayed);
}

/** A stat-line section as the API shows it: figure → number or null, nothing else. */
export function toStatSection(section: object): Record<string, number | null> {
  const figures: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(section)) {
    if (typeof value === 'number' || value === null) figures[key] = value;
  }
  return figures;
}
