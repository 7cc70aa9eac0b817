import type { DefAlignment, NflId } from '@all22/domain';
import type { Point } from './field-geometry.js';
import { FIELD_MIDDLE, distanceBetween, insideSidelines, keepOnField } from './field-geometry.js';
import type { OffenseFormation } from './offense-formation.js';
import type { PlayContext } from './play-context.js';

/** Where the defense lines up for a snap, who covers whom, and the safety shell. */
export interface DefenseFormation {
  positions: Map<NflId, Point>;
  alignments: Map<NflId, DefAlignment>;
  /** Defender → the receiver he lines up over (and covers in man). */
  matchups: Map<NflId, NflId>;
  /** One deep safety (cover 1 / cover 3) or two (cover 2 / 2-man). */
  isSingleHigh: boolean;
}

const DEF_ALIGNMENTS: readonly string[] = ['EDGE', 'DT', 'LB', 'SLOT', 'CB', 'SS', 'FS'];

const getDefAlignment = (context: PlayContext, nflId: NflId, safetyCount: number): DefAlignment => {
  const recorded = context.play.alignments[String(nflId)];
  if (recorded !== undefined && DEF_ALIGNMENTS.includes(recorded)) return recorded as DefAlignment;
  switch (context.positionOf(nflId)) {
    case 'DL':
      return 'DT';
    case 'EDGE':
      return 'EDGE';
    case 'CB':
      return 'CB';
    case 'DB':
      return safetyCount % 2 === 0 ? 'FS' : 'SS';
    default:
      return 'LB';
  }
};

/**
 * Lines the defense up against the offense's formation: tackles inside, edges outside the
 * tackles, linebackers at 4–5 yards in the box (or walked out when not box defenders), corners
 * over the widest receivers — pressed at 1 yard or off at 6–7 — slot defenders over slot
 * receivers, and safeties in a one-high shell when 7 or more are in the box, two-high otherwise.
 */
