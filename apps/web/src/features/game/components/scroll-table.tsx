import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own box on narrow screens, so the page never does. The
 * box is focusable (keyboard users can scroll it) and named after the table.
 */
export function ScrollTable({
  label,
  children,
  minWidth = 360,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </Box>
  );
}
