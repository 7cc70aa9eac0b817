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
import type { CurrentScheduleResponse } from '@all22/contracts';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { PlayerHeadshot } from '../../../components/players/player-headshot';
import { PlayerLink } from '../../../components/players/player-link';
import { useAppConfig } from '../../../config/app-config-context';
import { formatWeekLabel } from '../../../lib/week-label';
import { useTeamInjuries } from '../api/get-team-injuries';
import { InjuryChip } from './team-roster-tab';

const PRACTICE = { DNP: 'Did not practice', LIMITED: 'Limited', FULL: 'Full' } as Record<string, string>;

/** The Injuries tab: the team's injury report for the league's current week. */
export function TeamInjuriesTab({
  teamId,
  week,
}: {
  teamId: string;
  week: Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week' | 'weekSlug'>;
}) {
  const injuries = useTeamInjuries({
    teamId,
    season: week.season,
    seasonType: week.seasonType,
    week: week.week,
  });
  const { apiBaseUrl } = useAppConfig();
  const title = `${formatWeekLabel(week)} injury report`;
  if (injuries.isPending) return <Skeleton variant="rounded" height={240} />;
  if (injuries.isError) {
    return (
      <LoadErrorAlert
        what="The injury report"
        error={injuries.error}
        onRetry={() => void injuries.refetch()}
      />
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {injuries.data.injuries.length === 0 ? (
        <Alert severity="info">No players are on this week's injury report.</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>Player</TableCell>
                <TableCell>Pos</TableCell>
                <TableCell>Injury</TableCell>
                <TableCell>Practice</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {injuries.data.injuries.map(({ person, bodyPart, practiceStatus, injuryStatus }) => (
                <TableRow key={person.id} data-testid="injury-row">
                  <TableCell sx={{ minWidth: 200 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <PlayerHeadshot
                        name={person.displayName}
                        headshot={person.headshot}
                        colorKey={person.displayName}
                        size={32}
                        baseUrl={apiBaseUrl}
                      />
                      <PlayerLink nflId={person.id} name={person.displayName} />
                    </Stack>
                  </TableCell>
                  <TableCell>{person.position}</TableCell>
                  <TableCell>{bodyPart ?? '—'}</TableCell>
                  <TableCell>{practiceStatus ? (PRACTICE[practiceStatus] ?? practiceStatus) : '—'}</TableCell>
                  <TableCell>
                    <InjuryChip status={injuryStatus} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
