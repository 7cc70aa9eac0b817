import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useAppConfig } from '../../../config/app-config-context';
import { accessNotices, type AccessNotice } from '../../../lib/access-notice';
import { useSession, useSessionActions } from '../../../lib/session/session-context';
import { getPlansUrl } from '../plans-url';

/**
 * Home, reached from a subscribers' page (the spec's redirect for visitors and free accounts in
 * freemium): which page it was, why it did not open, and the way in — Subscribe, and Sign in for a
 * visitor who may already have a plan (back to that page).
 */
export function LockedPageNotice({ notice }: { notice: AccessNotice }) {
  const config = useAppConfig();
  const { user } = useSession();
  const session = useSessionActions();
  const isSignedOut = notice.reason === 'signed-out';
  return (
    <Alert severity="info" onClose={accessNotices.clear} data-testid="locked-page-notice">
      <strong>{notice.pageTitle} is for subscribers.</strong>{' '}
      {isSignedOut
        ? 'Subscribe to open it, or sign in if you already have a plan.'
        : 'Your account has no plan yet: choose one to open it.'}
      <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" href={getPlansUrl(config, user)}>
          {isSignedOut ? 'Subscribe' : 'See the plans'}
        </Button>
        {isSignedOut && (
          <Button variant="outlined" size="small" onClick={() => void session.signIn(notice.path)}>
            Sign in
          </Button>
        )}
      </Box>
    </Alert>
  );
}
