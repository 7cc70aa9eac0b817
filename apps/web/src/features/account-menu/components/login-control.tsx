import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { useSession, useSessionActions } from '../../../lib/session/session-context';
import { AccountMenu } from './account-menu';

/**
 * The toolbar's login control (spec 1 §2, spec 2 §6): Sign In for visitors, the account menu for
 * signed-in users. Sign-in comes back to the current page.
 */
export function LoginControl() {
  const { user } = useSession();
  const session = useSessionActions();
  const location = useLocation();
  if (user.isLoggedIn) return <AccountMenu />;
  return (
    <Button
      variant="contained"
      size="small"
      onClick={() => void session.signIn(`${location.pathname}${location.search}${location.hash}`)}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      Sign In
    </Button>
  );
}
