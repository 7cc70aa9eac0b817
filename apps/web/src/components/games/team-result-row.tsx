import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** How a final game's losing side is dimmed (spec 1 §2 "loser styling"), the same everywhere. */
const LOSER_OPACITY = 0.55;

/**
 * One team's line of a game (logo, name, record, score — the caller's children), with the loser
 * styling when `isLoser`: dimmed and marked `data-losing` so it can be found and tested.
 */
export function TeamResultRow({
  isLoser,
  spacing,
  children,
}: {
  isLoser: boolean;
  spacing: number;
  children: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      spacing={spacing}
      data-losing={isLoser ? 'true' : undefined}
      sx={{ alignItems: 'center', opacity: isLoser ? LOSER_OPACITY : 1 }}
    >
      {children}
    </Stack>
  );
}
