/**
 * Game phases the feed sends (spec 1 §3). FINAL stands for any phase containing "FINAL"
 * (e.g. FINAL_OVERTIME); SCHEDULED appears in the mobile view.
 */
export const GAME_PHASES = [
  'PRE',
  'PREGAME',
  'SCHEDULED',
  'INGAME',
  'HALFTIME',
  'SUSPENDED',
  'FINAL',
  'FINAL_OVERTIME',
] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

/** Phases counted as live on the score strip (spec 1 §2). */
export const LIVE_GAME_PHASES = ['INGAME', 'HALFTIME', 'SUSPENDED'] as const;
/** Phases counted as not yet started. */
export const PREGAME_GAME_PHASES = ['PRE', 'PREGAME', 'SCHEDULED'] as const;

/** How a phase sorts and refreshes: live, pregame, final, or other for a phase we do not know. */
export const GAME_STATUS_GROUPS = ['live', 'pregame', 'final', 'other'] as const;
export type GameStatusGroup = (typeof GAME_STATUS_GROUPS)[number];

/** True when `value` is one of {@link GAME_PHASES}. */
export function isGamePhase(value: unknown): value is GamePhase {
  return typeof value === 'string' && (GAME_PHASES as readonly string[]).includes(value);
}

/**
 * True for any phase containing "FINAL" (FINAL, FINAL_OVERTIME, …). Phases are plain strings here
 * because the feed may send variants we have not listed.
 */
export function isFinal(phase: string): boolean {
  return phase.toUpperCase().includes('FINAL');
}

/** True for INGAME, HALFTIME and SUSPENDED. */
export function isLive(phase: string): boolean {
  return (LIVE_GAME_PHASES as readonly string[]).includes(phase.toUpperCase());
}

/** True for PRE, PREGAME and SCHEDULED. */
export function isPregame(phase: string): boolean {
  return (PREGAME_GAME_PHASES as readonly string[]).includes(phase.toUpperCase());
}

/** The {@link GameStatusGroup} of a phase string. */
export function getGameStatusGroup(phase: string): GameStatusGroup {
  if (isFinal(phase)) return 'final';
  if (isLive(phase)) return 'live';
  if (isPregame(phase)) return 'pregame';
  return 'other';
}
