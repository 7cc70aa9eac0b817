import type { NflId } from '../ids.js';

/**
 * Injuries that open a role. A player holds a role when he took a real share of his team's snaps
 * this season; when he is ruled out (or doubtful) for the week, his role passes to the next man up:
 * the first teammate at his position on this week's depth chart who is healthy and holds no role of
 * his own yet (a starter beside him keeps his own job), or, without a depth chart, the healthy
 * teammate at the position with the most snaps.
 */
export const NEXT_MAN_UP_RULES = {
  /** Injury report statuses that take a player out of the week (doubtful players seldom play). */
  roleOpeningStatuses: ['OUT', 'IR', 'DOUBTFUL'] as readonly string[],
  /** A role: at least this share of the team's snaps over the season, per game played. */
  roleSnapShare: 40,
} as const;

export function isRoleOpeningStatus(status: string): boolean {
  return NEXT_MAN_UP_RULES.roleOpeningStatuses.includes(status);
}

export function holdsRole(snapShare: number | null): boolean {
  return snapShare !== null && snapShare >= NEXT_MAN_UP_RULES.roleSnapShare;
}

/** A teammate at the injured player's position. */
export interface RoleCandidate {
  readonly nflId: NflId;
  /** His season snap share (per game played), null without games. */
  readonly snapShare: number | null;
  /** Snaps over the season. */
  readonly snaps: number;
  readonly injuryStatus: string;
}

export interface NextManUp {
  readonly nflId: NflId;
  /** How he was chosen: his place on the depth chart, or his snaps when the chart names nobody. */
  readonly chosenBy: 'depthChart' | 'snaps';
  /** His place among the position's players on this week's chart (1 = top), null when by snaps. */
  readonly depthRank: number | null;
}

/**
 * The next man up for a role: `depthOrder` is the position's players on this week's depth chart,
 * top first (the injured player anywhere in it or not); `candidates` his teammates at the position;
 * `taken` the players already stepping into another injured teammate's role this week.
 */
export function findNextManUp(
  injured: NflId,
  depthOrder: readonly NflId[],
  candidates: readonly RoleCandidate[],
  taken: ReadonlySet<NflId> = new Set(),
): NextManUp | null {
  const byId = new Map(candidates.map((candidate) => [candidate.nflId, candidate]));
  const isFree = (candidate: RoleCandidate | undefined): candidate is RoleCandidate =>
    candidate !== undefined &&
    candidate.nflId !== injured &&
    !taken.has(candidate.nflId) &&
    !isRoleOpeningStatus(candidate.injuryStatus) &&
    !holdsRole(candidate.snapShare);
  const index = depthOrder.findIndex((nflId) => isFree(byId.get(nflId)));
  const charted = depthOrder[index];
  if (charted !== undefined) return { nflId: charted, chosenBy: 'depthChart', depthRank: index + 1 };
  const bySnaps = candidates
    .filter(isFree)
    .sort((a, b) => b.snaps - a.snaps || a.nflId - b.nflId)
    .at(0);
  return bySnaps ? { nflId: bySnaps.nflId, chosenBy: 'snaps', depthRank: null } : null;
}
