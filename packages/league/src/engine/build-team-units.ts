import type { NflId, Position } from '@all22/domain';
import {
  buildDefensivePackages,
  type DefensivePackage,
  type PackageName,
} from './build-defensive-packages.js';
import { buildOffensiveFormations, type OffensiveFormation } from './build-offensive-formations.js';
import type { GameDayPlayer, GameDayRoster } from './game-day-roster.js';

/** An 11-man special-teams unit, ids frozen and shared by every kick it covers. */
export interface SpecialTeamsUnit {
  players: readonly GameDayPlayer[];
  playerIds: NflId[];
}

/** Everything the engine needs from one roster for one game, built before the first snap. */
export interface TeamUnits {
  formations: readonly OffensiveFormation[];
  packages: Readonly<Record<PackageName, DefensivePackage>>;
  kicker: GameDayPlayer;
  punter: GameDayPlayer;
  longSnapper: GameDayPlayer;
  /** Returns kickoffs and punts: the quickest, shiftiest of the depth players. */
  returner: GameDayPlayer;
  kickoffTeam: SpecialTeamsUnit;
  kickReturnTeam: SpecialTeamsUnit;
  puntTeam: SpecialTeamsUnit;
  puntReturnTeam: SpecialTeamsUnit;
  fieldGoalTeam: SpecialTeamsUnit;
  fieldGoalBlockTeam: SpecialTeamsUnit;
}

/** The depth the engine draws starters from (game-day-roster.ts documents the same minimum). */
const MINIMUM_DEPTH: Readonly<Record<Position, number>> = {
  QB: 1,
  RB: 2,
  WR: 5,
  TE: 3,
  OL: 7,
  DL: 5,
  EDGE: 4,
  LB: 5,
  CB: 5,
  DB: 4,
  K: 1,
  P: 1,
  LS: 1,
};

/** Checks a roster before any work starts, naming every short position at once. */
export function assertGameDayRoster(roster: GameDayRoster): void {
  const short = Object.entries(MINIMUM_DEPTH)
    .filter(([position, needed]) => (roster.byPosition[position as Position]?.length ?? 0) < needed)
    .map(
      ([position, needed]) =>
        `${position} (${roster.byPosition[position as Position]?.length ?? 0}/${needed})`,
    );
  if (short.length > 0) throw new RangeError(`Roster ${roster.teamId} is short at ${short.join(', ')}`);
}

type DepthSlot = readonly [Position, number];

/** Fills a unit: the required players, then the preferred depth slots, then anyone left. */
const buildUnit = (
  roster: GameDayRoster,
  required: readonly GameDayPlayer[],
  preferred: readonly DepthSlot[],
): SpecialTeamsUnit => {
  const players = [...required];
  const add = (player: GameDayPlayer | undefined) => {
    if (player && players.length < 11 && !players.includes(player)) players.push(player);
  };
  for (const [position, depth] of preferred) add(roster.byPosition[position][depth]);
  for (const position of ['LB', 'DB', 'CB', 'TE', 'RB', 'WR', 'OL', 'DL', 'EDGE'] as const) {
    for (const player of roster.byPosition[position]) add(player);
  }
  return {
    players: Object.freeze(players),
    playerIds: Object.freeze(players.map((p) => p.nflId)) as NflId[],
  };
};

const COVERAGE_DEPTH: readonly DepthSlot[] = [
  ['LB', 2],
  ['LB', 3],
  ['LB', 4],
  ['DB', 2],
  ['DB', 3],
  ['CB', 3],
  ['CB', 4],
  ['WR', 4],
  ['TE', 2],
  ['RB', 1],
];

const chooseReturner = (roster: GameDayRoster): GameDayPlayer => {
  const { WR, RB, CB } = roster.byPosition;
  const candidates = [WR[3], WR[4], RB[1], CB[2], CB[3]].filter((p): p is GameDayPlayer => p !== undefined);
  const score = (p: GameDayPlayer) => p.ratings.speed + p.ratings.elusiveness + p.ratings.ballSecurity * 0.5;
  const returner = [...candidates].sort((a, b) => score(b) - score(a))[0];
  if (!returner) throw new RangeError(`Roster ${roster.teamId} has no kick returner`);
  return returner;
};

const first = (players: readonly GameDayPlayer[], label: string): GameDayPlayer => {
  const player = players[0];
  if (!player) throw new RangeError(`Game-day roster has no ${label}`);
  return player;
};

/** Builds a team's formations, packages and special-teams units for one game. */
export function buildTeamUnits(roster: GameDayRoster): TeamUnits {
  assertGameDayRoster(roster);
  const packages = buildDefensivePackages(roster);
  const kicker = first(roster.byPosition.K, 'K');
  const punter = first(roster.byPosition.P, 'P');
  const longSnapper = first(roster.byPosition.LS, 'LS');
  const returner = chooseReturner(roster);
  const baseDefense = packages.BASE.players;
  return {
    formations: buildOffensiveFormations(roster),
    packages,
    kicker,
    punter,
    longSnapper,
    returner,
    kickoffTeam: buildUnit(roster, [kicker], [...COVERAGE_DEPTH, ['LB', 1], ['CB', 2]]),
    kickReturnTeam: buildUnit(
      roster,
      [returner],
      [
        ['RB', 1],
        ['WR', 3],
        ['WR', 4],
        ['TE', 1],
        ['TE', 2],
        ['LB', 2],
        ['LB', 3],
        ['LB', 4],
        ['DB', 2],
        ['DB', 3],
      ],
    ),
    puntTeam: buildUnit(roster, [punter, longSnapper], [['CB', 3], ['CB', 4], ...COVERAGE_DEPTH]),
    puntReturnTeam: buildUnit(roster, [returner, ...baseDefense.slice(0, 10)], []),
    fieldGoalTeam: buildUnit(
      roster,
      [kicker, punter, longSnapper],
      [
        ['OL', 0],
        ['OL', 1],
        ['OL', 2],
        ['OL', 3],
        ['OL', 4],
        ['OL', 5],
        ['OL', 6],
        ['TE', 0],
      ],
    ),
    fieldGoalBlockTeam: buildUnit(roster, baseDefense, []),
  };
}
