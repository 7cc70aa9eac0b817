import type { TeamId } from '@all22/domain';
import type { TeamStanding } from '@all22/stats';
import { hashStringTo128 } from '../random/hash-string.js';

/** How far each playoff team went: the round it lost in, or 'CHAMPION'. */
export type PlayoffExit = 'WC' | 'DIV' | 'CONF' | 'SB' | 'CHAMPION';

const EXIT_ORDER: Readonly<Record<PlayoffExit, number>> = { WC: 0, DIV: 1, CONF: 2, SB: 3, CHAMPION: 4 };

/** A fixed per-season, per-team number for the last tie-break (the league draws lots). */
const drawLots = (season: number, teamId: TeamId): number =>
  hashStringTo128(`draft/${season}/${teamId}`)[0] >>> 0;

/**
 * The next draft's first-round order, worst first: clubs that missed the playoffs by record
 * (lowest win percentage first), then playoff clubs by the round they went out in (Wild Card
 * losers first, the Super Bowl loser 31st, the champion 32nd), each group by record. Ties are
 * broken by point differential, then by lot — simpler than the league's strength-of-schedule
 * rule, and deterministic.
 */
export function determineDraftOrder(
  season: number,
  finalStandings: readonly TeamStanding[],
  playoffExits: ReadonlyMap<TeamId, PlayoffExit>,
): TeamId[] {
  const rank = (standing: TeamStanding): number => {
    const exit = playoffExits.get(standing.teamId);
    return exit === undefined ? -1 : EXIT_ORDER[exit];
  };
  return [...finalStandings]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.winPercentage - b.winPercentage ||
        a.netPoints - b.netPoints ||
        drawLots(season, a.teamId) - drawLots(season, b.teamId),
    )
    .map((standing) => standing.teamId);
}
