import type { Position } from './position.js';
import { normalizePosition } from './position.js';

/**
 * Position groups that drive stat settings and qualification. CB joins DB (the spec treats them
 * alike everywhere); special-teams groups K, P and LS are the position itself (spec 1 §3).
 */
export const POSITION_GROUPS = [
  'QB',
  'RB',
  'WR',
  'TE',
  'OL',
  'DL',
  'EDGE',
  'LB',
  'DB',
  'K',
  'P',
  'LS',
] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

/** True when `value` is exactly one of {@link POSITION_GROUPS}. */
export function isPositionGroup(value: unknown): value is PositionGroup {
  return typeof value === 'string' && (POSITION_GROUPS as readonly string[]).includes(value);
}

const toGroup = (position: Position): PositionGroup => {
  switch (position) {
    case 'CB':
      return 'DB';
    case 'QB':
    case 'RB':
    case 'WR':
    case 'TE':
    case 'OL':
    case 'DL':
    case 'EDGE':
    case 'LB':
    case 'DB':
    case 'K':
    case 'P':
    case 'LS':
      return position;
  }
};

/**
 * Position group of an app position or a real-data position (FB → RB, OLB → LB, DE → EDGE,
 * NT → DL, SS → DB, CB → DB, OG → OL, PK → K…), case-insensitive. Null for an unknown position.
 */
export function getPositionGroup(position: string | null | undefined): PositionGroup | null {
  const normalized = normalizePosition(position);
  return normalized === null ? null : toGroup(normalized);
}
