import { formatHeight, MISSING_VALUE } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { PlayerHeadshot } from '../../../components/players/player-headshot';
import { PlayerLink } from '../../../components/players/player-link';
import { useAppConfig } from '../../../config/app-config-context';
import { useTeamRoster } from '../api/get-team-roster';
import {
  formatRosterStatus,
  groupRoster,
  POSITION_GROUP_NAMES,
  type RosterEntry,
  type RosterSort,
  type RosterSortKey,
  toggleRosterSort,
} from '../lib/roster';

/** Fixed widths, so the group tables' columns line up down the page. */
const COLUMNS: readonly { key: RosterSortKey; label: string; align?: 'right'; width: string }[] = [
  { key: 'name', label: 'Player', width: '40%' },
  { key: 'jerseyNumber', label: 'No.', align: 'right', width: '10%' },
  { key: 'position', label: 'Pos', width: '10%' },
  { key: 'age', label: 'Age', align: 'right', width: '10%' },
  { key: 'height', label: 'Ht', align: 'right', width: '10%' },
  { key: 'weight', label: 'Wt', align: 'right', width: '10%' },
  { key: 'experience', label: 'Exp', align: 'right', width: '10%' },
];

/** An injury chip for any status but the default UNSPECIFIED. */
export function InjuryChip({ status }: { status: string }) {
  if (status === 'UNSPECIFIED') return null;
  const color = status === 'QUESTIONABLE' ? 'warning' : 'error';
  return (
    <Chip
      size="small"
      color={color}
      variant="outlined"
      label={status}
      sx={{ ml: 1, height: 20, fontSize: 11 }}
    />
  );
}

function RosterRow({ entry, baseUrl }: { entry: RosterEntry; baseUrl: string }) {
  const { player } = entry;
  return (
    <TableRow data-testid="roster-row">
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PlayerHeadshot
            name={player.displayName}
            headshot={player.headshot}
            colorKey={player.displayName}
            size={32}
            baseUrl={baseUrl}
          />
          <Box sx={{ minWidth: 0 }}>
            <PlayerLink nflId={player.nflId} name={player.displayName} />
            <InjuryChip status={player.injury.injuryStatus} />
            {player.status !== 'ACT' && (
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {formatRosterStatus(player.status)}
              </Typography>
            )}
          </Box>
        </Stack>
      </TableCell>
      <TableCell align="right">{player.jerseyNumber ?? MISSING_VALUE}</TableCell>
      <TableCell>{player.position}</TableCell>
      <TableCell align="right">{entry.age ?? MISSING_VALUE}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatHeight(player.heightInches)}
      </TableCell>
      <TableCell align="right">{player.weight ?? MISSING_VALUE}</TableCell>
      <TableCell align="right">
        {player.experience === 0 ? 'R' : (player.experience ?? MISSING_VALUE)}
      </TableCell>
    </TableRow>
  );
}

/** The Roster tab: the team's players by position group, each table sortable by any column. */
export function TeamRosterTab({ teamId, season }: { teamId: string; season: number }) {
  const roster = useTeamRoster({ teamId, season });
  const { apiBaseUrl } = useAppConfig();
  const [sort, setSort] = useState<RosterSort>({ key: 'jerseyNumber', direction: 'asc' });
  const groups = useMemo(
    () => groupRoster(roster.data?.players ?? [], sort, new Date()),
    [roster.data, sort],
  );

  if (roster.isPending) return <Skeleton variant="rounded" height={480} />;
  if (roster.isError) {
    return <LoadErrorAlert what="The roster" error={roster.error} onRetry={() => void roster.refetch()} />;
  }
  if (groups.length === 0)
    return <Alert severity="info">No {season} roster has been published for this team.</Alert>;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {season} roster, week {roster.data.week} ({roster.data.players.length} players). Ages are as of today.
      </Typography>
      {groups.map(({ group, entries }) => (
        <Box component="section" key={group} aria-label={POSITION_GROUP_NAMES[group]}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {POSITION_GROUP_NAMES[group]}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-label={`${POSITION_GROUP_NAMES[group]} roster`}
              sx={{ tableLayout: 'fixed', minWidth: 600 }}
            >
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.align}
                      sx={{ width: column.width }}
                      sortDirection={sort.key === column.key ? sort.direction : false}
                    >
                      <TableSortLabel
                        active={sort.key === column.key}
                        direction={sort.key === column.key ? sort.direction : 'asc'}
                        onClick={() => setSort((current) => toggleRosterSort(current, column.key))}
                      >
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <RosterRow key={entry.player.nflId} entry={entry} baseUrl={apiBaseUrl} />
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
