import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One kind of insight: an h2, what it means, and its groups of cards. */
export function InsightSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} id={id} sx={{ scrollMarginTop: 80 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
        {description}
      </Typography>
      {children}
    </Box>
  );
}

const GRID_COLUMNS = {
  xs: 'minmax(0, 1fr)',
  md: 'repeat(2, minmax(0, 1fr))',
  xl: 'repeat(3, minmax(0, 1fr))',
};

/** A group of cards under an optional h3, or the words saying there is none. */
export function CardGroup({
  title,
  label,
  empty,
  children,
}: {
  title?: string;
  /** The list's name for screen readers. */
  label: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Box sx={{ mb: 3 }}>
      {title && (
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
      )}
      {children.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: GRID_COLUMNS }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
