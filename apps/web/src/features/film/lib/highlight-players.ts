import type { Play } from '@all22/contracts';
import type { FilmFilters } from '@all22/domain';

type HighlightPlay = Pick<Play, 'targetId' | 'nearestDefenderId' | 'passerId' | 'rusherId' | 'ballCarrierId'>;

/** Filters about the target's matchup: the target and his nearest defender are the point of the search. */
const MATCHUP_KEYS = [
  'separationType',
  'targetLocation',
  'rec_coverageType',
  'targetNearestDefender',
  'receptionNearestDefender',
  'receivingTDNearestDefender',
] as const satisfies readonly (keyof FilmFilters)[];

/**
 * The players a play's replay highlights: those the search named (passer, rusher, target, route
 * runner, defender, any player), plus the target and his nearest defender on a matchup search
 * (separation, coverage, target location). Without a search, the play's own focus: the ball
 * carrier or target, and the passer.
 */
export function getHighlightedPlayerIds(filters: FilmFilters, play: HighlightPlay): number[] {
  const ids = new Set<number>();
  const add = (id: number | null | undefined) => {
    if (id !== null && id !== undefined) ids.add(id);
  };
  for (const id of [
    filters.passerId,
    filters.rusherId,
    filters.targetId,
    filters.routeRunnerId,
    filters.defenderId,
    filters.nflId,
  ]) {
    add(id);
  }
  if (MATCHUP_KEYS.some((key) => filters[key] !== undefined)) {
    add(play.targetId);
    add(play.nearestDefenderId);
  }
  if (ids.size === 0) {
    add(play.passerId);
    add(play.targetId ?? play.rusherId ?? play.ballCarrierId);
  }
  return [...ids];
}
