import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AddressProblems } from '../../../components/feedback/address-problems';
import { useTeams } from '../../../api/teams/get-teams';
import {
  type PlayersIndexChanges,
  parsePlayersIndexQuery,
  updatePlayersIndexParams,
} from '../lib/players-index-query';
import { PlayersIndexFilters } from './players-index-filters';
import { PlayersIndexResults } from './players-index-results';

/**
 * /players: every player of the league, searched by name and filtered by position, team and
 * status, sorted and paged — all of it in the address, so a reload, a shared link and Back and
 * Forward show the same list.
 */
export function PlayersIndexPage() {
  const [params, setParams] = useSearchParams();
  const teamsQuery = useTeams();
  const teams = useMemo(
    () => (teamsQuery.data?.teams ?? []).filter((team) => team.teamType === 'TEAM'),
    [teamsQuery.data],
  );
  const teamsById = useMemo(() => new Map(teams.map((team) => [team.teamId, team])), [teams]);
  const { query, problems } = useMemo(
    () => parsePlayersIndexQuery(params, teamsById.size > 0 ? new Set(teamsById.keys()) : undefined),
    [params, teamsById],
  );
  // The address last asked for, until the router has it: a navigation completes only after the
  // route's checks, so a second change made meanwhile starts from the first's address, not from
  // the one still shown (which would drop the first change).
  const requested = useRef<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    requested.current = null;
  }, [search]);
  /** A new history entry per change (Back undoes it), unless `replace` (refining a typed name). */
  const update = useCallback(
    (changes: PlayersIndexChanges, options: { replace?: boolean } = {}) => {
      const next = updatePlayersIndexParams(new URLSearchParams(requested.current ?? search), changes);
      requested.current = next.toString();
      setParams(next, { replace: options.replace });
    },
    [search, setParams],
  );
  return (
    <>
      <AddressProblems problems={problems} />
      <PlayersIndexFilters query={query} teams={teams} update={update} />
      <PlayersIndexResults query={query} teamsById={teamsById} update={update} />
    </>
  );
}
