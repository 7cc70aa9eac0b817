import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';

export interface FigureRow {
  readonly label: string;
  readonly cells: readonly ReactNode[];
  /** A row that decided the card (a usage signal, the total): drawn in bold. */
  readonly isKey?: boolean;
}

/** A card's figures: a small table, rows named in their first cell, captioned for screen readers. */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly FigureRow[];
}) {
  return (
    <Table
      size="small"
      sx={{
        '& td, & th': { px: 0.75, py: 0.5 },
        // Figures and column names stay on one line; the row names wrap on a phone.
        '& td, & thead th': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      }}
    >
      <Box component="caption" sx={visuallyHiddenSx}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell component="td" />
          {columns.map((column) => (
            <TableCell key={column} align="right" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label} data-key-figure={row.isKey ? 'true' : undefined}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.isKey ? 700 : 400 }}>
              {row.label}
            </TableCell>
            {row.cells.map((cell, index) => (
              <TableCell key={index} align="right" sx={{ fontWeight: row.isKey ? 700 : 400 }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
