import type { TeamSide } from './game-state.js';

/** "MM:SS" from seconds left in the quarter. */
export function formatClock(clockSeconds: number): string {
  const minutes = Math.floor(clockSeconds / 60);
  const seconds = clockSeconds % 60;
  return `${minutes < 10 ? '0' : ''}${minutes}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/**
 * Field position as the feed displays it: the side of the field's owner and the yard line
 * ("KC 35"), or "50" at midfield. `yardlineNumber` is yards to the offense's goal line.
 */
export function formatYardLine(yardlineNumber: number, offense: TeamSide, defense: TeamSide): string {
  if (yardlineNumber === 50) return '50';
  return yardlineNumber > 50
    ? `${offense.abbr} ${100 - yardlineNumber}`
    : `${defense.abbr} ${yardlineNumber}`;
}

/** "for 12 yards", "for no gain", "for -3 yards", "for 1 yard". */
export function formatGain(yards: number): string {
  if (yards === 0) return 'for no gain';
  return `for ${yards} ${Math.abs(yards) === 1 ? 'yard' : 'yards'}`;
}

/** The tacklers in parentheses, as play-by-play writes them; empty without tacklers. */
export function formatTacklers(names: readonly string[]): string {
  return names.length === 0 ? '' : ` (${names.join('; ')})`;
}

/** "(12:34) (Shotgun) " before a play's text, as the feed writes it. */
export function prefixPlayText(
  play: { clockSeconds: number; qbAlignment: string | null },
  text: string,
): string {
  const minutes = Math.floor(play.clockSeconds / 60);
  const seconds = play.clockSeconds % 60;
  const formation = play.qbAlignment === 'SHOTGUN' ? '(Shotgun) ' : '';
  return `(${minutes}:${seconds < 10 ? '0' : ''}${seconds}) ${formation}${text}`;
}
