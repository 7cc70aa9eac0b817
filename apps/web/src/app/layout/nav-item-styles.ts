import type { SxProps, Theme } from '@mui/material/styles';

/** The look of a main-nav entry; `.active` (set by NavLink, or by a menu on its pages) underlines it in gold. */
export const navItemSx: SxProps<Theme> = {
  flexShrink: 0,
  color: 'text.secondary',
  borderRadius: 0,
  px: 1.5,
  minHeight: 44,
  '&:hover': { color: 'text.primary' },
  '&.active': {
    color: 'text.primary',
    boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
};

/** Read by screen readers, not shown (a link's context that the layout already shows). */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
