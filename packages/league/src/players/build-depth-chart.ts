import { POSITIONS, type Position } from '@all22/domain';
import { isSidelined } from './draw-injury.js';
import type { DepthChartRow, DepthChartUnit, LeaguePlayerState } from './league-state.js';
import { sortByDepth } from './rank-players.js';
import type { TeamRoster } from './roster-book.js';

/**
 * The chart's slots per position, in the order players are dealt to them: the best player takes
 * the first slot, the next the second, and so on round the slots (base 4-3 defence, three
 * receivers). The first tackle is the left tackle, the first end the left end.
 */
const SLOT_LAYOUT: readonly { unit: DepthChartUnit; position: Position; slots: readonly string[] }[] = [
  { unit: 'OFFENSE', position: 'QB', slots: ['QB'] },
  { unit: 'OFFENSE', position: 'RB', slots: ['RB'] },
  { unit: 'OFFENSE', position: 'WR', slots: ['LWR', 'RWR', 'SWR'] },
  { unit: 'OFFENSE', position: 'TE', slots: ['TE'] },
  { unit: 'OFFENSE', position: 'OL', slots: ['LT', 'RT', 'LG', 'RG', 'C'] },
  { unit: 'DEFENSE', position: 'EDGE', slots: ['LDE', 'RDE'] },
  { unit: 'DEFENSE', position: 'DL', slots: ['LDT', 'RDT'] },
  { unit: 'DEFENSE', position: 'LB', slots: ['MLB', 'WLB', 'SLB'] },
  { unit: 'DEFENSE', position: 'CB', slots: ['LCB', 'RCB', 'NB'] },
  { unit: 'DEFENSE', position: 'DB', slots: ['FS', 'SS'] },
  { unit: 'SPECIAL_TEAMS', position: 'K', slots: ['K'] },
  { unit: 'SPECIAL_TEAMS', position: 'P', slots: ['P'] },
  { unit: 'SPECIAL_TEAMS', position: 'LS', slots: ['LS'] },
];

/** Returners on the chart per slot. */
const RETURNERS_PER_SLOT = 2;
/** Teams spare their top ball carriers and corners from return duty unless nobody is close. */
const STARTER_RETURN_PENALTY = 8;

type ReturnSlot = 'KR' | 'PR';
const RETURN_SCORES: Record<ReturnSlot, (player: LeaguePlayerState) => number> = {
  KR: ({ ratings }) => 0.5 * ratings.speed + 0.3 * ratings.elusiveness + 0.2 * ratings.ballSecurity,
  PR: ({ ratings }) => 0.35 * ratings.agility + 0.3 * ratings.elusiveness + 0.35 * ratings.ballSecurity,
};

/** The team's active players at each position, best first by overall minus injuries. */
export function sortActiveByPosition(team: TeamRoster): Record<Position, LeaguePlayerState[]> {
  const byPosition = Object.fromEntries(POSITIONS.map((position) => [position, []])) as unknown as Record<
    Position,
    LeaguePlayerState[]
  >;
  for (const player of team.active) byPosition[player.position].push(player);
  for (const position of POSITIONS) sortByDepth(byPosition[position]);
  return byPosition;
}

const pickReturners = (
  byPosition: Record<Position, LeaguePlayerState[]>,
  slot: ReturnSlot,
): LeaguePlayerState[] => {
  const score = (player: LeaguePlayerState, rank: number): number =>
    RETURN_SCORES[slot](player) - (rank === 0 ? STARTER_RETURN_PENALTY : 0);
  const candidates = (['RB', 'WR', 'CB'] as const).flatMap((position) =>
    byPosition[position]
      .map((player, rank) => ({ player, value: score(player, rank) }))
      .filter(({ player }) => !isSidelined(player.injury)),
  );
  return candidates
    .sort((a, b) => b.value - a.value || a.player.nflId - b.player.nflId)
    .slice(0, RETURNERS_PER_SLOT)
    .map(({ player }) => player);
};

/**
 * A team's depth chart for a week (depth_charts rows): every active player in his position's
 * slots in order of overall minus injuries (sidelined players last), plus two kick and two punt
 * returners from the healthy backs, receivers and corners.
 */
export function buildDepthChart(
  team: TeamRoster,
  week: Pick<DepthChartRow, 'season' | 'seasonType' | 'week'>,
  byPosition: Record<Position, LeaguePlayerState[]> = sortActiveByPosition(team),
): DepthChartRow[] {
  const rows: DepthChartRow[] = [];
  const { season, seasonType, week: weekNumber } = week;
  // Literal rows, not spreads: a week builds thousands of them and spreading is several times slower.
  const add = (unit: DepthChartUnit, positionSlot: string, depthOrder: number, player: LeaguePlayerState) =>
    rows.push({
      season,
      seasonType,
      week: weekNumber,
      teamId: team.teamId,
      unit,
      positionSlot,
      depthOrder,
      nflId: player.nflId,
    });
  for (const { unit, position, slots } of SLOT_LAYOUT) {
    byPosition[position].forEach((player, rank) => {
      add(unit, slots[rank % slots.length] ?? position, Math.floor(rank / slots.length) + 1, player);
    });
  }
  for (const slot of ['KR', 'PR'] as const) {
    pickReturners(byPosition, slot).forEach((player, rank) => add('SPECIAL_TEAMS', slot, rank + 1, player));
  }
  return rows;
}
