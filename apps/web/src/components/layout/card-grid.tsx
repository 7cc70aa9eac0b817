import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';

/** A named list laid out as a grid of cards; `columns` is a CSS grid-template-columns per breakpoint. */
export function CardGrid({
  label,
  columns,
  children,
}: {
  label: string;
  columns: ResponsiveStyleValue<string>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}

/** One card of a CardGrid. */
export function CardGridItem({
  padding = 2,
  testId,
  children,
}: {
  padding?: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: padding }} data-testid={testId}>
      {children}
    </Paper>
  );
}
