import type { NflId, QbAlignment, ReceiverAlignment } from '@all22/domain';
import type { Point } from './field-geometry.js';
import { FIELD_WIDTH, insideSidelines, keepOnField } from './field-geometry.js';
import type { PlayContext } from './play-context.js';

/** +1: the offense's left (larger v); −1: its right. */
export type Side = 1 | -1;

/** Where the offense lines up for a snap, and who does what. */
export interface OffenseFormation {
  positions: Map<NflId, Point>;
  centerId: NflId | null;
  quarterbackId: NflId | null;
  qbAlignment: QbAlignment;
  /** Linemen, in line order from the center out. */
  linemenIds: NflId[];
  /** Eligible players (wide, slot, tight, backfield), with the side they line up on. */
  receiverAlignments: Map<NflId, { alignment: ReceiverAlignment; side: Side }>;
}

/** Depth of the quarterback behind the line, yards. */
const QB_DEPTH: Readonly<Record<QbAlignment, number>> = { UNDER_CENTER: 1, SHOTGUN: 5, PISTOL: 4 };
/** Lateral gap between linemen, yards. */
const LINEMAN_SPACING = 1.3;
/** Wide receivers line up this far in from the sideline, yards. */
const WIDE_FROM_SIDELINE = 8;

const isReceiverAlignment = (value: string | undefined): value is ReceiverAlignment =>
  value === 'WIDE' || value === 'SLOT' || value === 'TIGHT' || value === 'BACKFIELD';

const getReceiverAlignment = (context: PlayContext, nflId: NflId): ReceiverAlignment => {
  const recorded = context.play.alignments[String(nflId)];
  if (isReceiverAlignment(recorded)) return recorded;
  switch (context.positionOf(nflId)) {
    case 'WR':
      return 'WIDE';
    case 'RB':
    case 'QB':
      return 'BACKFIELD';
    default:
      return 'TIGHT';
  }
};

/** The quarterback's alignment: the record's, else shotgun on dropbacks and under center on runs. */
const getQbAlignment = (context: PlayContext): QbAlignment =>
  context.play.qbAlignment ?? (context.kind === 'run' ? 'UNDER_CENTER' : 'SHOTGUN');

/**
 * Lines the offense up: five linemen shoulder to shoulder around the ball (extra linemen play
 * tight end), the quarterback under center, in the pistol or in the shotgun, receivers wide
 * (outside the numbers), in the slot, tight to the line or in the backfield, on alternating sides.
 */
export function alignOffense(context: PlayContext): OffenseFormation {
  const { random, lineOfScrimmage: los, ballV } = context;
  const jitter = () => (random.float() - 0.5) * 0.4;
  const positions = new Map<NflId, Point>();
  const receiverAlignments = new Map<NflId, { alignment: ReceiverAlignment; side: Side }>();
  const qbAlignment = getQbAlignment(context);
  const quarterbackId =
    context.play.passerId ?? context.offenseIds.find((nflId) => context.positionOf(nflId) === 'QB') ?? null;

  const linemen = context.offenseIds.filter((nflId) => context.positionOf(nflId) === 'OL');
  // Linemen are listed left to right when the record comes from a depth chart: the middle one snaps.
  const line = linemen.slice(0, 5);
  const middle = Math.floor(line.length / 2);
  line.forEach((nflId, index) => {
    positions.set(nflId, {
      u: los - (index === middle ? 0.4 : 0.8),
      v: ballV + (middle - index) * LINEMAN_SPACING,
    });
  });
  const linemenIds = [...line].sort(
    (a, b) => Math.abs(line.indexOf(a) - middle) - Math.abs(line.indexOf(b) - middle),
  );
  const tackleOffset = LINEMAN_SPACING * 2;
  if (quarterbackId !== null) positions.set(quarterbackId, { u: los - QB_DEPTH[qbAlignment], v: ballV });

  const others = context.offenseIds.filter((nflId) => !positions.has(nflId));
  const firstSide: Side = random.chance(0.5) ? 1 : -1;
  const counts = { WIDE: 0, SLOT: 0, TIGHT: 0, BACKFIELD: 0 };
  const onSide = {
    WIDE: new Map<Side, number>(),
    SLOT: new Map<Side, number>(),
    TIGHT: new Map<Side, number>(),
  };
  for (const nflId of others) {
    const alignment = getReceiverAlignment(context, nflId);
    const order = counts[alignment];
    counts[alignment] += 1;
    const side: Side = order % 2 === 0 ? firstSide : (-firstSide as Side);
    receiverAlignments.set(nflId, { alignment, side });
    const sideline = side === 1 ? FIELD_WIDTH : 0;
    const wideV = sideline - side * WIDE_FROM_SIDELINE;
    if (alignment === 'BACKFIELD') {
      positions.set(nflId, getBackfieldSpot(qbAlignment, order, los, ballV));
      continue;
    }
    const stacked = onSide[alignment].get(side) ?? 0;
    onSide[alignment].set(side, stacked + 1);
    if (alignment === 'WIDE') {
      positions.set(nflId, {
        u: los - (stacked % 2 === 0 ? 0.8 : 1.5),
        v: wideV - side * 4 * stacked + jitter(),
      });
    } else if (alignment === 'SLOT') {
      const slotV = ballV + side * (tackleOffset + Math.abs(wideV - ballV - side * tackleOffset) * 0.45);
      positions.set(nflId, { u: los - 1.2, v: insideSidelines(slotV - side * 2.5 * stacked + jitter(), 3) });
    } else {
      positions.set(nflId, {
        u: los - 0.8 - 0.7 * stacked,
        v: ballV + side * (tackleOffset + 1.3 + 1.2 * stacked),
      });
    }
  }
  for (const [nflId, point] of positions) positions.set(nflId, keepOnField(point));
  return {
    positions,
    centerId: linemenIds[0] ?? null,
    quarterbackId,
    qbAlignment,
    linemenIds,
    receiverAlignments,
  };
}

const getBackfieldSpot = (qbAlignment: QbAlignment, order: number, los: number, ballV: number): Point => {
  const side = order % 2 === 0 ? 1 : -1;
  switch (qbAlignment) {
    case 'UNDER_CENTER':
      return order === 0 ? { u: los - 7, v: ballV } : { u: los - 4.5, v: ballV + side * 0.8 };
    case 'SHOTGUN':
      return { u: los - 5, v: ballV + side * (1.6 + 1.4 * Math.floor(order / 2)) };
    case 'PISTOL':
      return order === 0 ? { u: los - 7, v: ballV } : { u: los - 5, v: ballV + side * 1.6 };
  }
};
