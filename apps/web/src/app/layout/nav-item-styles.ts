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
