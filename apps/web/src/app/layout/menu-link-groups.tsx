import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A menu panel's grid of link groups: `columns` side by side, or one column in the drawer. */
export function MenuGrid({
  columns,
  isCompact,
  children,
}: {
  columns: number;
  isCompact: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: isCompact ? 2 : 3,
        gridTemplateColumns: isCompact ? '1fr' : `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

/** One labelled group of a menu (a division, a stats group): a section headed by `label`, its links a list. */
export function MenuLinkGroup({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h3"
        variant="overline"
        color="primary"
        sx={{ display: 'block', lineHeight: 2, fontWeight: 700 }}
      >
        {label}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
