import type { LeaderColumn, SortValue } from '@all22/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import type { SplitSort, SplitTable } from '../lib/split-table-model';

const stickyNameSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.default',
  // One width in every group's table, so their columns line up; names wrap on a phone.
  width: { xs: 120, sm: 230 },
  minWidth: { xs: 120, sm: 230 },
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
} as const;

/**
 * One group's splits: a row per split, whose name opens the film room on exactly its plays (the
 * PLAYS column is that search's count); headers sort every group's rows (through `onSort`).
 */
export function SplitGroupTable({
  table,
  columns,
  sort,
  onSort,
}: {
  table: SplitTable;
  columns: readonly LeaderColumn[];
  sort: SplitSort;
  onSort: (key: string, value: SortValue) => void;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {table.group}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        role="region"
        aria-label={`${table.group} splits (scrolls sideways)`}
        tabIndex={0}
      >
        <Table size="small" aria-label={`${table.group} splits`} data-testid="split-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, ...stickyNameSx }}>Split</TableCell>
              {columns.map((column) => {
                const isActive = sort.key === column.key;
                const direction = isActive && sort.value === 'ASC' ? 'asc' : 'desc';
                const next: SortValue = isActive && sort.value === 'DESC' ? 'ASC' : 'DESC';
                return (
                  <TableCell
                    key={column.key}
                    align="right"
                    sortDirection={isActive ? direction : false}
                    data-column={column.key}
                    sx={{ whiteSpace: 'nowrap', fontWeight: 700, px: 1 }}
                  >
                    <Tooltip title={column.tooltip} describeChild>
                      <TableSortLabel
                        active={isActive}
                        direction={direction}
                        onClick={() => onSort(column.key, next)}
                      >
                        {column.label}
                      </TableSortLabel>
                    </Tooltip>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map(({ split, cells }) => (
              <TableRow key={split.code} hover data-split={split.code}>
                <TableCell component="th" scope="row" sx={stickyNameSx}>
                  <Link
                    component={RouterLink}
                    to={`${routeHref('film-plays')}?${split.filter}`}
                    sx={{ fontWeight: 600 }}
                    aria-label={`${split.label}: ${cells[0] ?? ''} plays in the film room`}
                  >
                    {split.label}
                  </Link>
                </TableCell>
                {cells.map((cell, index) => (
                  <TableCell
                    key={columns[index]?.key ?? index}
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      fontVariantNumeric: 'tabular-nums',
                      px: 1,
                      ...(sort.key === columns[index]?.key ? { fontWeight: 700 } : {}),
                    }}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
