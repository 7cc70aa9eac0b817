import {
  PLAYER_LIST_PAGE_SIZES,
  type PlayerListItem,
  type PlayerListResponse,
  type PlayerListSortKey,
  type SortValue,
} from '@all22/contracts';
import { formatPlayerStatus, formatTeamAbbr, getAge, MISSING_VALUE } from '@all22/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TeamLogo } from '../../../components/games/team-logo';
import { PlayerHeadshot } from '../../../components/players/player-headshot';
import { PlayerLink } from '../../../components/players/player-link';
import { routeHref } from '../../../config/paths';
import { SORT_LABELS } from './players-index-labels';

const HEADSHOT_SIZE = 36;
const TEAM_LOGO_SIZE = 24;

/** Shown from the small breakpoint up; a phone keeps the player and his team. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface Column {
  label: string;
  sortKey: PlayerListSortKey | null;
  align?: 'right';
  isWideOnly: boolean;
  /** The cell of a row; the player column is drawn apart (a row header). */
  render: (player: PlayerListItem, now: Date) => React.ReactNode;
}

function TeamCell({ player }: { player: PlayerListItem }) {
  const team = player.currentTeam;
  if (!team) return <>{MISSING_VALUE}</>;
  return (
    <Link
      component={RouterLink}
      to={routeHref('teams-team-teamId', { teamId: team.teamId })}
      title={team.fullName}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
    >
      <TeamLogo team={team} size={TEAM_LOGO_SIZE} />
      {formatTeamAbbr(team.abbr)}
    </Link>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Pos', sortKey: 'position', isWideOnly: true, render: (player) => player.position },
  { label: 'Team', sortKey: 'team', isWideOnly: false, render: (player) => <TeamCell player={player} /> },
  {
    label: 'No.',
    sortKey: 'jerseyNumber',
    align: 'right',
    isWideOnly: true,
    render: (player) => player.jerseyNumber ?? MISSING_VALUE,
  },
  {
    label: 'Age',
    sortKey: 'age',
    align: 'right',
    isWideOnly: true,
    render: (player, now) =>
      (player.birthDate === null ? null : getAge(player.birthDate, now)) ?? MISSING_VALUE,
  },
  {
    label: 'Exp',
    sortKey: 'experience',
    align: 'right',
    isWideOnly: true,
    render: (player) => (player.experience === 0 ? 'R' : (player.experience ?? MISSING_VALUE)),
  },
  { label: 'Status', sortKey: null, isWideOnly: true, render: (player) => formatPlayerStatus(player.status) },
];

/** An injury chip for any status but the default UNSPECIFIED. */
function InjuryChip({ status }: { status: string }) {
  const label = status.trim();
  if (label === '' || label === 'UNSPECIFIED') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={label === 'QUESTIONABLE' ? 'warning' : 'error'}
      label={label}
      sx={{ height: 20, fontSize: 11 }}
    />
  );
}

/** The player: headshot (a chip when there is none), name linking to his page, injury; on phones his position, number and status beneath. */
function PlayerCell({ player, baseUrl }: { player: PlayerListItem; baseUrl: string }) {
  const details = [
    player.position,
    player.jerseyNumber === null ? null : `#${player.jerseyNumber}`,
    formatPlayerStatus(player.status),
  ].filter((detail) => detail !== null);
  return (
    <TableCell component="th" scope="row">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <PlayerHeadshot
          name={player.displayName}
          headshot={player.headshot}
          colorKey={player.currentTeam?.abbr ?? player.displayName}
          size={HEADSHOT_SIZE}
          baseUrl={baseUrl}
        />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Box component="span" sx={{ fontWeight: 600 }}>
              <PlayerLink nflId={player.nflId} name={player.displayName} />
            </Box>
            <InjuryChip status={player.injury.injuryStatus} />
          </Stack>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: { xs: 'block', sm: 'none' } }}
            data-testid="player-details"
          >
            {details.join(' · ')}
          </Typography>
        </Box>
      </Stack>
    </TableCell>
  );
}

/** A header that sorts through the API (Enter or click); a new column starts ascending. */
function SortHeader({
  label,
  sortKey,
  align,
  response,
  onSort,
  sx,
}: {
  label: string;
  sortKey: PlayerListSortKey;
  align?: 'right';
  response: PlayerListResponse;
  onSort: (sortKey: PlayerListSortKey, sortValue: SortValue) => void;
  sx?: object;
}) {
  const isActive = response.sortKey === sortKey;
  const direction = isActive && response.sortValue === 'DESC' ? 'desc' : 'asc';
  const next: SortValue = isActive && response.sortValue === 'ASC' ? 'DESC' : 'ASC';
  return (
    <TableCell
      align={align}
      sortDirection={isActive ? direction : false}
      sx={{ whiteSpace: 'nowrap', fontWeight: 700, ...sx }}
    >
      <TableSortLabel
        active={isActive}
        direction={direction}
        onClick={() => onSort(sortKey, next)}
        title={`Sort by ${SORT_LABELS[sortKey].name.toLowerCase()}, ${SORT_LABELS[sortKey][next]}`}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * A page of the players index: one row per player, headers that sort through the API (the active
 * one marked, aria-sort set), and paging. Phones keep the player and team columns and show the
 * rest under the name; the page's sort menu stands in for the hidden headers.
 */
export function PlayersIndexTable({
  response,
  label,
  baseUrl,
  onSort,
  onPageChange,
  onPageSizeChange,
}: {
  response: PlayerListResponse;
  /** The table's accessible name. */
  label: string;
  baseUrl: string;
  onSort: (sortKey: PlayerListSortKey, sortValue: SortValue) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}) {
  const now = new Date();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label} data-testid="players-index-table">
        <TableHead>
          <TableRow>
            <SortHeader label="Player" sortKey="name" response={response} onSort={onSort} />
            {COLUMNS.map((column) =>
              column.sortKey === null ? (
                <TableCell
                  key={column.label}
                  sx={{ fontWeight: 700, ...(column.isWideOnly ? WIDE_ONLY : {}) }}
                >
                  {column.label}
                </TableCell>
              ) : (
                <SortHeader
                  key={column.label}
                  label={column.label}
                  sortKey={column.sortKey}
                  align={column.align}
                  response={response}
                  onSort={onSort}
                  sx={column.isWideOnly ? WIDE_ONLY : {}}
                />
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {response.players.map((player) => (
            <TableRow key={player.nflId} hover data-testid="players-index-row">
              <PlayerCell player={player} baseUrl={baseUrl} />
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.align}
                  sx={{
                    whiteSpace: 'nowrap',
                    fontVariantNumeric: 'tabular-nums',
                    ...(column.isWideOnly ? WIDE_ONLY : {}),
                  }}
                >
                  {column.render(player, now)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={response.total}
        page={Math.max(0, response.page - 1)}
        rowsPerPage={response.pageSize}
        rowsPerPageOptions={[...PLAYER_LIST_PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage="Rows"
        slotProps={{ select: { native: true, inputProps: { 'aria-label': 'Rows per page' } } }}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
