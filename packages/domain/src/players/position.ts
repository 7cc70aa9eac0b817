/** Player positions as the app shows them (spec 1 §3, plus OL and LS for complete rosters). */
export const POSITIONS = [
  'QB',
  'RB',
  'WR',
  'TE',
  'OL',
  'DL',
  'EDGE',
  'LB',
  'CB',
  'DB',
  'K',
  'P',
  'LS',
] as const;
export type Position = (typeof POSITIONS)[number];

/** True when `value` is exactly one of {@link POSITIONS}. */
export function isPosition(value: unknown): value is Position {
  return typeof value === 'string' && (POSITIONS as readonly string[]).includes(value);
}

/** Fine-grained positions found in real rosters, mapped to the position the app shows. */
export const DETAILED_POSITION_ALIASES = {
  FB: 'RB',
  HB: 'RB',
  ILB: 'LB',
  MLB: 'LB',
  OLB: 'LB',
  DE: 'EDGE',
  DT: 'DL',
  NT: 'DL',
  FS: 'DB',
  SS: 'DB',
  S: 'DB',
  SAF: 'DB',
  NB: 'CB',
  G: 'OL',
  T: 'OL',
  C: 'OL',
  OT: 'OL',
  OG: 'OL',
  OC: 'OL',
  LT: 'OL',
  LG: 'OL',
  RG: 'OL',
  RT: 'OL',
  PK: 'K',
} as const satisfies Record<string, Position>;

/**
 * The app position of a roster position string, case-insensitive and trimmed: app positions as
 * they are, real-data positions through {@link DETAILED_POSITION_ALIASES} (DE → EDGE, FS → DB…).
 * Null for anything unknown.
 */
export function normalizePosition(raw: string | null | undefined): Position | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  if (isPosition(code)) return code;
  return Object.hasOwn(DETAILED_POSITION_ALIASES, code)
    ? DETAILED_POSITION_ALIASES[code as keyof typeof DETAILED_POSITION_ALIASES]
    : null;
}
