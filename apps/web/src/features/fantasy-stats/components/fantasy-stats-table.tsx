import type { SortValue } from '@all22/contracts';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import type { FantasyStatsSort } from '../lib/fantasy-stats-query';
import type {
  FantasyStatsColumn,
  FantasyStatsTable as TableModel,
  FantasyStatsTableRow,
} from '../lib/fantasy-stats-table';
import { FIRST_STICKY_WIDTH, GROUP_ROW_HEIGHT, ScrollBox, stickyColumnSx, tableBodySx } from './scroll-box';

/** The two columns that stay in view when the table scrolls sideways: the rank and the player. */
const STICKY_LEFT: Partial<Record<FantasyStatsSort, number>> = { rank: 0, player: FIRST_STICKY_WIDTH };

/** Runs of columns under one group heading ("Passing"); ungrouped columns span both header rows. */
function groupRuns(columns: readonly FantasyStatsColumn[]) {
  const runs: { group: string | null; columns: FantasyStatsColumn[] }[] = [];
  for (const column of columns) {
    const last = runs[runs.length - 1];
    if (last && column.group !== null && last.group === column.group) last.columns.push(column);
    else runs.push({ group: column.group, columns: [column] });
  }
  return runs;
}

function SortHeader({
  column,
  sort,
  order,
  onSort,
  top,
  rowSpan,
}: {
  column: FantasyStatsColumn;
  sort: FantasyStatsSort;
  order: SortValue;
  onSort: (sort: FantasyStatsSort) => void;
  top: number;
  rowSpan?: number;
}) {
  const isActive = column.sort === sort;
  const direction = isActive && order === 'ASC' ? 'asc' : 'desc';
  const left = STICKY_LEFT[column.sort];
  return (
    <TableCell
      rowSpan={rowSpan}
      align={column.isNumeric ? 'right' : 'left'}
      sortDirection={isActive ? direction : false}
      data-column={column.sort}
      sx={{
        whiteSpace: 'nowrap',
        fontWeight: 700,
        top,
        ...(left === undefined ? {} : { ...stickyColumnSx(left), zIndex: 3 }),
      }}
    >
      <Tooltip title={`${column.title}: ${column.tooltip}`} describeChild>
        <TableSortLabel
          active={isActive}
          direction={isActive ? direction : column.isNumeric ? 'desc' : 'asc'}
          onClick={() => onSort(column.sort)}
          // The visible label first, so the name contains what is seen (WCAG 2.5.3), then spelled out.
          aria-label={column.label === column.title ? undefined : `${column.label}, ${column.title}`}
        >
          {column.label}
        </TableSortLabel>
      </Tooltip>
    </TableCell>
  );
}

/** Where a column stays when the table scrolls sideways, if it does. */
const STICKY_SLOT: Partial<Record<FantasyStatsSort, 'first' | 'second'>> = {
  rank: 'first',
  player: 'second',
};

/**
 * One row: plain cells styled by the table (tableBodySx), re-rendered only when its player, the
 * columns (the scoring) or the sorted column change, not when another row or a filter does.
 */
const BodyRow = memo(function BodyRow({
  row,
  columns,
  sort,
}: {
  row: FantasyStatsTableRow;
  columns: readonly FantasyStatsColumn[];
  sort: FantasyStatsSort;
}) {
  return (
    <tr data-row-key={row.key}>
      {row.cells.map((text, index) => {
        const column = columns[index]!;
        const attributes = {
          'data-numeric': column.isNumeric || undefined,
          'data-sticky': STICKY_SLOT[column.sort],
          'data-sorted': column.sort === sort || undefined,
        };
        return column.sort === 'player' ? (
          <th key={column.sort} scope="row" {...attributes}>
            <Link
              component={RouterLink}
              to={routeHref('players-player-playerId-fantasy', { playerId: String(row.player.nflId) })}
              sx={{ fontWeight: 600 }}
            >
              {text}
            </Link>
          </th>
        ) : (
          <td key={column.sort} {...attributes}>
            {text}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The ranking as a table: two header rows (stat groups over their columns) that stay at the top
 * while the rows scroll, each column sortable by click or keyboard (aria-sort on the sorted one);
 * the rank and player stay at the left while the columns scroll sideways. The player's name opens
 * his Fantasy tab.
 */
export function FantasyStatsTable({
  table,
  label,
  sort,
  order,
  onSort,
  isUpdating,
}: {
  table: TableModel;
  label: string;
  sort: FantasyStatsSort;
  order: SortValue;
  onSort: (sort: FantasyStatsSort) => void;
  isUpdating: boolean;
}) {
  const runs = groupRuns(table.columns);
  return (
    <ScrollBox label={label} isUpdating={isUpdating}>
      <Table
        size="small"
        stickyHeader
        aria-label={label}
        aria-busy={isUpdating}
        data-testid="fantasy-stats-table"
        sx={tableBodySx}
      >
        <TableHead>
          <TableRow>
            {runs.map((run) =>
              run.group === null ? (
                run.columns.map((column) => (
                  <SortHeader
                    key={column.sort}
                    column={column}
                    sort={sort}
                    order={order}
                    onSort={onSort}
                    top={0}
                    rowSpan={2}
                  />
                ))
              ) : (
                <TableCell
                  key={run.group}
                  colSpan={run.columns.length}
                  align="center"
                  sx={{
                    top: 0,
                    height: GROUP_ROW_HEIGHT,
                    py: 0,
                    fontWeight: 700,
                    color: 'text.secondary',
                    borderLeft: 1,
                    borderColor: 'divider',
                  }}
                >
                  {run.group}
                </TableCell>
              ),
            )}
          </TableRow>
          <TableRow>
            {runs
              .filter((run) => run.group !== null)
              .flatMap((run) => run.columns)
              .map((column) => (
                <SortHeader
                  key={column.sort}
                  column={column}
                  sort={sort}
                  order={order}
                  onSort={onSort}
                  top={GROUP_ROW_HEIGHT}
                />
              ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <BodyRow key={row.key} row={row} columns={table.columns} sort={sort} />
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
