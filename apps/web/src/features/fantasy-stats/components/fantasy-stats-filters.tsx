import type { TeamResponse } from '@all22/contracts';
import { getFantasyScoring, POINTS_PER_RECEPTION_OPTIONS, REGULAR_SEASON_WEEK_COUNT } from '@all22/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FilterSelect } from '../../../components/forms/filter-select';
import type { FantasyStatsQueryState } from '../hooks/use-fantasy-stats-query';
import {
  FANTASY_STATS_POSITIONS,
  type FantasyStatsQuery,
  type FantasyStatsView,
  formatWeekRange,
  parseWeekRange,
  toScoringParam,
  type WeekRange,
} from '../lib/fantasy-stats-query';

const ALL = '';
const WEEK_NUMBERS = Array.from({ length: REGULAR_SEASON_WEEK_COUNT }, (_, index) => index + 1);
const VIEW_LABELS: Readonly<Record<FantasyStatsView, string>> = { table: 'Table', weekly: 'Weekly' };

/** The week range of the address as it is now: the whole season when it names none. */
function readWeeks(current: URLSearchParams): WeekRange {
  return parseWeekRange(current.get('weeks') ?? '') ?? { from: 1, to: REGULAR_SEASON_WEEK_COUNT };
}

/** The weeks a–b as the address keeps them: none for the whole season (1 to the last week). */
function toWeeksParam(from: number, to: number): string | null {
  return from === 1 && to === REGULAR_SEASON_WEEK_COUNT ? null : formatWeekRange({ from, to });
}

/** A labelled group of toggle buttons, one choice at a time (a radio group to assistive tech). */
function ChoiceGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Stack spacing={0.5} sx={{ flex: '0 0 auto' }}>
      <Typography component="span" variant="caption" color="text.secondary" id={`fantasy-${label}-label`}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={`fantasy-${label}-label`}
        onChange={(_event, next: T | null) => {
          if (next !== null) onChange(next);
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ px: { xs: 1, sm: 1.5 }, py: 0.5 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/**
 * The page's filters: season, scoring (the account's by default, switchable here without changing
 * the setting), position, team, a week range and the view. Each choice goes to the address at once.
 */
export function FantasyStatsFilters({
  query,
  seasons,
  teams,
  update,
}: {
  query: FantasyStatsQuery;
  seasons: readonly number[];
  teams: readonly TeamResponse[];
  update: FantasyStatsQueryState['update'];
}) {
  const from = query.weeks?.from ?? 1;
  const to = query.weeks?.to ?? REGULAR_SEASON_WEEK_COUNT;
  const weekOptions = (first: number) =>
    WEEK_NUMBERS.filter((week) => week >= first).map((week) => ({
      value: String(week),
      label: `Week ${week}`,
    }));
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Fantasy stats filters"
      spacing={1.5}
      onSubmit={(event) => event.preventDefault()}
      sx={{ mb: 2 }}
    >
      <Stack direction="row" useFlexGap spacing={{ xs: 1.5, sm: 2 }} sx={{ flexWrap: 'wrap' }}>
        <ChoiceGroup
          label="Scoring"
          value={toScoringParam(query.scoring)}
          options={POINTS_PER_RECEPTION_OPTIONS.map((option) => {
            const scoring = getFantasyScoring(option);
            return { value: toScoringParam(scoring), label: scoring.label };
          })}
          onChange={(value) => update({ scoring: value })}
        />
        <ChoiceGroup
          label="View"
          value={query.view}
          options={(['table', 'weekly'] as const).map((view) => ({ value: view, label: VIEW_LABELS[view] }))}
          onChange={(value) => update({ view: value === 'table' ? null : value })}
        />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          // Three to a row on a phone, so the table starts within the first screen.
          '& .MuiTextField-root': { flex: { xs: '1 1 96px', sm: '0 0 auto' }, minWidth: { xs: 96, sm: 120 } },
        }}
      >
        <FilterSelect
          label="Season"
          name="season"
          value={String(query.season)}
          options={seasons.map((season) => ({ value: String(season), label: String(season) }))}
          onChange={(value) => update({ season: value })}
        />
        <FilterSelect
          label="Position"
          name="position"
          value={query.position ?? ALL}
          options={[
            { value: ALL, label: 'All' },
            ...FANTASY_STATS_POSITIONS.map((position) => ({ value: position, label: position })),
          ]}
          onChange={(value) => update({ position: value === ALL ? null : value })}
        />
        <FilterSelect
          label="Team"
          name="team"
          value={query.teamId ?? ALL}
          options={[
            { value: ALL, label: 'All' },
            ...teams.map((team) => ({ value: team.teamId, label: team.fullName })),
          ]}
          onChange={(value) => update({ team: value === ALL ? null : value })}
        />
        <FilterSelect
          label="From week"
          name="weekFrom"
          value={String(from)}
          options={weekOptions(1)}
          onChange={(value) =>
            update((current) => {
              const week = Number(value);
              return { weeks: toWeeksParam(week, Math.max(week, readWeeks(current).to)) };
            })
          }
        />
        <FilterSelect
          label="To week"
          name="weekTo"
          value={String(to)}
          options={weekOptions(from)}
          onChange={(value) =>
            update((current) => {
              const week = Number(value);
              return { weeks: toWeeksParam(Math.min(week, readWeeks(current).from), week) };
            })
          }
        />
        {query.weeks !== null && (
          <Button size="small" onClick={() => update({ weeks: null })}>
            Season to date
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
