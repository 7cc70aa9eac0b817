import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isLowerEnvironment } from '@all22/domain';
import { useId, useState } from 'react';
import { useAppConfig } from '../../../config/app-config-context';
import { useSession, useSessionActions } from '../../../lib/session/session-context';
import { getIdentityAccountUrl, getIdentitySubscriptionsUrl } from '../../../lib/identity-links';

/** Shown instead of a plan name when the user has none (spec 1 §2). */
export const NO_SUBSCRIPTION_LABEL = 'No Subscription';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="text.primary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 32 }}
    >
      {children}
      <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
      <Box component="span" sx={visuallyHiddenSx}>
        (opens in a new tab)
      </Box>
    </Link>
  );
}

export interface AccountPanelProps {
  /** The panel's element id, named by the account button's aria-controls. */
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The signed-in user's account panel (spec 1 §2), opened by the account button (account-menu.tsx)
 * and loaded the first time it opens: who is signed in, the plan outside production, Manage
 * Account and Manage Subscription (identity pages, new tab), the Disable Live Odds switch and Sign
 * Out. A dialog-like popover rather than role="menu", because it holds a switch.
 */
export function AccountPanel({ id, anchor, onClose }: AccountPanelProps) {
  const { appEnv, oidc } = useAppConfig();
  const { user, account } = useSession();
  const session = useSessionActions();
  const titleId = useId();
  const [isSaving, setIsSaving] = useState(false);
  const showOddsInfo = account?.data.display.showOddsInfo ?? true;
  const name = account ? `${account.profile.firstName} ${account.profile.lastName}`.trim() : '';

  const toggleLiveOdds = async (isDisabled: boolean) => {
    setIsSaving(true);
    try {
      await session.setShowOddsInfo(!isDisabled);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-labelledby': titleId,
          variant: 'outlined',
          sx: { width: 300, maxWidth: 'calc(100vw - 32px)', p: 2 },
        },
      }}
    >
      <Stack spacing={1.5}>
        <Box>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {name || 'Your account'}
          </Typography>
          {account && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {account.email}
            </Typography>
          )}
          {isLowerEnvironment(appEnv) && (
            <Typography variant="body2" color="text.secondary" data-testid="account-plan">
              {user.subscribedPlan ?? NO_SUBSCRIPTION_LABEL}
            </Typography>
          )}
        </Box>
        <Divider />
        <Stack spacing={0.5}>
          <ExternalLink href={getIdentityAccountUrl(oidc.issuer)}>Manage Account</ExternalLink>
          <ExternalLink href={getIdentitySubscriptionsUrl(oidc.issuer)}>Manage Subscription</ExternalLink>
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={!showOddsInfo}
              disabled={isSaving || account === null}
              onChange={(event) => void toggleLiveOdds(event.target.checked)}
            />
          }
          label="Disable Live Odds"
          sx={{ mx: 0, justifyContent: 'space-between' }}
          labelPlacement="start"
        />
        <Divider />
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            onClose();
            void session.signOut();
          }}
        >
          Sign Out
        </Button>
      </Stack>
    </Popover>
  );
}
