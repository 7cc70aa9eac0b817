import type { DefAlignment, DefensivePersonnel, NflId } from '@all22/domain';
import type { GameDayPlayer, GameDayRoster } from './game-day-roster.js';

export type PackageName = 'BASE' | 'NICKEL' | 'DIME' | 'GOAL_LINE';

/**
 * A defensive package with named players, built once per game. Variant pairs are indexed by a
 * flag: rushers/coverage by "blitz", box by "safety down". Arrays are frozen and shared by plays.
 */
export interface DefensivePackage {
  name: PackageName;
  index: number;
  personnel: DefensivePersonnel;
  /** Linemen including edge rushers. */
  dl: number;
  lb: number;
  db: number;
  players: readonly GameDayPlayer[];
  playerIds: NflId[];
  alignmentOf: ReadonlyMap<NflId, DefAlignment>;
  alignments: Readonly<Record<string, DefAlignment>>;
  blitzer: GameDayPlayer;
  rushers: readonly [readonly GameDayPlayer[], readonly GameDayPlayer[]];
  rusherIds: readonly [NflId[], NflId[]];
  coverage: readonly [readonly GameDayPlayer[], readonly GameDayPlayer[]];
  coverageIds: readonly [NflId[], NflId[]];
  box: readonly [readonly GameDayPlayer[], readonly GameDayPlayer[]];
  boxIds: readonly [NflId[], NflId[]];
  /** Mean pass-rush rating of the four-man rush. */
  passRush: number;
  /** Mean coverage rating of the coverage players without a blitz. */
  coverageRating: number;
  /** Mean run-stop rating of the standard box. */
  runStop: number;
}

type Slot = readonly ['DL' | 'EDGE' | 'LB' | 'CB' | 'DB', number, DefAlignment];

interface PackageSpec {
  name: PackageName;
  personnel: DefensivePersonnel;
  slots: readonly Slot[];
}

const PACKAGE_SPECS: readonly PackageSpec[] = [
  {
    name: 'BASE',
    personnel: 'BASE',
    slots: [
      ['DL', 0, 'DT'],
      ['DL', 1, 'DT'],
      ['EDGE', 0, 'EDGE'],
      ['EDGE', 1, 'EDGE'],
      ['LB', 0, 'LB'],
      ['LB', 1, 'LB'],
      ['LB', 2, 'LB'],
      ['CB', 0, 'CB'],
      ['CB', 1, 'CB'],
      ['DB', 0, 'FS'],
      ['DB', 1, 'SS'],
    ],
  },
  {
    name: 'NICKEL',
    personnel: 'NICKEL',
    slots: [
      ['DL', 0, 'DT'],
      ['DL', 1, 'DT'],
      ['EDGE', 0, 'EDGE'],
      ['EDGE', 1, 'EDGE'],
      ['LB', 0, 'LB'],
      ['LB', 1, 'LB'],
      ['CB', 0, 'CB'],
      ['CB', 1, 'CB'],
      ['CB', 2, 'SLOT'],
      ['DB', 0, 'FS'],
      ['DB', 1, 'SS'],
    ],
  },
  {
    name: 'DIME',
    personnel: 'DIME',
    slots: [
      ['DL', 0, 'DT'],
      ['DL', 1, 'DT'],
      ['EDGE', 0, 'EDGE'],
      ['EDGE', 1, 'EDGE'],
      ['LB', 0, 'LB'],
      ['CB', 0, 'CB'],
      ['CB', 1, 'CB'],
      ['CB', 2, 'SLOT'],
      ['CB', 3, 'SLOT'],
      ['DB', 0, 'FS'],
      ['DB', 1, 'SS'],
    ],
  },
  {
    // Heavy personnel near the goal line; reported as BASE, the spec's nearest grouping.
    name: 'GOAL_LINE',
    personnel: 'BASE',
    slots: [
      ['DL', 0, 'DT'],
      ['DL', 1, 'DT'],
      ['DL', 2, 'DT'],
      ['EDGE', 0, 'EDGE'],
      ['EDGE', 1, 'EDGE'],
      ['LB', 0, 'LB'],
      ['LB', 1, 'LB'],
      ['LB', 2, 'LB'],
      ['CB', 0, 'CB'],
      ['CB', 1, 'CB'],
      ['DB', 1, 'SS'],
    ],
  },
];

