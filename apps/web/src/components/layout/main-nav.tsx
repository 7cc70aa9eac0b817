import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { routeHref } from '../../config/paths';

function NavItem({ to, end = false, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <Button
      component={NavLink}
      to={to}
      end={end}
      color="inherit"
      size="small"
      sx={{
        flexShrink: 0,
        color: 'text.secondary',
        '&.active': {
          color: 'text.primary',
          boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
        },
        borderRadius: 0,
      }}
    >
      {children}
    </Button>
  );
}

/**
 * The main navigation. The spec's menus (Teams, Stats, Games, Fantasy, Film Room...) join as their
 * pages arrive; the row scrolls sideways rather than overflowing narrow screens.
 */
export function MainNav() {
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        gap: 0.5,
        minWidth: 0,
        overflowX: 'auto',
        scrollbarWidth: 'none',
      }}
    >
      <NavItem to={routeHref('index')} end>
        Home
      </NavItem>
    </Box>
  );
}
