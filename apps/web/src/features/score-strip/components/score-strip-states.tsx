import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { normalizeError } from '../../../lib/errors';

/** About a wide screen's worth of tiles, so the strip keeps its height while it loads. */
const SKELETON_TILES = 6;

export function ScoreStripSkeleton() {
  return (
    <Stack direction="row" spacing={1} role="status" aria-label="Loading scores" sx={{ overflow: 'hidden' }}>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <Skeleton key={index} variant="rounded" width={176} height={84} sx={{ flexShrink: 0 }} />
      ))}
    </Stack>
  );
}

/** A one-line message in the strip's place (empty week, failure), the same height as the tiles. */
export function ScoreStripMessage({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Box sx={{ minHeight: 84, display: 'flex', alignItems: 'center', gap: 1.5, px: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
      {action}
    </Box>
  );
}

export function ScoreStripError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { message } = normalizeError(error);
  return (
    <Box role="alert">
      <ScoreStripMessage
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {`Scores could not be loaded. ${message}`}
      </ScoreStripMessage>
    </Box>
  );
}