const mean = (players: readonly GameDayPlayer[], pick: (player: GameDayPlayer) => number): number =>
  players.reduce((sum, player) => sum + pick(player), 0) / Math.max(1, players.length);

const ids = (players: readonly GameDayPlayer[]): NflId[] =>
  Object.freeze(players.map((p) => p.nflId)) as NflId[];

const buildPackage = (roster: GameDayRoster, spec: PackageSpec, index: number): DefensivePackage => {
  const placed = spec.slots.map(([position, depth, alignment]) => {
    const player = roster.byPosition[position][depth];
    if (!player) throw new RangeError(`Game-day roster has no ${position}${depth + 1}`);
    return { player, alignment };
  });
  const players = placed.map((slot) => slot.player);
  const alignmentOf = new Map(placed.map((slot) => [slot.player.nflId, slot.alignment] as const));
  const withAlignment = (...wanted: DefAlignment[]) =>
    placed.filter((slot) => wanted.includes(slot.alignment)).map((slot) => slot.player);
  const front = withAlignment('DT', 'EDGE');
  const linebackers = withAlignment('LB');
  // The extra rusher: the linebacker who rushes best, or the slot corner when no linebacker plays.
  const blitzCandidates = linebackers.length > 0 ? linebackers : withAlignment('SLOT');
  const blitzer =
    [...blitzCandidates].sort((a, b) => b.ratings.passRush - a.ratings.passRush)[0] ?? players[4];
  if (!blitzer) throw new RangeError('Defensive package without a blitzer');
  const coverage = players.filter((player) => !front.includes(player));
  const blitzCoverage = coverage.filter((player) => player !== blitzer);
  const box = [...front, ...linebackers];
  const strongSafety = withAlignment('SS')[0];
  const stackedBox = strongSafety && !box.includes(strongSafety) ? [...box, strongSafety] : box;
  const alignments: Record<string, DefAlignment> = {};
  for (const slot of placed) alignments[String(slot.player.nflId)] = slot.alignment;

  return {
    name: spec.name,
    index,
    personnel: spec.personnel,
    dl: front.length,
    lb: linebackers.length,
    db: players.length - front.length - linebackers.length,
    players: Object.freeze(players),
    playerIds: ids(players),
    alignmentOf,
    alignments: Object.freeze(alignments),
    blitzer,
    rushers: [Object.freeze(front), Object.freeze([...front, blitzer])],
    rusherIds: [ids(front), ids([...front, blitzer])],
    coverage: [Object.freeze(coverage), Object.freeze(blitzCoverage)],
    coverageIds: [ids(coverage), ids(blitzCoverage)],
    box: [Object.freeze(box), Object.freeze(stackedBox)],
    boxIds: [ids(box), ids(stackedBox)],
    passRush: mean(front, (p) => p.ratings.passRush),
    coverageRating: mean(coverage, (p) => p.ratings.coverage),
    runStop: mean(box, (p) => (p.ratings.runStop + p.ratings.tackling) / 2),
  };
};

/** The team's four defensive packages for a game. */
export function buildDefensivePackages(roster: GameDayRoster): Record<PackageName, DefensivePackage> {
  const built = PACKAGE_SPECS.map((spec, index) => buildPackage(roster, spec, index));
  return Object.fromEntries(built.map((pkg) => [pkg.name, pkg])) as Record<PackageName, DefensivePackage>;
}

/** The packages in index order, for caches keyed by package index. */
export const PACKAGE_COUNT = PACKAGE_SPECS.length;
