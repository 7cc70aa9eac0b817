import AddCommentIcon from '@mui/icons-material/AddComment';
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
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';

/** The side panel's width on larger screens (spec 2 §9); small screens get the whole screen. */
export const FANTASY_AI_PANEL_WIDTH = 420;

/**
 * The Fantasy AI side panel's frame (spec 2 §2): header with New, Open Full Screen and Close. The
 * chat itself (consent, messages, input) is built separately; until then the body says so.
 * New has nothing to reset yet, so it stays disabled rather than doing nothing silently.
 */
export function FantasyAiPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const titleId = useId();
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
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <AutoAwesomeIcon color="primary" aria-hidden />
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          Fantasy AI
        </Typography>
        <Button size="small" color="inherit" startIcon={<AddCommentIcon />} disabled>
          New
        </Button>
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
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
        <Stack spacing={1.5} role="status" sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 300 }}>
          <AutoAwesomeIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Your Fantasy AI assistant arrives soon
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Ask about player analysis, trade advice, lineup help and waiver pickups — right here, beside the
            page you are reading.
          </Typography>
        </Stack>
      </Box>
    </Drawer>
  );
}
