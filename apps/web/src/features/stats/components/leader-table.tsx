import type { LeaderResponse, SortValue } from '@all22/contracts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type {
  LeaderTable as LeaderTableModel,
  LeaderTableColumn,
  LeaderTableRow,
} from '../lib/leader-table-model';
import { PAGE_SIZES } from '../lib/stats-query';
import { BodyCell, HeaderCell } from './leader-table-cells';

export interface LeaderTableProps {
  /** The answer the rows come from (its sort, paging and group). */
  response: LeaderResponse;
  table: LeaderTableModel;
  /** Indexes of the table's columns to show, in order (the column priority's pick). */
  shownColumns: readonly number[];
  /** A phone's layout: position, team (and week, opponent) under the name. */
  isPhone: boolean;
  /** The table's accessible name ("Passing season leaders, 2024 regular season"). */
  label: string;
  onSort: (sortKey: string, sortValue: SortValue) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** "QB · KC", "QB · KC · Week 3 vs DAL": what a phone's player cell says under the name. */
function describeWho(columns: readonly LeaderTableColumn[], row: LeaderTableRow): string {
  const cell = (kind: LeaderTableColumn['kind']) => {
    const index = columns.findIndex((column) => column.kind === kind);
    return index === -1 ? null : (row.cells[index] ?? null);
  };
  const week = cell('week');
  const opponent = cell('opponent');
  return [cell('position'), cell('team'), week !== null ? `${week} vs ${opponent ?? ''}` : null]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/**
 * A page of a stat-leader table: headers with tooltips that sort through the API (the active
 * column marked, aria-sort set), the shown columns of each row, and paging. The table scrolls
 * sideways inside its own box; the rank and player (or team) columns stay in view.
 */
export function LeaderTable({
  response,
  table,
  shownColumns,
  isPhone,
  label,
  onSort,
  onPageChange,
  onPageSizeChange,
}: LeaderTableProps) {
  const columns = shownColumns.flatMap((index) => {
    const column = table.columns[index];
    return column === undefined ? [] : [{ column, index }];
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%' }}>
      <Box
        sx={{ overflowX: 'auto' }}
        role="region"
        aria-label={`${label} (scrolls sideways)`}
        tabIndex={0}
        data-testid="leader-table-scroll"
      >
        <Table size="small" aria-label={label} data-testid="leader-table">
          <TableHead>
            <TableRow>
              {columns.map(({ column }) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  response={response}
                  isPhone={isPhone}
                  onSort={onSort}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => {
              const caption = isPhone ? describeWho(table.columns, row) : '';
              return (
                <TableRow key={row.key} hover data-row-key={row.key}>
                  {columns.map(({ column, index }) => (
                    <BodyCell
                      key={column.key}
                      column={column}
                      text={row.cells[index] ?? ''}
                      row={row}
                      response={response}
                      isPhone={isPhone}
                      caption={caption}
                    />
                  ))}
                </TableRow>
              );
            })}
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
