import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useAppConfig } from '../../config/app-config-context';
import { LoginControl } from '../../features/account-menu/components/login-control';
import { PlayerSearch } from '../../features/player-search/components/player-search';
import { type MainNavItem, type NavLinkItem, getMainNavItems } from './nav-model';
import { NewBadge } from './new-badge';
import { StatsMenuContent } from './stats-menu-content';
import { TeamsMenuContent } from './teams-menu-content';
import { useTrackNavClick } from './use-track-nav-click';

/** The drawer's width (spec 1 §2). */
export const MOBILE_DRAWER_WIDTH = 280;

type SubMenu = 'teams-menu' | 'stats-menu';

function DrawerLink({
  item,
  onNavigate,
  isNested = false,
}: {
  item: NavLinkItem;
  onNavigate: () => void;
  isNested?: boolean;
}) {
  const trackNavClick = useTrackNavClick();
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.href}
        end={item.isEnd ?? false}
        onClick={() => {
          trackNavClick(item.label, item.href);
          onNavigate();
        }}
        sx={{ pl: isNested ? 4 : 2, '&.active': { color: 'primary.main', fontWeight: 700 } }}
      >
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** A top-level entry of the drawer: a link, a group with its links, or a button into a sub-menu. */
function DrawerItem({
  item,
  onNavigate,
  onOpenSubMenu,
  setTriggerRef,
}: {
  item: MainNavItem;
  onNavigate: () => void;
  onOpenSubMenu: (menu: SubMenu) => void;
  setTriggerRef: (menu: SubMenu, element: HTMLElement | null) => void;
}) {
  switch (item.kind) {
    case 'link':
      return <DrawerLink item={item} onNavigate={onNavigate} />;
    case 'teams-menu':
    case 'stats-menu':
      return (
        <ListItem disablePadding>
          <ListItemButton
            ref={(element) => setTriggerRef(item.kind, element)}
            onClick={() => onOpenSubMenu(item.kind)}
            aria-label={`${item.label} menu`}
          >
            <ListItemText primary={item.label} />
            <ChevronRightIcon aria-hidden />
          </ListItemButton>
        </ListItem>
      );
    case 'group':
      return (
        <ListItem disablePadding sx={{ display: 'block' }}>
          <Typography
            component="h2"
            variant="body1"
            sx={{ px: 2, py: 1, fontWeight: 600, display: 'flex', alignItems: 'center' }}
          >
            {item.label}
            {item.isNew && <NewBadge />}
          </Typography>
          <List disablePadding dense aria-label={item.label}>
            {item.items.map((link) => (
              <DrawerLink key={link.href} item={link} onNavigate={onNavigate} isNested />
            ))}
          </List>
        </ListItem>
      );
  }
}

/**
 * The mobile drawer (spec 1 §2): player search, the main nav with Teams and Stats as sub-menus
 * (each with a Back button) and the login control. Focus moves to Back on entering a sub-menu and
 * returns to its trigger on leaving, so keyboard and screen-reader users keep their place.
 */
export function MobileNavDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const config = useAppConfig();
  const items = getMainNavItems(config);
  const [subMenu, setSubMenu] = useState<SubMenu | null>(null);
  const backButtonRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef(new Map<SubMenu, HTMLElement>());
  const lastSubMenu = useRef<SubMenu | null>(null);

  useEffect(() => {
    if (subMenu) backButtonRef.current?.focus();
    else if (lastSubMenu.current) triggerRefs.current.get(lastSubMenu.current)?.focus();
    lastSubMenu.current = subMenu;
  }, [subMenu]);

  const close = () => {
    setSubMenu(null);
    lastSubMenu.current = null;
    onClose();
  };
  const subMenuLabel = subMenu === 'teams-menu' ? 'Teams' : 'Stats';

  return (
    <Drawer
      anchor="left"
      open={isOpen}
      onClose={close}
      // MUI gives the drawer's paper role="dialog"; it needs a name.
      slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: MOBILE_DRAWER_WIDTH, maxWidth: '100%' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="span" color="primary" sx={{ fontWeight: 900, fontSize: '1.35rem' }}>
          All22
        </Typography>
        <IconButton onClick={close} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 2 }}>
        <PlayerSearch onNavigate={close} />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto' }}>
        {subMenu === null ? (
          <List>
            {items.map((item) => (
              <DrawerItem
                key={item.id}
                item={item}
                onNavigate={close}
                onOpenSubMenu={setSubMenu}
                setTriggerRef={(menu, element) => {
                  if (element) triggerRefs.current.set(menu, element);
                }}
              />
            ))}
          </List>
        ) : (
          <Box sx={{ p: 2 }}>
            <Button
              ref={backButtonRef}
              startIcon={<ArrowBackIcon />}
              color="inherit"
              onClick={() => setSubMenu(null)}
            >
              Back
            </Button>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, my: 1.5 }}>
              {subMenuLabel}
            </Typography>
            {subMenu === 'teams-menu' ? (
              <TeamsMenuContent onNavigate={close} isCompact />
            ) : (
              <StatsMenuContent onNavigate={close} isCompact />
            )}
          </Box>
        )}
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
        <LoginControl />
      </Stack>
    </Drawer>
  );
}
