import type { PlayerStatLine } from './derive-player-stat-line.js';

/** The sections a box score or a team's season page lists players under. */
export const PLAYER_LINE_GROUPS = ['passing', 'rushing', 'receiving', 'defense', 'kicking'] as const;
export type PlayerLineGroup = (typeof PLAYER_LINE_GROUPS)[number];

interface GroupRule {
  /** True when the player did something in the section (a guard has no passing line). */
  isInvolved: (line: PlayerStatLine) => boolean;
  /** The figure the section is sorted by, highest first. */
  rank: (line: PlayerStatLine) => number;
}

const GROUP_RULES = {
  passing: {
    isInvolved: (line) => line.passing.attempts > 0 || line.passing.sacks > 0,
    rank: (line) => line.passing.yards,
  },
  rushing: { isInvolved: (line) => line.rushing.attempts > 0, rank: (line) => line.rushing.yards },
  receiving: {
    isInvolved: (line) => line.receiving.targets > 0 || line.receiving.receptions > 0,
    rank: (line) => line.receiving.yards,
  },
  defense: {
    isInvolved: ({ defense }) =>
      defense.tackles + defense.sacks + defense.interceptions + defense.passesDefensed > 0,
    rank: (line) => line.defense.tackles + line.defense.sacks,
  },
  kicking: {
    isInvolved: (line) => line.kicking.fieldGoalsAttempted + line.kicking.extraPointsAttempted > 0,
    rank: (line) => line.kicking.fieldGoalsMade * 3 + line.kicking.extraPointsMade,
  },
} as const satisfies Record<PlayerLineGroup, GroupRule>;

/**
 * Players' lines sorted into the sections they took part in, each section by its main figure
 * (yards; tackles and sacks; kicking points) then nflId. A player can appear in several sections.
 */
export function groupPlayerLines<T extends { nflId: number; stats: PlayerStatLine }>(
  lines: readonly T[],
): Record<PlayerLineGroup, T[]> {
  const group = (rule: GroupRule): T[] =>
    lines
      .filter((line) => rule.isInvolved(line.stats))
      .sort((a, b) => rule.rank(b.stats) - rule.rank(a.stats) || a.nflId - b.nflId);
  return {
    passing: group(GROUP_RULES.passing),
    rushing: group(GROUP_RULES.rushing),
    receiving: group(GROUP_RULES.receiving),
    defense: group(GROUP_RULES.defense),
    kicking: group(GROUP_RULES.kicking),
  };
}
