import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTeams } from '../../../api/teams/get-teams';
import {
  type PlayersIndexChanges,
  parsePlayersIndexQuery,
  updatePlayersIndexParams,
} from '../lib/players-index-query';
import { PlayersIndexFilters } from './players-index-filters';
import { PlayersIndexResults } from './players-index-results';

/** What the page ignored of its address (an unknown position, a bad page…), and a way to clear it. */
function AddressProblems({ problems }: { problems: readonly string[] }) {
  const { pathname } = useLocation();
  if (problems.length === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={pathname} color="inherit" size="small">
          Clear
        </Button>
      }
    >
      <AlertTitle>Some filters in the address were not applied</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}

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
  /** A new history entry per change (Back undoes it), unless `replace` (refining a typed name). */
  const update = useCallback(
    (changes: PlayersIndexChanges, options: { replace?: boolean } = {}) =>
      setParams((previous) => updatePlayersIndexParams(previous, changes), { replace: options.replace }),
    [setParams],
  );
  return (
    <>
      <AddressProblems problems={problems} />
      <PlayersIndexFilters query={query} teams={teams} update={update} />
      <PlayersIndexResults query={query} teamsById={teamsById} update={update} />
    </>
  );
}
