import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { MainNav } from './main-nav';
import { Wordmark } from './wordmark';

/** The top bar: wordmark and main nav. Search, sign-in and the score strip join it later. */
export function AppHeader() {
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 1.5, sm: 3 }, minWidth: 0, px: { xs: 2, sm: 3 } }}>
        <Wordmark />
        <MainNav />
      </Toolbar>
    </AppBar>
  );
}
