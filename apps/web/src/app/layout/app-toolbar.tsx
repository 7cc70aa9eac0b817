import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { isFantasyAiEnabled } from '@all22/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppConfig } from '../../config/app-config-context';
import { routeHref } from '../../config/paths';
import { LoginControl } from '../../features/account-menu/components/login-control';
import { PlayerSearch } from '../../features/player-search/components/player-search';
import { Wordmark } from './wordmark';

/** A toolbar link: icon and text on desktop, the icon alone (named by aria-label) on phones. */
function ToolbarLink({
  to,
  label,
  icon,
  isCompact,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  isCompact: boolean;
}) {
  if (isCompact) {
    return (
      <IconButton component={RouterLink} to={to} color="inherit" aria-label={label}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={to}
      color="inherit"
      startIcon={icon}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

/**
 * The toolbar (spec 1 §2): logo, player search, the Fantasy AI link (fantasy and chatbot flags),
 * support and the login control. On phones the search moves into the drawer the menu button opens.
 */
export function AppToolbar({
  isMobile,
  onOpenDrawer,
  onPreloadDrawer,
}: {
  isMobile: boolean;
  onOpenDrawer: () => void;
  /** Fetches the drawer's code when the menu button is about to be used. */
  onPreloadDrawer?: () => void;
}) {
  const config = useAppConfig();
  return (
    <Toolbar sx={{ gap: { xs: 1, md: 3 }, minWidth: 0, px: { xs: 1.5, sm: 3 } }}>
      {isMobile && (
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          onClick={onOpenDrawer}
          onPointerDown={onPreloadDrawer}
          onFocus={onPreloadDrawer}
        >
          <MenuIcon />
        </IconButton>
      )}
      <Wordmark />
      {!isMobile && (
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
          <PlayerSearch />
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, md: 1 }, ml: 'auto' }}>
        {isFantasyAiEnabled(config) && (
          <ToolbarLink
            to={routeHref('fantasy-ai')}
            label="Fantasy AI"
            icon={<AutoAwesomeIcon aria-hidden />}
            isCompact={isMobile}
          />
        )}
        <ToolbarLink
          to={routeHref('support')}
          label="Support"
          icon={<HelpOutlinedIcon aria-hidden />}
          isCompact={isMobile}
        />
        <LoginControl />
      </Box>
    </Toolbar>
  );
}
