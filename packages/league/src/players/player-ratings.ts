import type { Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import type { PlayerRatingKey, PlayerRatings } from './league-player.js';

/** The ratings that describe a skill, i.e. every rating but `overall`. */
export type SkillRatingKey = Exclude<PlayerRatingKey, 'overall'>;

export const SKILL_RATING_KEYS = [
  'speed',
  'strength',
  'agility',
  'awareness',
  'throwPower',
  'throwAccuracy',
  'ballSecurity',
  'elusiveness',
  'catching',
  'routeRunning',
  'passBlock',
  'runBlock',
  'passRush',
  'runStop',
  'tackling',
  'coverage',
  'kickPower',
  'kickAccuracy',
] as const satisfies readonly SkillRatingKey[];

/**
 * How much each skill counts towards a position's overall; each row sums to 1. These are the
 * position's relevant ratings: they are drawn near the player's level, the rest stay low.
 */
export const OVERALL_WEIGHTS: Record<Position, Partial<Record<SkillRatingKey, number>>> = {
  QB: {
    throwAccuracy: 0.35,
    awareness: 0.3,
    throwPower: 0.2,
    ballSecurity: 0.05,
    speed: 0.05,
    agility: 0.05,
  },
  RB: { speed: 0.25, elusiveness: 0.25, ballSecurity: 0.15, agility: 0.15, strength: 0.1, catching: 0.1 },
  WR: { catching: 0.25, routeRunning: 0.25, speed: 0.25, agility: 0.1, elusiveness: 0.1, ballSecurity: 0.05 },
  TE: { catching: 0.25, runBlock: 0.2, routeRunning: 0.15, strength: 0.15, speed: 0.15, passBlock: 0.1 },
  OL: { passBlock: 0.4, runBlock: 0.35, strength: 0.15, awareness: 0.1 },
  DL: { runStop: 0.35, passRush: 0.25, strength: 0.25, tackling: 0.15 },
  EDGE: { passRush: 0.4, speed: 0.2, runStop: 0.2, strength: 0.1, tackling: 0.1 },
  LB: { tackling: 0.25, runStop: 0.2, coverage: 0.2, awareness: 0.15, speed: 0.15, passRush: 0.05 },
  CB: { coverage: 0.45, speed: 0.3, agility: 0.1, awareness: 0.1, catching: 0.05 },
  DB: { coverage: 0.35, tackling: 0.2, speed: 0.2, awareness: 0.2, runStop: 0.05 },
  K: { kickAccuracy: 0.55, kickPower: 0.45 },
  P: { kickPower: 0.6, kickAccuracy: 0.4 },
  LS: { awareness: 0.5, tackling: 0.3, strength: 0.2 },
};

/** Ratings are whole numbers from 1 to 99 (nobody is perfect, nobody is zero). */
export function clampRating(value: number): number {
  return Math.min(99, Math.max(1, Math.round(value)));
}

/** The position's relevant skills (those in its overall), heaviest first. */
export function getRelevantSkills(position: Position): SkillRatingKey[] {
  return (Object.entries(OVERALL_WEIGHTS[position]) as [SkillRatingKey, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([key]) => key);
}

/** The weighted mean of the position's relevant skills, rounded: what depth charts sort by. */
export function computeOverall(position: Position, ratings: Omit<PlayerRatings, 'overall'>): number {
  let total = 0;
  for (const [key, weight] of Object.entries(OVERALL_WEIGHTS[position]) as [SkillRatingKey, number][]) {
    total += ratings[key] * weight;
  }
  return clampRating(total);
}

/**
 * Ratings for a player of `position` whose overall should land near `level` (0–100): each
 * relevant skill is `level` plus a personal spread (strengths and weaknesses), every other
 * skill is low. The spread is kept small enough that the overall stays close to `level`.
 */
export function createPlayerRatings(position: Position, level: number, random: Random): PlayerRatings {
  const weights = OVERALL_WEIGHTS[position];
  const skills = {} as Record<SkillRatingKey, number>;
  for (const key of SKILL_RATING_KEYS) {
    skills[key] = key in weights ? clampRating(random.normal(level, 5)) : clampRating(random.normal(28, 8));
  }
  return { overall: computeOverall(position, skills), ...skills };
}

/** Adds `change(key)` to each relevant skill of the position and recomputes the overall. */
export function shiftRelevantRatings(
  position: Position,
  ratings: PlayerRatings,
  change: (key: SkillRatingKey) => number,
): PlayerRatings {
  const next = { ...ratings };
  for (const key of Object.keys(OVERALL_WEIGHTS[position]) as SkillRatingKey[]) {
    next[key] = clampRating(ratings[key] + change(key));
  }
  next.overall = computeOverall(position, next);
  return next;
}
