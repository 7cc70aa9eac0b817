import { formatOrdinal } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { PlayerLink } from '../../../components/players/player-link';
import { useTeamDepthChart } from '../api/get-team-depth-chart';

const UNIT_NAMES: Record<string, string> = {
  OFFENSE: 'Offense',
  DEFENSE: 'Defense',
  SPECIAL_TEAMS: 'Special teams',
};

/** The Depth Chart tab (lower environments only): each unit's slots, starters first. */
export function TeamDepthChartTab({ teamId, season }: { teamId: string; season: number }) {
  const chart = useTeamDepthChart({ teamId, season });
  if (chart.isPending) return <Skeleton variant="rounded" height={480} />;
  if (chart.isError) {
    return <LoadErrorAlert what="The depth chart" error={chart.error} onRetry={() => void chart.refetch()} />;
  }
  if (chart.data.units.length === 0) return <Alert severity="info">No {season} depth chart yet.</Alert>;
  const depth = Math.max(
    1,
    ...chart.data.units.flatMap((unit) => unit.slots.map((slot) => slot.players.length)),
  );
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {season} depth chart, week {chart.data.week}.
      </Typography>
      {chart.data.units.map((unit) => {
        const name = UNIT_NAMES[unit.unit] ?? unit.unit;
        return (
          <Box component="section" key={unit.unit} aria-label={name}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {name}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table
                size="small"
                aria-label={`${name} depth chart`}
                sx={{ tableLayout: 'fixed', minWidth: 120 + depth * 170 }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 80 }}>Pos</TableCell>
                    {Array.from({ length: depth }, (_, index) => (
                      <TableCell key={index}>{index === 0 ? 'Starter' : formatOrdinal(index + 1)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {unit.slots.map((slot) => (
                    <TableRow key={slot.positionSlot}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                        {slot.positionSlot}
                      </TableCell>
                      {Array.from({ length: depth }, (_, index) => {
                        const player = [...slot.players].sort((a, b) => a.depthOrder - b.depthOrder)[index];
                        return (
                          <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                            {player ? <PlayerLink nflId={player.nflId} name={player.displayName} /> : ''}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
