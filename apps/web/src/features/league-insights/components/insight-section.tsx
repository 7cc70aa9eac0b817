import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One insight: an h2, how it was computed, and its content; a beta insight says so. */
export function InsightSection({
  id,
  title,
  method,
  isBeta = false,
  children,
}: {
  id: string;
  title: string;
  method: string;
  isBeta?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} id={id} sx={{ scrollMarginTop: 80, mb: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={`${id}-heading`} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {isBeta && <Chip label="Beta" size="small" color="secondary" variant="outlined" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          How it is computed:
        </Box>{' '}
        {method}
      </Typography>
      {children}
    </Box>
  );
}
