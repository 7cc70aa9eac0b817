import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { REFRESH_FAILED_MESSAGE } from './refresh-failed-message';

/** The snackbar itself (refresh-failed-snackbar.tsx opens it). */
export function RefreshFailedSnackbarView({ isOpen }: { isOpen: boolean }) {
  return (
    <Snackbar
      open={isOpen}
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
