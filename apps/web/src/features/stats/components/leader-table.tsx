import type { LeaderResponse, SortValue } from '@all22/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { describeFilmCount, getFilmFilters, toFilmPlaysHref } from '../lib/film-links';
import type {
  LeaderTable as LeaderTableModel,
  LeaderTableColumn,
  LeaderTableRow,
} from '../lib/leader-table-model';
import { PAGE_SIZES } from '../lib/stats-query';

export interface LeaderTableProps {
  /** The answer the rows come from (its sort, paging and group). */
  response: LeaderResponse;
  table: LeaderTableModel;
  /** The table's accessible name ("Passing season leaders, 2024 regular season"). */
  label: string;
  onSort: (sortKey: string, sortValue: SortValue) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const stickyNameSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  // The page's own background: the column covers what scrolls under it.
  bgcolor: 'background.default',
  maxWidth: { xs: 140, sm: 'none' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** The header cell: figures sort through the API (click or Enter), each explained in a tooltip. */
function HeaderCell({
  column,
  response,
  onSort,
}: {
  column: LeaderTableColumn;
  response: LeaderResponse;
  onSort: LeaderTableProps['onSort'];
}) {
  const isActive = column.isSortable && response.sortKey === column.key;
  const direction = isActive && response.sortValue === 'ASC' ? 'asc' : 'desc';
  const nextSort: SortValue = isActive ? (response.sortValue === 'DESC' ? 'ASC' : 'DESC') : 'DESC';
  return (
    <TableCell
      align={column.isNumeric ? 'right' : 'left'}
      sortDirection={isActive ? direction : false}
      data-column={column.key}
      aria-label={column.kind === 'rank' ? 'Rank' : undefined}
      sx={{ whiteSpace: 'nowrap', fontWeight: 700, ...(column.kind === 'name' ? stickyNameSx : {}) }}
    >
      {column.isSortable ? (
        <Tooltip title={column.tooltip} describeChild>
          <TableSortLabel
            active={isActive}
            direction={direction}
            onClick={() => onSort(column.key, nextSort)}
          >
            {column.label}
          </TableSortLabel>
        </Tooltip>
      ) : (
        column.label
      )}
    </TableCell>
  );
}

/** One cell: a player or team links to its page, a game week to the game, a count of plays to its film. */
function BodyCell({
  column,
  text,
  row,
  response,
}: {
  column: LeaderTableColumn;
  text: string;
  row: LeaderTableRow;
  response: LeaderResponse;
}) {
  const { leader } = row;
  let content: ReactNode = text;
  if (column.kind === 'name') {
    const href =
      leader.nflId !== null
        ? routeHref('players-player-playerId', { playerId: String(leader.nflId) })
        : routeHref('teams-team-teamId', { teamId: leader.teamId });
    content = (
      <Link component={RouterLink} to={href} sx={{ fontWeight: 600 }}>
        {text}
      </Link>
    );
  } else if (column.kind === 'week' && leader.gameId !== null) {
    content = (
      <Link component={RouterLink} to={routeHref('games-game-gameId', { gameId: String(leader.gameId) })}>
        {text}
      </Link>
    );
  } else if (column.kind === 'stat') {
    const value = leader.values[column.key];
    const filters =
      typeof value === 'number' && value > 0
        ? getFilmFilters(response.group, column.key, leader, response)
        : null;
    if (filters !== null) {
      const who = leader.displayName ?? text;
      content = (
        <Link
          component={RouterLink}
          to={toFilmPlaysHref(filters)}
          data-film-link={column.key}
          color="inherit"
          underline="always"
          sx={{ textDecorationStyle: 'dotted', '&:hover': { color: 'primary.main' } }}
          aria-label={`${text} ${describeFilmCount(response.group, column.key) ?? column.label}: ${who}'s plays in the film room`}
        >
          {text}
        </Link>
      );
    }
  }
  const isSortColumn = column.kind === 'stat' && response.sortKey === column.key;
  return (
    <TableCell
      align={column.isNumeric ? 'right' : 'left'}
      component={column.kind === 'name' ? 'th' : 'td'}
      scope={column.kind === 'name' ? 'row' : undefined}
      sx={{
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        ...(isSortColumn ? { fontWeight: 700 } : {}),
        ...(column.kind === 'name' ? stickyNameSx : {}),
      }}
    >
      {content}
    </TableCell>
  );
}

/**
 * A page of a stat-leader table: headers with tooltips that sort through the API (the active
 * column marked, aria-sort set), rows as the table model shows them, and paging. The table
 * scrolls sideways inside its own box; the player or team column stays in view.
 */
export function LeaderTable({
  response,
  table,
  label,
  onSort,
  onPageChange,
  onPageSizeChange,
}: LeaderTableProps) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%' }}>
      <Box sx={{ overflowX: 'auto' }} role="region" aria-label={`${label} (scrolls sideways)`} tabIndex={0}>
        <Table size="small" aria-label={label} data-testid="leader-table">
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <HeaderCell key={column.key} column={column} response={response} onSort={onSort} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.key} hover data-row-key={row.key}>
                {table.columns.map((column, index) => (
                  <BodyCell
                    key={column.key}
                    column={column}
                    text={row.cells[index] ?? ''}
                    row={row}
                    response={response}
                  />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={response.total}
        page={Math.max(0, response.page - 1)}
        rowsPerPage={response.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage="Rows"
        slotProps={{ select: { native: true, inputProps: { 'aria-label': 'Rows per page' } } }}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
