import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloseIcon from '@mui/icons-material/Close';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { useChatStore } from '../lib/use-chat-store';
import { ConnectionIndicator } from './connection-indicator';
import { ConsentText } from './fantasy-ai-consent';
import { FantasyAiChat } from './fantasy-ai-chat';
import { NewChatButton } from './new-chat-button';

/** The side panel's width on larger screens (spec 2 §9); small screens get the whole screen. */
export const FANTASY_AI_PANEL_WIDTH = 420;

const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/** The panel's body without consent (spec 2 §2): the consent screen instead of the chat. */
function ConsentScreen({ onAgree }: { onAgree: () => void }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2} sx={{ p: 3, overflowY: 'auto' }}>
      <ConsentText titleId={titleId} />
      <Button variant="contained" onClick={onAgree} sx={{ alignSelf: 'flex-start' }}>
        I agree
      </Button>
    </Stack>
  );
}

/**
 * The Fantasy AI side panel (spec 2 §2): header with New, Open Full Screen and Close and the
 * connection indicator; the consent screen until consent is given, then the chat. It shares its
 * conversation with the full-screen page. On phones it covers the screen, so following a link
 * in a reply closes it.
 */
export function FantasyAiPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const titleId = useId();
  const { store, snapshot } = useChatStore();
  const isPhone = useMediaQuery(isPhoneQuery, { noSsr: true });
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: FANTASY_AI_PANEL_WIDTH }, height: { xs: '100dvh', sm: '100%' } },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <AutoAwesomeIcon color="primary" aria-hidden />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            Fantasy AI
          </Typography>
          <ConnectionIndicator state={snapshot.connectionState} />
        </Stack>
        <NewChatButton store={store} hasConsent={snapshot.hasConsent} label="New" />
        <Tooltip title="Open Full Screen">
          <IconButton
            component={RouterLink}
            to={routeHref('fantasy-ai')}
            onClick={onClose}
            aria-label="Open Full Screen"
          >
            <OpenInFullIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Close">
          <IconButton onClick={onClose} aria-label="Close">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {!store.isAvailable ? (
          <Typography role="status" sx={{ p: 3 }} color="text.secondary">
            Fantasy AI is not available right now.
          </Typography>
        ) : snapshot.hasConsent ? (
          // The drawer mounts its body while open: each opening shows the chat (and counts an impression).
          <FantasyAiChat
            store={store}
            snapshot={snapshot}
            slot="right_panel"
            onNavigate={isPhone ? onClose : undefined}
          />
        ) : (
          <ConsentScreen onAgree={() => store.giveConsent()} />
        )}
      </Box>
    </Drawer>
  );
}
