/**
 * The league clock: what time it is in the league. The wall clock by default; for demos and tests
 * it can be pinned, shifted, or started at a chosen instant and run faster than real time.
 */
export interface LeagueClock {
  /** The league's current instant, in epoch milliseconds. */
  now(): number;
  /** How many league seconds pass per real second (1 for the wall clock and shifts, 0 when pinned). */
  readonly speed: number;
  /** The setting in words, for the start-up log. */
  readonly description: string;
}

/** Thrown for a LEAGUE_CLOCK value that is none of the accepted forms; the message says which are. */
export class LeagueClockFormatError extends Error {
  override readonly name = 'LeagueClockFormatError';
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
const SHIFT_PATTERN = /^([+-])(\d+(?:\.\d+)?)([smhdw])$/;
// An ISO-8601 instant with a date and, optionally, a time and zone; "@<speed>" runs it.
const INSTANT_PATTERN = /^(\d{4}-\d{2}-\d{2}(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)(?:@(\d+(?:\.\d+)?))?$/;

const FORMS =
  'an empty value (the wall clock), an ISO instant ("2026-11-22T18:00:00Z", pinned), an instant ' +
  'and a speed ("2026-11-22T18:00:00Z@60", starts there and runs 60 times faster), or a shift ' +
  '("+2h", "-3d"; units s, m, h, d, w)';

/**
 * Reads a LEAGUE_CLOCK setting. `wallClock` is injectable so tests can drive time; a running
 * clock counts from the wall-clock instant at which it was created.
 */
export function parseLeagueClock(setting: string, wallClock: () => number = Date.now): LeagueClock {
  const value = setting.trim();
  if (value === '') return { now: wallClock, speed: 1, description: 'wall clock' };

  const shift = SHIFT_PATTERN.exec(value);
  if (shift) {
    const [, sign, amount, unit] = shift as unknown as [string, '+' | '-', string, keyof typeof UNIT_MS];
    const offset = (sign === '-' ? -1 : 1) * Number(amount) * UNIT_MS[unit];
    return { now: () => wallClock() + offset, speed: 1, description: `wall clock ${value}` };
  }

  const instant = INSTANT_PATTERN.exec(value);
  const start = instant ? Date.parse(instant[1] ?? '') : Number.NaN;
  if (!instant || Number.isNaN(start)) {
    throw new LeagueClockFormatError(`LEAGUE_CLOCK "${setting}" is not valid: use ${FORMS}.`);
  }
  const speed = instant[2] === undefined ? 0 : Number(instant[2]);
  if (speed === 0) {
    return { now: () => start, speed: 0, description: `pinned at ${new Date(start).toISOString()}` };
  }
  const origin = wallClock();
  return {
    now: () => start + (wallClock() - origin) * speed,
    speed,
    description: `from ${new Date(start).toISOString()} at ${speed}× speed`,
  };
}
