import type { NflId, ReceiverAlignment } from '@all22/domain';
import type { GameDayPlayer, GameDayRoster } from './game-day-roster.js';
import { clamp } from './rating-math.js';

/** Offensive personnel groupings by their usual names: RBs, then TEs (the rest are WRs). */
export type FormationName = '10' | '11' | '12' | '13' | '21' | '22';

/** A receiver on the field in a formation and how often he is thrown to. */
export interface FormationReceiver {
  player: GameDayPlayer;
  alignment: ReceiverAlignment;
  /** Relative share of targets among the receivers on the field (not normalised). */
  targetWeight: number;
}

/**
 * One personnel grouping with named players, built once per game. Every play run from it shares
 * its frozen id lists, so a play allocates no participant arrays of its own.
 */
export interface OffensiveFormation {
  name: FormationName;
  /** Place in the team's formation list: keys caches of combined offense/defense data. */
  index: number;
  personnelRb: number;
  personnelTe: number;
  personnelWr: number;
  quarterback: GameDayPlayer;
  /** The five offensive linemen. */
  linemen: readonly GameDayPlayer[];
  /** The back who takes handoffs from this formation. */
  ballCarrier: GameDayPlayer;
  receivers: readonly FormationReceiver[];
  /** The 11 on the field. */
  playerIds: NflId[];
  routeRunnerIds: NflId[];
  receiverAlignments: Readonly<Record<string, ReceiverAlignment>>;
  /** Mean pass-block and run-block ratings of the blockers (0–100). */
  passBlock: number;
  runBlock: number;
}

/** How often a formation is the call before situational adjustments (league shares, ~2023). */
export const FORMATION_BASE_WEIGHTS: Readonly<Record<FormationName, number>> = {
  '11': 0.62,
  '12': 0.21,
  '21': 0.07,
  '13': 0.03,
  '10': 0.03,
  '22': 0.04,
};

interface FormationSpec {
  name: FormationName;
  runningBacks: readonly number[];
  tightEnds: number;
  wideReceivers: number;
}

/** The second back takes about a third of the snaps from the single-back sets. */
const FORMATION_SPECS: readonly FormationSpec[] = [
  { name: '11', runningBacks: [0], tightEnds: 1, wideReceivers: 3 },
  { name: '11', runningBacks: [1], tightEnds: 1, wideReceivers: 3 },
  { name: '12', runningBacks: [0], tightEnds: 2, wideReceivers: 2 },
  { name: '12', runningBacks: [1], tightEnds: 2, wideReceivers: 2 },
  { name: '21', runningBacks: [0, 1], tightEnds: 1, wideReceivers: 2 },
  { name: '13', runningBacks: [0], tightEnds: 3, wideReceivers: 1 },
  { name: '10', runningBacks: [0], tightEnds: 0, wideReceivers: 4 },
  { name: '22', runningBacks: [0, 1], tightEnds: 2, wideReceivers: 1 },
];

/** Share of single-back snaps the first back plays; the rest go to the second back. */
export const LEAD_BACK_SNAP_SHARE = 0.7;

const WR_DEPTH_WEIGHTS = [0.9, 0.9, 0.8, 0.55, 0.5] as const;
const TE_DEPTH_WEIGHTS = [0.85, 0.4, 0.3] as const;
const RB_DEPTH_WEIGHTS = [0.6, 0.45] as const;

/**
 * Target weight: the depth-chart slot times receiving quality, so a team's best receiver draws
 * about a quarter of its targets and an elite one a third or more.
 */
const getTargetWeight = (player: GameDayPlayer, depthWeight: number): number => {
  const { routeRunning, catching, speed, elusiveness } = player.ratings;
  const quality =
    player.position === 'RB'
      ? (catching + elusiveness + routeRunning) / 3 / 62
      : (routeRunning * 1.2 + catching + speed * 0.8) / 3 / 68;
  // Wide enough that a star out-draws a weak slot receiver: receiving leaders near 1,700 yards.
  return depthWeight * clamp(quality, 0.82, 1.08);
};

const requirePlayer = (players: readonly GameDayPlayer[], index: number, label: string): GameDayPlayer => {
  const player = players[index];
  if (!player) throw new RangeError(`Game-day roster has no ${label}${index + 1}`);
  return player;
};

const freeze = <T>(value: T): T => Object.freeze(value);

const buildFormation = (roster: GameDayRoster, spec: FormationSpec, index: number): OffensiveFormation => {
  const { byPosition } = roster;
  const quarterback = requirePlayer(byPosition.QB, 0, 'QB');
  const linemen = [0, 1, 2, 3, 4].map((slot) => requirePlayer(byPosition.OL, slot, 'OL'));
  const receivers: FormationReceiver[] = [];
  for (let slot = 0; slot < spec.wideReceivers; slot += 1) {
    const player = requirePlayer(byPosition.WR, slot, 'WR');
    // Two outside, the rest in the slot; a lone receiver is always wide.
    const alignment: ReceiverAlignment = slot < 2 ? 'WIDE' : 'SLOT';
    receivers.push({
      player,
      alignment,
      targetWeight: getTargetWeight(player, WR_DEPTH_WEIGHTS[slot] ?? 0.3),
    });
  }
  for (let slot = 0; slot < spec.tightEnds; slot += 1) {
    const player = requirePlayer(byPosition.TE, slot, 'TE');
    receivers.push({
      player,
      alignment: 'TIGHT',
      targetWeight: getTargetWeight(player, TE_DEPTH_WEIGHTS[slot] ?? 0.15),
    });
  }
  spec.runningBacks.forEach((rbIndex, order) => {
    const player = requirePlayer(byPosition.RB, rbIndex, 'RB');
    // The second back in a two-back set is a lead blocker first, a receiver rarely.
    const depthWeight = order === 0 ? (RB_DEPTH_WEIGHTS[rbIndex] ?? 0.3) : 0.12;
    receivers.push({ player, alignment: 'BACKFIELD', targetWeight: getTargetWeight(player, depthWeight) });
  });
  const ballCarrier = requirePlayer(byPosition.RB, spec.runningBacks[0] ?? 0, 'RB');
  const tightEnds = receivers.filter((receiver) => receiver.alignment === 'TIGHT').map((r) => r.player);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const receiverAlignments: Record<string, ReceiverAlignment> = {};
  for (const receiver of receivers) receiverAlignments[String(receiver.player.nflId)] = receiver.alignment;

  return {
    name: spec.name,
    index,
    personnelRb: spec.runningBacks.length,
    personnelTe: spec.tightEnds,
    personnelWr: spec.wideReceivers,
    quarterback,
    linemen: freeze(linemen),
    ballCarrier,
    receivers: freeze(receivers),
    playerIds: freeze([quarterback, ...linemen, ...receivers.map((r) => r.player)].map((p) => p.nflId)),
    routeRunnerIds: freeze(receivers.map((receiver) => receiver.player.nflId)),
    receiverAlignments: freeze(receiverAlignments),
    passBlock: mean(linemen.map((p) => p.ratings.passBlock)),
    // Tight ends count for half a lineman in the run game.
    runBlock:
      (linemen.reduce((sum, p) => sum + p.ratings.runBlock, 0) +
        tightEnds.reduce((sum, p) => sum + p.ratings.runBlock * 0.5, 0)) /
      (linemen.length + tightEnds.length * 0.5),
  };
};

/** Every formation a team uses in a game, with its players named from the depth chart. */
export function buildOffensiveFormations(roster: GameDayRoster): OffensiveFormation[] {
  return FORMATION_SPECS.map((spec, index) => buildFormation(roster, spec, index));
}
