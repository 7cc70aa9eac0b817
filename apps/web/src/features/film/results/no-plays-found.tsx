import { type FilmFilterKey, type FilmFilters, formatStatValue } from '@all22/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { playCountQueryOptions } from '../../../api/plays/get-play-count';
import { useAppConfig } from '../../../config/app-config-context';
import { removeFilmFilter } from '../filters/edit-film-filters';

/** Counting the search without each filter costs a call each: beyond this many, only offer the last. */
const MAX_FILTERS_TRIED = 8;

/**
 * The empty result: which filters shut everything out — the search asked again without each one,
 * so "Without Quarter: OT, 12 plays match" — and a button dropping the last filter.
 */
export function NoPlaysFound({
  filters,
  keys,
  labelOf,
  onChange,
}: {
  filters: FilmFilters;
  /** The set filters, in the order the chips show them; the last is offered for removal. */
  keys: readonly FilmFilterKey[];
  labelOf: (key: FilmFilterKey) => string;
  onChange: (next: FilmFilters) => void;
}) {
  const config = useAppConfig();
  const tried = keys.length <= MAX_FILTERS_TRIED ? keys : [];
  const counts = useQueries({
    queries: tried.map((key) => playCountQueryOptions(config, removeFilmFilter(filters, key))),
  });
  const last = keys.at(-1);
  const helpful = tried
    .map((key, index) => ({ key, count: counts[index]?.data }))
    .filter((entry): entry is { key: FilmFilterKey; count: number } => (entry.count ?? 0) > 0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="status">
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6">
          No plays match {keys.length > 1 ? 'all these filters' : 'this search'}
        </Typography>
        {helpful.length > 0 ? (
          <Stack spacing={0.5} component="ul" sx={{ m: 0, pl: 2.5 }}>
            {helpful.map(({ key, count }) => (
              <Typography component="li" variant="body2" key={key}>
                Without <strong>{labelOf(key)}</strong>, {formatStatValue(count, { decimals: 0 })}{' '}
                {count === 1 ? 'play matches' : 'plays match'}.{' '}
                <Button size="small" onClick={() => onChange(removeFilmFilter(filters, key))}>
                  Drop it
                </Button>
              </Typography>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {counts.some((count) => count.isPending)
              ? 'Checking which filter rules everything out…'
              : 'No single filter is to blame: together they leave nothing. Try a wider search.'}
          </Typography>
        )}
        {last !== undefined && (
          <div>
            <Button variant="outlined" onClick={() => onChange(removeFilmFilter(filters, last))}>
              Remove the last filter ({labelOf(last)})
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
