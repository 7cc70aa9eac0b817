import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { useChatStore } from '../lib/use-chat-store';
import { ConnectionIndicator } from './connection-indicator';
import { ConsentText } from './fantasy-ai-consent';
import { FantasyAiChat } from './fantasy-ai-chat';
import { NewChatButton } from './new-chat-button';

/** The consent dialog's maximum width (spec 2 §9). */
const CONSENT_DIALOG_MAX_WIDTH = 600;

/** The blocking consent dialog of the full-screen page (spec 2 §2): agree, or Back to Home. */
function ConsentDialog({ onAgree }: { onAgree: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: CONSENT_DIALOG_MAX_WIDTH, width: '100%', m: 2 } } }}
    >
      <DialogContent>
        <ConsentText titleId={titleId} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to={routeHref('index')} color="inherit">
          Back to Home
        </Button>
        <Button variant="contained" onClick={onAgree}>
          I agree
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The full-screen Fantasy AI (spec 2 §2, /fantasy/ai): the same conversation as the side panel,
 * with New chat and the connection indicator above it; without consent, a blocking dialog.
 */
export function FantasyAiFullScreen() {
  const { store, snapshot } = useChatStore();
  const chatRef = useRef<HTMLElement>(null);
  // The chat fills the screen below the sticky header: brought into view once, on arrival.
  useEffect(() => {
    chatRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  if (!store.isAvailable) {
    return (
      <Typography role="status" color="text.secondary">
        Fantasy AI is not available right now.
      </Typography>
    );
  }
  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Fantasy AI chat"
        ref={chatRef}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          // The viewport less the sticky header (56 px on phones, toolbar and nav 108 px above) and a margin.
          height: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 124px)' },
          minHeight: 420,
          scrollMarginTop: { xs: 60, md: 116 },
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 1,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            variant="subtitle2"
            noWrap
            sx={{ flex: { xs: '1 0 100%', sm: 1 }, minWidth: 0, fontWeight: 700 }}
          >
            {snapshot.chat.conversation.title}
          </Typography>
          <ConnectionIndicator state={snapshot.connectionState} />
          <Box sx={{ flex: { xs: 1, sm: 'none' } }} />
          <NewChatButton store={store} hasConsent={snapshot.hasConsent} label="New chat" />
        </Stack>
        {snapshot.hasConsent && <FantasyAiChat store={store} snapshot={snapshot} slot="full_page" />}
      </Paper>
      {!snapshot.hasConsent && <ConsentDialog onAgree={() => store.giveConsent()} />}
    </>
  );
}
