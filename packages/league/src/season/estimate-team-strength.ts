import type { Position } from '@all22/domain';
import type { GameDayRoster } from '../engine/game-day-roster.js';

/** Starters counted per position, and how much a starter there matters to the result. */
const STARTER_WEIGHTS: readonly [Position, number, number][] = [
  ['QB', 1, 6],
  ['RB', 1, 1],
  ['WR', 3, 1.5],
  ['TE', 1, 1],
  ['OL', 5, 1],
  ['DL', 2, 1],
  ['EDGE', 2, 1.5],
  ['LB', 2, 1],
  ['CB', 3, 1.2],
  ['DB', 2, 1],
  ['K', 1, 0.5],
];

/** Points of expected margin per point of weighted starter rating above the league's middle. */
const POINTS_PER_RATING_POINT = 1.5;
/** A middling starter's overall rating. */
const LEAGUE_MIDDLE_RATING = 72;

/**
 * A team's strength on a points scale (0 = an average team; +3 means three points better on a
 * neutral field), from the weighted overall ratings of its game-day starters. The bookmaker's
 * line is built from it (computeGameOdds), so favourites are the teams with better starters.
 */
export function estimateTeamStrength(roster: GameDayRoster): number {
  let weighted = 0;
  let weights = 0;
  for (const [position, starters, weight] of STARTER_WEIGHTS) {
    const players = roster.byPosition[position].slice(0, starters);
    for (const player of players) {
      weighted += player.ratings.overall * weight;
      weights += weight;
    }
  }
  if (weights === 0) return 0;
  return (weighted / weights - LEAGUE_MIDDLE_RATING) * POINTS_PER_RATING_POINT;
}
