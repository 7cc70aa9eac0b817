import type { TeamId } from '../ids.js';
import type { YardsToGoType } from '../film/film-buckets.js';

/** A team's offensive plays in one down-and-distance situation. */
export interface SituationPlays {
  readonly teamId: TeamId;
  readonly down: number;
  /** null for a play the feed gave no distance bucket (counted in its own situation). */
  readonly yardsToGo: YardsToGoType | null;
  readonly plays: number;
  readonly dropbacks: number;
}

export interface PassRateOverExpected {
  readonly teamId: TeamId;
  readonly plays: number;
  /** Percentages to 1 decimal; overExpected in percentage points. */
  readonly passRate: number;
  readonly expectedPassRate: number;
  readonly overExpected: number;
}

const round1 = (value: number): number => {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded;
};

/**
 * Pass rate over expected: each play of a team is expected to be a dropback at the league's rate
 * in its situation (down and distance bucket); the team's figure is its dropback rate minus the
 * mean of those expectations. Teams by the figure, highest first (ties by team id).
 */
export function computePassRateOverExpected(situations: readonly SituationPlays[]): PassRateOverExpected[] {
  const key = (situation: SituationPlays) => `${situation.down}:${situation.yardsToGo ?? '-'}`;
  const league = new Map<string, { plays: number; dropbacks: number }>();
  for (const situation of situations) {
    const held = league.get(key(situation)) ?? { plays: 0, dropbacks: 0 };
    league.set(key(situation), {
      plays: held.plays + situation.plays,
      dropbacks: held.dropbacks + situation.dropbacks,
    });
  }
  const teams = new Map<TeamId, { plays: number; dropbacks: number; expected: number }>();
  for (const situation of situations) {
    const rate = league.get(key(situation));
    const leagueRate = rate && rate.plays > 0 ? rate.dropbacks / rate.plays : 0;
    const held = teams.get(situation.teamId) ?? { plays: 0, dropbacks: 0, expected: 0 };
    teams.set(situation.teamId, {
      plays: held.plays + situation.plays,
      dropbacks: held.dropbacks + situation.dropbacks,
      expected: held.expected + situation.plays * leagueRate,
    });
  }
  return [...teams]
    .filter(([, team]) => team.plays > 0)
    .map(([teamId, team]) => {
      const passRate = (100 * team.dropbacks) / team.plays;
      const expectedPassRate = (100 * team.expected) / team.plays;
      return {
        teamId,
        plays: team.plays,
        passRate: round1(passRate),
        expectedPassRate: round1(expectedPassRate),
        overExpected: round1(passRate - expectedPassRate),
      };
    })
    .sort((a, b) => b.overExpected - a.overExpected || (a.teamId < b.teamId ? -1 : 1));
}
