import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppConfig } from '../../../config/app-config-context';
import { normalizeError } from '../../../lib/errors';
import { useSession, useSessionActions } from '../../../lib/session/session-context';
import { describeExpiry, readTokenClaims } from '../lib/read-token-claims';
import { runForcedRefreshCheck } from '../lib/run-forced-refresh-check';

type CheckState =
  | { status: 'idle' }
  | { status: 'running'; steps: string[] }
  | { status: 'done'; steps: string[]; outcome: string; isOk: boolean };

/** The browser's token as the API client sees it, and the forced-401 refresh-and-retry check. */
export function ApiDiagnostics() {
  const config = useAppConfig();
  const session = useSessionActions();
  const { accessToken, user } = useSession();
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  // The expiry is described against the time the page opened.
  const [openedAt] = useState(() => Date.now());
  const claims = accessToken === null ? null : readTokenClaims(accessToken);

  const run = async () => {
    const steps: string[] = [];
    const report = (step: string) => {
      steps.push(step);
      setCheck({ status: 'running', steps: [...steps] });
    };
    try {
      const ping = await runForcedRefreshCheck(config, session, report);
      setCheck({
        status: 'done',
        steps,
        isOk: true,
        outcome: `The retry answered 200: signed in as ${ping.uid ?? 'nobody (auth disabled)'}, plan ${ping.subscribedPlan ?? 'none'}.`,
      });
    } catch (error) {
      const { message, statusCode } = normalizeError(error);
      setCheck({
        status: 'done',
        steps,
        isOk: false,
        outcome: `The request failed with ${statusCode}: ${message}`,
      });
    }
  };

  const rows: [string, string][] = [
    ['Token present', accessToken === null ? 'No' : 'Yes'],
    ['Subject', claims?.subject ?? '—'],
    [
      'Expires',
      claims?.expiresAt
        ? `${new Date(claims.expiresAt).toLocaleString()} (${describeExpiry(claims.expiresAt, openedAt)})`
        : '—',
    ],
    ['Issuer', claims?.issuer ?? '—'],
    ['Subscribed', user.isSubscribed ? `Yes (${user.subscribedPlan ?? 'plan'})` : 'No'],
    ['API base URL', config.apiBaseUrl || window.location.origin],
  ];

  return (
    <Stack spacing={3}>
      <Table size="small" aria-label="Access token" sx={{ maxWidth: 720 }}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, width: 180 }}>
                {label}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Forced 401
        </Typography>
        <Typography color="text.secondary">
          Sends a subscriber request with an invalid token: the client should refresh the token and retry
          once.
        </Typography>
        {accessToken === null ? (
          <Alert severity="info">Sign in first: without a token there is nothing to refresh.</Alert>
        ) : (
          <div>
            <Button variant="contained" onClick={() => void run()} disabled={check.status === 'running'}>
              Run the forced 401 check
            </Button>
          </div>
        )}
        {check.status !== 'idle' && (
          <List dense aria-label="Steps">
            {check.steps.map((step, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText primary={`${index + 1}. ${step}`} />
              </ListItem>
            ))}
          </List>
        )}
        {check.status === 'done' && (
          <Alert severity={check.isOk ? 'success' : 'error'}>{check.outcome}</Alert>
        )}
      </Stack>
    </Stack>
  );
}
