import type { TeamResponse } from '@all22/contracts';
import { getFilmSeasons } from '@all22/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import { useTeams } from '../../../api/teams/get-teams';
import { useFantasyScoring } from '../../../hooks/use-fantasy-scoring';
import { useStatsSeason } from '../../../hooks/use-stats-season';
import {
  type FantasyStatsParamChanges,
  type ParsedFantasyStatsQuery,
  parseFantasyStatsQuery,
  updateFantasyStatsParams,
} from '../lib/fantasy-stats-query';

export interface FantasyStatsQueryState extends ParsedFantasyStatsQuery {
  /** The seasons offered, newest first: the league's first to the current one. */
  seasons: readonly number[];
  /** The league's teams (not the all-star teams), by full name; empty until loaded. */
  teams: readonly TeamResponse[];
  /**
   * Writes changes to the address (a new history entry: Back undoes them). A function gets the
   * address as the last change left it, for changes that depend on it (the other end of a range).
   */
  update: (
    changes: FantasyStatsParamChanges | ((current: URLSearchParams) => FantasyStatsParamChanges),
  ) => void;
}

export type FantasyStatsQueryResult =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | ({ status: 'ready' } & FantasyStatsQueryState);

/**
 * The page's state, read from the address (shareable, kept by Back and Forward): the season
 * defaults to the stats season (the previous one until the new one has a score), the scoring to
 * the account's setting.
 */
export function useFantasyStatsQuery(): FantasyStatsQueryResult {
  const [params, setParams] = useSearchParams();
  const current = useCurrentSchedule();
  const statsSeason = useStatsSeason();
  const teamsQuery = useTeams();
  const accountScoring = useFantasyScoring();
  const currentSeason = current.data?.season;
  const seasons = useMemo(
    () => (currentSeason === undefined ? [] : getFilmSeasons(currentSeason).reverse()),
    [currentSeason],
  );
  const teams = useMemo(
    () =>
      (teamsQuery.data?.teams ?? [])
        .filter((team) => team.teamType === 'TEAM')
        .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en')),
    [teamsQuery.data],
  );
  // Changes made before the page has rendered the previous ones (quick choices while a long table
  // renders) build on the last address written, not on the last one rendered, so none is lost.
  // `written` holds the addresses written and not yet rendered; one the page did not write (Back,
  // a link) clears it.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const index = written.current.indexOf(params.toString());
    written.current = index === -1 ? [] : written.current.slice(index + 1);
  }, [params]);
  const update = useCallback<FantasyStatsQueryState['update']>(
    (changes) => {
      const last = written.current.at(-1);
      const base = last === undefined ? params : new URLSearchParams(last);
      const next = updateFantasyStatsParams(base, typeof changes === 'function' ? changes(base) : changes);
      written.current.push(next.toString());
      setParams(next);
    },
    [params, setParams],
  );

  if (current.isError) return { status: 'error', error: current.error, retry: () => void current.refetch() };
  if (statsSeason.season === undefined) return { status: 'pending' };
  const parsed = parseFantasyStatsQuery(params, {
    seasons,
    defaultSeason: statsSeason.season,
    accountScoring,
    teamIds: teams.length > 0 ? new Set(teams.map((team) => team.teamId)) : undefined,
  });
  return { status: 'ready', ...parsed, seasons, teams, update };
}
