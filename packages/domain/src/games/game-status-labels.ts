import { formatOrdinal } from '../display/format-ordinal.js';
import { isFinal, isPregame } from './game-phase.js';

/** The parts of a game's state its status line is made from. */
export interface GameStatusInput {
  phase: string;
  /** 1–4, 5 and up for overtime; null before kick-off. */
  quarter: number | null;
  /** Game clock in the quarter, "MM:SS". */
  clock: string | null;
  /** Kick-off wall time in US Eastern, "HH:MM:SS". */
  gameTimeEastern: string;
}

/** "13:00:00" → "1:00 PM ET"; anything unparseable is returned as it came. */
export function formatKickoffEastern(gameTimeEastern: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(gameTimeEastern);
  if (!match) return gameTimeEastern;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'} ET`;
}

const formatPeriod = (quarter: number): string => (quarter >= 5 ? 'OT' : `Q${quarter}`);

/**
 * The Game entity's `displayStatus`, what a score strip prints: the Eastern kick-off time before
 * the game ("1:00 PM ET"), the quarter and clock during it ("Q3 05:12", "OT 02:00"), HALFTIME or
 * SUSPENDED, then "FINAL" ("FINAL/OT" for a final phase that mentions overtime). A phase we do not
 * know is shown as it is.
 */
export function getGameDisplayStatus(game: GameStatusInput): string {
  const phase = game.phase.toUpperCase();
  if (isFinal(phase)) return phase.includes('OVERTIME') || phase.includes('_OT') ? 'FINAL/OT' : 'FINAL';
  if (isPregame(phase)) return formatKickoffEastern(game.gameTimeEastern);
  if (phase === 'INGAME') {
    if (game.quarter === null) return 'IN PROGRESS';
    return game.clock ? `${formatPeriod(game.quarter)} ${game.clock}` : formatPeriod(game.quarter);
  }
  return phase;
}

/**
 * Yards from the line of scrimmage to the goal line of the team with the ball. `yardLine` reads
 * "KC 35" (the side of the field, then the yard line) or "50"; null when it cannot be read.
 */
export function getYardsToGoal(yardLine: string | null, possessionAbbr: string | null): number | null {
  if (!yardLine) return null;
  const match = /^(?:(\S+)\s+)?(\d{1,2})$/.exec(yardLine.trim());
  if (!match) return null;
  const [, side, line] = match;
  const yards = Number(line);
  if (side === undefined || yards === 50) return yards;
  if (possessionAbbr === null) return null;
  return side === possessionAbbr ? 100 - yards : yards;
}

/**
 * The Game entity's `downAndDist`: "3rd & 7", or "1st & Goal" when the line to gain is the goal
 * line. Null when there is no down (between plays, before or after the game).
 */
export function formatDownAndDistance(
  down: number | null,
  distance: number | null,
  yardsToGoal: number | null,
): string | null {
  if (down === null || down < 1 || down > 4 || distance === null) return null;
  const isGoalToGo = yardsToGoal !== null && distance >= yardsToGoal;
  return `${formatOrdinal(down)} & ${isGoalToGo ? 'Goal' : distance}`;
}
