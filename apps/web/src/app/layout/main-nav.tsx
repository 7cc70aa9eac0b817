import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink, useLocation } from 'react-router';
import { useAppConfig } from '../../config/app-config-context';
import { NavDropdown } from './nav-dropdown';
import { navItemSx } from './nav-item-styles';
import { NavMenuLink } from './nav-menu-link';
import { type MainNavItem, getMainNavItems } from './nav-model';
import { NewBadge } from './new-badge';
import { StatsMenuContent } from './stats-menu-content';
import { TeamsMenuContent } from './teams-menu-content';
import { useTrackNavClick } from './use-track-nav-click';

/** Mega menu widths (spec 1 §2). */
const TEAMS_MENU_MIN_WIDTH = 900;
const STATS_MENU_MIN_WIDTH = 600;
const GROUP_MENU_MIN_WIDTH = 220;

function NavItem({ item, pathname }: { item: MainNavItem; pathname: string }) {
  const trackNavClick = useTrackNavClick();
  switch (item.kind) {
    case 'link':
      return (
        <Button
          component={NavLink}
          to={item.href}
          end={item.isEnd ?? false}
          color="inherit"
          size="small"
          onClick={() => trackNavClick(item.label, item.href)}
          sx={navItemSx}
        >
          {item.label}
          {item.isNew && <NewBadge />}
        </Button>
      );
    case 'teams-menu':
      return (
        <NavDropdown
          label={item.label}
          minWidth={TEAMS_MENU_MIN_WIDTH}
          isActive={pathname.startsWith('/teams/team/')}
        >
          {(close) => <TeamsMenuContent onNavigate={close} />}
        </NavDropdown>
      );
    case 'stats-menu':
      return (
        <NavDropdown
          label={item.label}
          minWidth={STATS_MENU_MIN_WIDTH}
          isActive={pathname.startsWith('/stats/')}
        >
          {(close) => <StatsMenuContent onNavigate={close} />}
        </NavDropdown>
      );
    case 'group':
      return (
        <NavDropdown
          label={item.label}
          badge={item.isNew ? <NewBadge /> : undefined}
          minWidth={GROUP_MENU_MIN_WIDTH}
          isActive={pathname.startsWith(`/${item.href.split('/')[1] ?? ''}/`)}
        >
          {(close) => (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {item.items.map((link) => (
                <li key={link.href}>
                  <NavMenuLink href={link.href} label={`${item.label} ${link.label}`} onNavigate={close}>
                    {link.label}
                  </NavMenuLink>
                </li>
              ))}
            </Box>
          )}
        </NavDropdown>
      );
  }
}

/** The desktop main nav (spec 1 §2); the mobile drawer shows the same items. */
export function MainNav() {
  const config = useAppConfig();
  const { pathname } = useLocation();
  const items = getMainNavItems(config);
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
      {items.map((item) => (
        <NavItem key={item.id} item={item} pathname={pathname} />
      ))}
    </Box>
  );
}
