import { FIRST_FILM_SEASON } from '@all22/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilterSelect } from '../../../components/forms/filter-select';

/** The season and week the page shows, and the choice of another. */
export function InsightsControls({
  season,
  week,
  latestWeek,
  currentSeason,
  onChange,
}: {
  season: number;
  week: number;
  latestWeek: number;
  /** The league's latest season: the last one offered. */
  currentSeason: number;
  onChange: (choice: { season: number; week: number | null }) => void;
}) {
  const seasons = Array.from(
    { length: Math.max(currentSeason, season) - FIRST_FILM_SEASON + 1 },
    (_, index) => String(FIRST_FILM_SEASON + index),
  ).reverse();
  const weeks = Array.from({ length: Math.max(latestWeek, week, 1) }, (_, index) => String(index + 1));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
    >
      <div>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="insights-week">
          Week {week}, {season}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Season figures read every regular-season week with plays; trends and notables are of week {week}.
        </Typography>
      </div>
      <Stack direction="row" spacing={1.5}>
        <FilterSelect
          label="Season"
          name="season"
          value={String(season)}
          options={seasons.map((value) => ({ value, label: value }))}
          onChange={(value) => onChange({ season: Number(value), week: null })}
        />
        <FilterSelect
          label="Week"
          name="week"
          value={String(week)}
          options={weeks.map((value) => ({ value, label: `Week ${value}` }))}
          onChange={(value) => onChange({ season, week: Number(value) })}
        />
      </Stack>
    </Stack>
  );
}
