import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRouteHandle } from '../components/page/use-route-handle';
import { PageHeader } from '../components/page/page-header';
import { useAppConfig } from '../config/app-config-context';
import { toSafeReturnPath } from '../features/auth/auth-paths';
import { useSession, useSessionActions } from '../lib/session/session-context';
import { normalizeError } from '../lib/errors';
import { usePageTitle } from '../lib/page-title';

/** The sign-in action: off to the identity provider, back at `returnTo` afterwards. */
function SignInAction({ returnTo }: { returnTo: string }) {
  const session = useSessionActions();
  const [isLeaving, setIsLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = () => {
    setIsLeaving(true);
    setError(null);
    session.signIn(returnTo).catch((failure: unknown) => {
      setError(normalizeError(failure).message);
      setIsLeaving(false);
    });
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Sign in with your All22 account for advanced stats, film and fantasy tools.
      </Typography>
      <Button variant="contained" size="large" onClick={signIn} loading={isLeaving}>
        Sign in
      </Button>
      {error !== null && <Alert severity="error">The sign-in page could not be reached: {error}</Alert>}
    </Stack>
  );
}

/**
 * /login: the Sign in action, or what to do instead — nothing when sign-in is switched off
 * (everyone counts as subscribed), carry on when already signed in. `?returnTo=/path` names the
 * page to come back to (home by default).
 */
export function Component() {
  const { title } = useRouteHandle();
  usePageTitle(title);
  const config = useAppConfig();
  const { user, account } = useSession();
  const [searchParams] = useSearchParams();
  const returnTo = toSafeReturnPath(searchParams.get('returnTo'));

  return (
    <>
      <PageHeader title={title} />
      {!config.authEnabled ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            Sign-in is switched off here: every page is open without an account.
          </Typography>
          <Button component={RouterLink} to={returnTo} variant="contained">
            Continue
          </Button>
        </Stack>
      ) : user.isLoggedIn ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            You are signed in{account ? ` as ${account.email}` : ''}.
          </Typography>
          <Button component={RouterLink} to={returnTo} variant="contained">
            Continue
          </Button>
        </Stack>
      ) : (
        <SignInAction returnTo={returnTo} />
      )}
    </>
  );
}
