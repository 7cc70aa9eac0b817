import { SAVED_SEARCH_LABEL_MAX_LENGTH } from '@all22/contracts';
import { type FilmFilters, formatFilmFilterQuery } from '@all22/domain';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { normalizeError } from '../../../lib/errors';
import { useAddSavedSearch } from '../api/add-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { removeFilmFilter } from '../filters/edit-film-filters';
import { useFilmResultsTitle } from '../filters/use-film-results-title';
import { useSavedSearchUserId } from './use-saved-search-user';

/**
 * "Save search": names the current filters and saves them (spec 2 §7). A label already in use is
 * replaced — the dialog says so before, and the confirmation after.
 */
export function SaveSearchButton({ filters }: { filters: FilmFilters }) {
  const userId = useSavedSearchUserId();
  const expression = formatFilmFilterQuery(removeFilmFilter(filters, 'displayGameFilmCards'));
  const suggested = useFilmResultsTitle(filters);
  const [isOpen, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const saved = useSavedSearches(userId);
  const add = useAddSavedSearch();
  const trimmed = label.trim();
  const existing = saved.data?.find((search) => search.label === trimmed);
  const isTooLong = trimmed.length > SAVED_SEARCH_LABEL_MAX_LENGTH;

  const open = () => {
    setLabel(suggested.slice(0, SAVED_SEARCH_LABEL_MAX_LENGTH));
    add.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || isTooLong) return;
    add.mutate(
      { userId, label: trimmed, filterExpression: expression },
      {
        onSuccess: ({ replaced, savedSearch }) => {
          setOpen(false);
          setNotice(`${replaced ? 'Replaced' : 'Saved'} “${savedSearch.label}”.`);
        },
      },
    );
  };

  return (
    <>
      <Button variant="outlined" startIcon={<BookmarkAddIcon />} onClick={open} disabled={expression === ''}>
        Save search
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle>Save this search</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Name"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              error={isTooLong || (trimmed === '' && label !== '')}
              helperText={
                isTooLong
                  ? `At most ${SAVED_SEARCH_LABEL_MAX_LENGTH} characters (${trimmed.length} now).`
                  : existing
                    ? 'You already have a search with this name: saving replaces it.'
                    : `${trimmed.length}/${SAVED_SEARCH_LABEL_MAX_LENGTH}`
              }
            />
            {add.isError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {normalizeError(add.error).message}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={trimmed === '' || isTooLong || add.isPending}>
              {existing ? 'Replace' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
