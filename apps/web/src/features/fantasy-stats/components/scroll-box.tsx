import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A thin indeterminate bar across the table's top while a new answer loads. Drawn here rather than
 * with MUI's LinearProgress: the start-up script has that one, and sharing it with this page would
 * split it into a chunk of its own, growing the home page's script (bench:web).
 */
function UpdatingBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Updating the table"
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        zIndex: 4,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'all22-updating 1.2s ease-in-out infinite',
        },
        '@keyframes all22-updating': {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(250%)' },
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
      }}
    />
  );
}

/** The first header row's height (the stat groups): the second row sticks right under it. */
export const GROUP_ROW_HEIGHT = 30;
/** The width of the first sticky column (the rank): the player's column sticks right after it. */
export const FIRST_STICKY_WIDTH = 88;

/** A column that stays in view at `left` while the table scrolls sideways. */
export function stickyColumnSx(left: number) {
  return {
    position: 'sticky',
    left,
    zIndex: 1,
    // The page's own background: the column covers what scrolls under it.
    bgcolor: 'background.default',
    ...(left === 0
      ? { minWidth: FIRST_STICKY_WIDTH, maxWidth: FIRST_STICKY_WIDTH, boxSizing: 'border-box' }
      : { maxWidth: { xs: 140, sm: 'none' }, overflow: 'hidden', textOverflow: 'ellipsis' }),
  } as const;
}

/**
 * Body cell styles set once on the table, not per cell: hundreds of rows of plain cells render
 * fast where as many styled components did not. Cells opt in with data attributes: `data-numeric`
 * (right-aligned), `data-sticky="first" | "second"` (stay at the left), `data-sorted` (bold).
 */
export const tableBodySx = {
  '& tbody td, & tbody th': {
    typography: 'body2',
    px: 1.5,
    py: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'left',
    fontWeight: 400,
  },
  '& tbody [data-numeric]': { textAlign: 'right' },
  '& tbody [data-sorted]': { fontWeight: 700 },
  '& tbody [data-sticky]': { position: 'sticky', zIndex: 1, bgcolor: 'background.default' },
  '& tbody [data-sticky="first"]': stickyColumnSx(0),
  '& tbody [data-sticky="second"]': stickyColumnSx(FIRST_STICKY_WIDTH),
  '& tbody tr:hover > :not([data-sticky]):not([data-tier])': { bgcolor: 'action.hover' },
} as const;

/**
 * The box a wide table scrolls in, both ways, so its header can stay at the top: a focusable region
 * (arrow keys scroll it) named for the table, a bar while new rows load, and on phones a hint that
 * more columns are to the side.
 */
export function ScrollBox({
  label,
  isUpdating,
  children,
}: {
  label: string;
  isUpdating: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: { xs: 'block', md: 'none' }, mb: 0.5 }}
      >
        Swipe the table sideways for more columns.
      </Typography>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%', position: 'relative' }}
      >
        {isUpdating && <UpdatingBar />}
        <Box
          role="region"
          aria-label={`${label} (scrolls sideways)`}
          tabIndex={0}
          // Positioned, so the cells' visually hidden texts are placed (and clipped) inside it.
          sx={{ position: 'relative', overflow: 'auto', maxHeight: { xs: '70vh', md: '75vh' } }}
        >
          {children}
        </Box>
      </Box>
    </>
  );
}
