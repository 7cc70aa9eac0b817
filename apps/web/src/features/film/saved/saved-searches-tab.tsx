import type { SavedSearch } from '@all22/contracts';
import { type FilmFilters, formatStatValue, parseFilmFilterQuery } from '@all22/domain';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { normalizeError } from '../../../lib/errors';
import { useAddSavedSearch } from '../api/add-saved-search';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { useSavedSearchUserId } from './use-saved-search-user';

/** A saved expression as filters (the server checked it when it was saved). */
function toFilters(search: SavedSearch, currentSeason: number): FilmFilters | null {
  const parsed = parseFilmFilterQuery(new URLSearchParams(search.filterExpression), {
    currentSeason,
  });
  return parsed.ok ? parsed.filters : null;
}

/**
 * The Saved searches tab (spec 2 §2, §7): the user's searches, newest first, each with how many
 * plays match now and how many are new since it was last opened; apply opens it, delete has an
 * undo (the search is saved again as it was).
 */
export function SavedSearchesTab({
  currentSeason,
  onApply,
}: {
  currentSeason: number;
  onApply: (filters: FilmFilters) => void;
}) {
  const userId = useSavedSearchUserId();
  const searches = useSavedSearches(userId);
  const remove = useDeleteSavedSearch();
  const restore = useAddSavedSearch();
  const open = useOpenSavedSearch();
  const [deleted, setDeleted] = useState<SavedSearch | null>(null);

  if (searches.isPending)
    return <Skeleton role="status" variant="rounded" height={240} aria-label="Loading saved searches" />;
  if (searches.isError) {
    return (
      <LoadErrorAlert
        what="Your saved searches"
        error={searches.error}
        onRetry={() => void searches.refetch()}
      />
    );
  }
  const apply = (search: SavedSearch) => {
    const filters = toFilters(search, currentSeason);
    if (filters === null) return;
    open.mutate({ userId, label: search.label });
    onApply(filters);
  };
  return (
    <Stack spacing={2}>
      {remove.isError && <Alert severity="error">{normalizeError(remove.error).message}</Alert>}
      {searches.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }} role="status">
          <Typography component="h2" variant="h6">
            No saved searches yet
          </Typography>
          <Typography color="text.secondary">
            Build a search on the Plays tab, then choose “Save search” to keep it here with a count of its new
            plays.
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Saved searches" disablePadding>
            {searches.data.map((search) => (
              <ListItem
                key={search.label}
                divider
                data-testid="saved-search"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Delete ${search.label}`}
                    onClick={() =>
                      remove.mutate({ userId, label: search.label }, { onSuccess: () => setDeleted(search) })
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ flex: 1, pr: 6, alignItems: { sm: 'center' } }}
                >
                  <Stack sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {search.label}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {search.filterExpression.replaceAll('&', ' · ')}
                    </Typography>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatStatValue(search.matchingPlays, { decimals: 0 })}{' '}
                      {search.matchingPlays === 1 ? 'play' : 'plays'}
                    </Typography>
                    {search.newPlays > 0 && (
                      <Chip
                        size="small"
                        color="primary"
                        label={`${formatStatValue(search.newPlays, { decimals: 0 })} new`}
                      />
                    )}
                    <Button
                      variant="contained"
                      size="small"
                      onClick={() => apply(search)}
                      aria-label={`Apply ${search.label}`}
                    >
                      Apply
                    </Button>
                  </Stack>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Snackbar
        open={deleted !== null}
        autoHideDuration={8000}
        onClose={() => setDeleted(null)}
        message={deleted ? `Deleted “${deleted.label}”.` : ''}
        action={
          <Button
            color="primary"
            size="small"
            onClick={() => {
              if (deleted)
                restore.mutate({ userId, label: deleted.label, filterExpression: deleted.filterExpression });
              setDeleted(null);
            }}
          >
            Undo
          </Button>
        }
      />
    </Stack>
  );
}
