import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { useTeams } from '../api/teams/get-teams';
import { LoadErrorAlert } from '../components/feedback/load-error-alert';
import { PageHeader } from '../components/page/page-header';
import { useAppConfig } from '../config/app-config-context';
import { SettingsForm } from '../features/settings/components/settings-form';
import { usePageTitle } from '../lib/page-title';
import { useSession, useSessionActions } from '../lib/session/session-context';

/** Route module of /settings: favourite teams, fantasy scoring, odds and film angles. */
export function Component() {
  usePageTitle('Settings');
  const { account } = useSession();
  const session = useSessionActions();
  const { authEnabled } = useAppConfig();
  const location = useLocation();
  const teams = useTeams();

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title="Settings" subtitle="Saved on your account, on every device." />
      {account === null &&
        (authEnabled ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={() => void session.signIn(location.pathname)}>
                Sign In
              </Button>
            }
          >
            Sign in to choose your favourite teams, fantasy scoring, odds and film angles.
          </Alert>
        ) : (
          <Alert severity="info">
            Sign-in is turned off on this server, so there is no account to save settings on.
          </Alert>
        ))}
      {account !== null && teams.isPending && <Skeleton variant="rounded" height={360} />}
      {account !== null && teams.isError && (
        <LoadErrorAlert what="The teams" error={teams.error} onRetry={() => void teams.refetch()} />
      )}
      {account !== null && teams.data && <SettingsForm account={account} teams={teams.data.teams} />}
    </Stack>
  );
}
