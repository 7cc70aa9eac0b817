import { describeFilmFilter, getActiveFilmFilterKeys, type FilmFilters } from '@all22/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { removeFilmFilter } from './edit-film-filters';
import { useFilmFilterNames } from './use-film-filter-names';

/**
 * One removable chip per set filter ("Passer: Patrick Mahomes", "Quarter: OT"), in catalogue
 * order; the page's displayGameFilmCards has none. Delete or Backspace on a focused chip removes
 * it too. Nothing is shown while no filter is set.
 */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: FilmFilters;
  onChange(next: FilmFilters): void;
}) {
  const names = useFilmFilterNames(filters);
  const keys = getActiveFilmFilterKeys(filters);
  if (keys.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {keys.map((key) => {
        const value = filters[key];
        if (value === undefined) return null;
        return (
          <li key={key}>
            <Chip
              size="small"
              label={describeFilmFilter(key, value, names)}
              onDelete={() => onChange(removeFilmFilter(filters, key))}
            />
          </li>
        );
      })}
    </Box>
  );
}
