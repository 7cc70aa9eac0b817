import type { FilmFilters } from '@all22/domain';
import { formatStatValue } from '@all22/domain';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePlayAtPosition } from '../api/get-plays';
import { toPlayPageHref } from '../lib/play-page-query';

export interface PlayNeighboursState {
  readonly position: number | null;
  readonly total: number | null;
  readonly previousHref: string | null;
  readonly nextHref: string | null;
}

/** The plays before and after this one in the search it was opened from (pages of one play). */
export function usePlayNeighbours(filters: FilmFilters, position: number | null): PlayNeighboursState {
  const isInSearch = position !== null;
  const previous = usePlayAtPosition(filters, (position ?? 0) - 1, {
    enabled: isInSearch && (position ?? 0) > 1,
  });
  const next = usePlayAtPosition(filters, (position ?? 0) + 1, { enabled: isInSearch });
  const hrefOf = (play: { id: string } | null | undefined, at: number) =>
    play ? toPlayPageHref(play.id, filters, at) : null;
  return {
    position,
    total: next.data?.total ?? previous.data?.total ?? null,
    previousHref: position === null ? null : hrefOf(previous.data?.play, position - 1),
    nextHref: position === null ? null : hrefOf(next.data?.play, position + 1),
  };
}

/** Previous / next buttons under the replay, with the play's place in the results. */
export function PlayNeighbours({ neighbours }: { neighbours: PlayNeighboursState }) {
  if (neighbours.position === null) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Button
        component={RouterLink}
        to={neighbours.previousHref ?? '#'}
        disabled={neighbours.previousHref === null}
        startIcon={<NavigateBeforeIcon />}
        aria-keyshortcuts="J"
      >
        Previous play
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Play {formatStatValue(neighbours.position, { decimals: 0 })}
        {neighbours.total !== null && ` of ${formatStatValue(neighbours.total, { decimals: 0 })}`}
      </Typography>
      <Button
        component={RouterLink}
        to={neighbours.nextHref ?? '#'}
        disabled={neighbours.nextHref === null}
        endIcon={<NavigateNextIcon />}
        aria-keyshortcuts="K"
      >
        Next play
      </Button>
    </Stack>
  );
}