export function alignDefense(context: PlayContext, offense: OffenseFormation): DefenseFormation {
  const { play, random, lineOfScrimmage: los, ballV } = context;
  const positions = new Map<NflId, Point>();
  const alignments = new Map<NflId, DefAlignment>();
  const matchups = new Map<NflId, NflId>();
  const boxIds = new Set(play.boxDefenderIds);
  const isSingleHigh = (play.defendersInTheBox ?? random.int(6, 7)) >= 7;
  let safeties = 0;
  for (const nflId of context.defenseIds) {
    const alignment = getDefAlignment(context, nflId, safeties);
    if (alignment === 'FS' || alignment === 'SS') safeties += 1;
    alignments.set(nflId, alignment);
  }

  const receivers = [...offense.receiverAlignments.entries()]
    .filter(([, { alignment }]) => alignment !== 'BACKFIELD')
    .map(([nflId, { alignment }]) => ({ nflId, alignment, point: offense.positions.get(nflId) as Point }))
    .sort((a, b) => Math.abs(b.point.v - ballV) - Math.abs(a.point.v - ballV));
  const taken = new Set<NflId>();
  const cover = (defenderId: NflId, receiverId: NflId, cushion: number) => {
    const receiver = offense.positions.get(receiverId) as Point;
    taken.add(receiverId);
    matchups.set(defenderId, receiverId);
    const inside = receiver.v > ballV ? -0.8 : 0.8;
    positions.set(defenderId, { u: los + cushion, v: insideSidelines(receiver.v + inside) });
  };
  const cushionFor = (defenderId: NflId, receiverId: NflId | undefined, alignment: DefAlignment): number => {
    const isTargetDefender =
      receiverId !== undefined && receiverId === play.targetId && defenderId === play.nearestDefenderId;
    const isPress =
      isTargetDefender && play.recCoverageType !== null
        ? play.recCoverageType === 'PRESS'
        : random.chance(0.35);
    if (alignment === 'SLOT') return isPress ? 1.2 : 4.5;
    return isPress ? 1 : 6 + random.float();
  };

  // The target's nearest defender lines up on him when he is a cover man.
  const nearest = play.nearestDefenderId;
  if (nearest !== null && play.targetId !== null && offense.positions.has(play.targetId)) {
    const alignment = alignments.get(nearest);
    if (alignment === 'CB' || alignment === 'SLOT')
      cover(nearest, play.targetId, cushionFor(nearest, play.targetId, alignment));
  }
  for (const [nflId, alignment] of alignments) {
    if (positions.has(nflId) || (alignment !== 'CB' && alignment !== 'SLOT')) continue;
    const open = receivers.filter((receiver) => !taken.has(receiver.nflId));
    const pick =
      alignment === 'CB' ? open[0] : (open.find((receiver) => receiver.alignment !== 'WIDE') ?? open[0]);
    if (pick !== undefined) cover(nflId, pick.nflId, cushionFor(nflId, pick.nflId, alignment));
    else positions.set(nflId, { u: los + 7, v: insideSidelines(ballV + (random.chance(0.5) ? 12 : -12), 4) });
  }

  const counters = { DT: 0, EDGE: 0, LB: 0, SAFETY: 0 };
  for (const [nflId, alignment] of alignments) {
    if (positions.has(nflId)) continue;
    const jitter = (random.float() - 0.5) * 0.4;
    switch (alignment) {
      case 'DT': {
        const index = counters.DT++;
        const side = index % 2 === 0 ? 1 : -1;
        positions.set(nflId, { u: los + 1, v: ballV + side * (1 + 2 * Math.floor(index / 2)) + jitter });
        break;
      }
      case 'EDGE': {
        const index = counters.EDGE++;
        const side = index % 2 === 0 ? -1 : 1;
        positions.set(nflId, {
          u: los + 1.2,
          v: ballV + side * (4.6 + 1.5 * Math.floor(index / 2)) + jitter,
        });
        break;
      }
      case 'LB': {
        const index = counters.LB++;
        const isInBox = boxIds.size === 0 || boxIds.has(nflId);
        const offsets = [0, 3.5, -3.5, 6, -6];
        const v = isInBox
          ? ballV + (offsets[index % offsets.length] as number)
          : ballV + (index % 2 === 0 ? 9 : -9);
        positions.set(nflId, { u: los + (isInBox ? 4.5 : 6) + jitter, v: insideSidelines(v, 3) });
        break;
      }
      default: {
        const index = counters.SAFETY++;
        const isDown = (isSingleHigh && index === 1) || boxIds.has(nflId);
        const side = index % 2 === 0 ? 1 : -1;
        if (isDown)
          positions.set(nflId, {
            u: los + (boxIds.has(nflId) ? 5.5 : 8),
            v: insideSidelines(ballV + side * 5, 3),
          });
        else if (isSingleHigh) positions.set(nflId, { u: los + 13 + jitter, v: FIELD_MIDDLE + jitter * 4 });
        else positions.set(nflId, { u: los + 12 + jitter, v: FIELD_MIDDLE + side * 9 });
      }
    }
  }
  spreadOverlaps(positions);
  for (const [nflId, point] of positions) positions.set(nflId, keepOnField(point));
  return { positions, alignments, matchups, isSingleHigh };
}

/** Nudges defenders who would stand on top of each other (a box safety over a linebacker). */
const spreadOverlaps = (positions: Map<NflId, Point>): void => {
  const entries = [...positions.entries()];
  for (let index = 0; index < entries.length; index += 1) {
    for (let other = 0; other < index; other += 1) {
      const [nflId, point] = entries[index] as [NflId, Point];
      const otherPoint = (entries[other] as [NflId, Point])[1];
      if (distanceBetween(point, otherPoint) < 1) {
        const moved = { u: point.u + 0.8, v: insideSidelines(point.v + 1.2) };
        positions.set(nflId, moved);
        entries[index] = [nflId, moved];
      }
    }
  }
};
