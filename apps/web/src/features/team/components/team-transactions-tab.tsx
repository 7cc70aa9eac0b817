import type { TeamResponse } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useTeams } from '../../../api/teams/get-teams';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { PlayerLink } from '../../../components/players/player-link';
import { routeHref } from '../../../config/paths';
import { useTeamTransactions } from '../api/get-team-transactions';

/** "2018-12-19" → "Dec 19, 2018" (a calendar day: no time zone). */
const formatDay = (day: string) => {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

function TeamName({
  teamId,
  teams,
  ownTeamId,
}: {
  teamId: string | null;
  teams: readonly TeamResponse[];
  ownTeamId: string;
}) {
  if (teamId === null) return <>—</>;
  const team = teams.find((candidate) => candidate.teamId === teamId);
  if (!team || teamId === ownTeamId) return <>{team?.abbr ?? teamId}</>;
  return (
    <Link component={RouterLink} to={routeHref('teams-team-teamId', { teamId })}>
      {team.abbr}
    </Link>
  );
}

/** The Transactions tab: the season's signings, releases, trades… to or from the team, newest first. */
export function TeamTransactionsTab({ teamId, season }: { teamId: string; season: number }) {
  const transactions = useTeamTransactions({ teamId, season });
  const teams = useTeams().data?.teams ?? [];
  if (transactions.isPending) return <Skeleton variant="rounded" height={320} />;
  if (transactions.isError) {
    return (
      <LoadErrorAlert
        what="The transactions"
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
      />
    );
  }
  if (transactions.data.transactions.length === 0) {
    return <Alert severity="info">No {season} transactions for this team yet.</Alert>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`${season} transactions`}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Player</TableCell>
            <TableCell>Pos</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.data.transactions.map((move) => (
            <TableRow key={move.transactionId} data-testid="transaction-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(move.transactionDate)}</TableCell>
              <TableCell>{move.type}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <PlayerLink nflId={move.nflId} name={move.displayName} />
              </TableCell>
              <TableCell>{move.position}</TableCell>
              <TableCell>
                <TeamName teamId={move.fromTeamId} teams={teams} ownTeamId={teamId} />
              </TableCell>
              <TableCell>
                <TeamName teamId={move.toTeamId} teams={teams} ownTeamId={teamId} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>{move.details ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
