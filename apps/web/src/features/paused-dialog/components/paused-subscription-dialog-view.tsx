import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useSessionActions } from '../../../lib/session/session-context';

/** The dialog's maximum width (spec 2 §9). */
export const PAUSED_DIALOG_MAX_WIDTH = 600;

export interface PausedSubscriptionDialogViewProps {
  isOpen: boolean;
  /** The identity host's subscription page, where the plan can be resumed. */
  manageSubscriptionHref: string;
}

/** The paused-subscription dialog itself (paused-subscription-dialog.tsx opens it). */
export function PausedSubscriptionDialogView({
  isOpen,
  manageSubscriptionHref,
}: PausedSubscriptionDialogViewProps) {
  const session = useSessionActions();
  const titleId = useId();
  const descriptionId = useId();
  const close = () => session.setPausedDialogOpen(false);
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: PAUSED_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1.5} component="span" sx={{ alignItems: 'center' }}>
          <PauseCircleIcon color="primary" aria-hidden />
          <span>Your subscription is paused</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Premium stats, film and fantasy tools are unavailable while your plan is paused. Resume your
          subscription to pick up where you left off — your settings and saved searches are kept.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={close}>
          Close
        </Button>
        <Button variant="contained" href={manageSubscriptionHref}>
          Manage Subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}
