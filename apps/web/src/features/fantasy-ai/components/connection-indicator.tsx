import { type ChatConnectionState, getConnectionStateLabel } from '@all22/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const DOT_COLOR: Record<ChatConnectionState, string> = {
  authenticated: 'success.main',
  connected: 'info.main',
  authenticating: 'info.main',
  connecting: 'warning.main',
  reconnecting: 'warning.main',
  auth_failed: 'error.main',
  error: 'error.main',
  disconnected: 'text.disabled',
};

/** The connection indicator (spec 2 §2): a coloured dot and the state's text, announced politely. */
export function ConnectionIndicator({ state }: { state: ChatConnectionState }) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      role="status"
      aria-label="Connection"
      sx={{ alignItems: 'center', minWidth: 0 }}
    >
      <Box
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT_COLOR[state], flex: 'none' }}
      />
      <Typography variant="caption" color="text.secondary" noWrap data-testid="chat-connection-state">
        {getConnectionStateLabel(state)}
      </Typography>
    </Stack>
  );
}
