import type { LeaderPeriod, TeamResponse } from '@all22/contracts';
import { getFilmSeasons } from '@all22/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import { useTeams } from '../../../api/teams/get-teams';
import {
  type ParsedStatsQuery,
  type StatsParamChanges,
  parseStatsQuery,
  updateStatsParams,
} from '../lib/stats-query';

export interface StatsQueryState extends ParsedStatsQuery {
  /** The seasons offered, newest first: the league's first to the current one. */
  seasons: readonly number[];
  /** The league's teams (not the all-star teams), by full name; empty until loaded. */
  teams: readonly TeamResponse[];
  teamsById: ReadonlyMap<string, TeamResponse>;
  /** Writes filter, sort or page changes to the address (a new history entry: Back undoes them). */
  update: (changes: StatsParamChanges) => void;
  /** The address's query as it is, for links that keep it. */
  params: URLSearchParams;
}

export type StatsQueryResult =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | ({ status: 'ready' } & StatsQueryState);

/**
 * A stats page's filters, read from the address (shareable, kept by Back and Forward) and
 * defaulting to the league's current season and season type, which are needed first.
 */
export function useStatsQuery(period: LeaderPeriod): StatsQueryResult {
  const [params, setParams] = useSearchParams();
  const current = useCurrentSchedule();
  const teamsQuery = useTeams();
  const currentSeason = current.data?.season;
  const seasons = useMemo(
    () => (currentSeason === undefined ? [] : getFilmSeasons(currentSeason).reverse()),
    [currentSeason],
  );
  const teams = useMemo(
    () => (teamsQuery.data?.teams ?? []).filter((team) => team.teamType === 'TEAM'),
    [teamsQuery.data],
  );
  const teamsById = useMemo(() => new Map(teams.map((team) => [team.teamId, team])), [teams]);
  const update = useCallback(
    (changes: StatsParamChanges) => setParams((previous) => updateStatsParams(previous, changes)),
    [setParams],
  );

  if (!current.data) {
    return current.isError
      ? { status: 'error', error: current.error, retry: () => void current.refetch() }
      : { status: 'pending' };
  }
  const parsed = parseStatsQuery(params, {
    seasons,
    defaults: { season: current.data.season, seasonType: current.data.seasonType },
    period,
    teamIds: teams.length > 0 ? new Set(teamsById.keys()) : undefined,
  });
  return { status: 'ready', ...parsed, seasons, teams, teamsById, update, params };
}
