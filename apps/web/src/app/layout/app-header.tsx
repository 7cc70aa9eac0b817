import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { AppToolbar } from './app-toolbar';
import { MainNav } from './main-nav';
import { lazyOverlay } from '../../components/overlay/lazy-overlay';

/** The drawer (with the phone's player search) loads the first time it opens. */
const MobileNavDrawer = lazyOverlay<{ isOpen: boolean; onClose: () => void }>(
  () => import('./mobile-nav-drawer').then((module) => module.MobileNavDrawer),
  ({ isOpen }) => isOpen,
);

/**
 * The sticky header: toolbar, then the main nav on desktop or the drawer on phones and small
 * tablets. The switch is decided in script (not CSS) so only one copy of the nav is in the page
 * for screen readers and tests.
 */
export function AppHeader() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <AppToolbar
        isMobile={isMobile}
        onOpenDrawer={() => setIsDrawerOpen(true)}
        onPreloadDrawer={MobileNavDrawer.preload}
      />
      {isMobile ? (
        <MobileNavDrawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} />
      ) : (
        <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1.5 }}>
          <MainNav />
        </Box>
      )}
    </AppBar>
  );
}
