import type { PositionGroup } from '../players/position-group.js';
import type { StatCategory, StatDefinition } from './stat-definition.js';

/** A catalogue entry as written: counts, not percentages and on no player page unless it says so. */
export type StatInput = Omit<StatDefinition, 'category' | 'decimals' | 'isPercentage' | 'positionGroups'> &
  Partial<Pick<StatDefinition, 'decimals' | 'isPercentage' | 'positionGroups'>>;

export function defineStat(category: StatCategory, input: StatInput): StatDefinition {
  return { decimals: 0, isPercentage: false, positionGroups: [], ...input, category };
}

export const RECEIVER_GROUPS = ['WR', 'TE'] as const satisfies readonly PositionGroup[];
export const FRONT_SEVEN_GROUPS = ['DL', 'EDGE', 'LB'] as const satisfies readonly PositionGroup[];
export const DEFENDER_GROUPS = [...FRONT_SEVEN_GROUPS, 'DB'] as const satisfies readonly PositionGroup[];
