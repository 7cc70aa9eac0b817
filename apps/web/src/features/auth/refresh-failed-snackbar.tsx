import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSession } from '../../lib/session/session-context';

export const REFRESH_FAILED_MESSAGE = 'API Refresh Failed. Try to reload.';

/**
 * Shown once a token refresh came back without a token (spec 1 §2, §8). It stays until the page
 * is reloaded: every signed-in call would fail the same way until then.
 */
export function RefreshFailedSnackbar() {
  const { isRefreshFailed } = useSession();
  return (
    <Snackbar
      open={isRefreshFailed}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={REFRESH_FAILED_MESSAGE}
      action={
        <Button color="primary" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
