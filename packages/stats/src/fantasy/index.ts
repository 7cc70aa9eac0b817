export * from './fantasy-points.js';
export { toFantasyStatLine } from './to-fantasy-stat-line.js';
export { computeWeeklyFantasyPoints, type WeeklyFantasyPoints } from './compute-weekly-fantasy-points.js';
export {
  rankFantasyPositions,
  type FantasyPositionRank,
  type FantasyRankCandidate,
} from './rank-fantasy-positions.js';
export { computeFantasySeasonStats, type FantasySeasonStats } from './compute-fantasy-season-stats.js';
