import type { LeaderPeriod, TeamResponse } from '@all22/contracts';
import { SEASON_TYPES, type SeasonType, getSeasonTypeWeekSlugs, getWeekText } from '@all22/domain';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { StatsFilters, StatsParamChanges } from '../lib/stats-query';
import { FilterSelect } from '../../../components/forms/filter-select';

const SEASON_TYPE_LABELS: Readonly<Record<SeasonType, string>> = {
  PRE: 'Preseason',
  REG: 'Regular season',
  POST: 'Postseason',
};
const ALL = '';

/**
 * The stats pages' filters: season, season type, week (single-game tables) and team. Each choice
 * goes to the address at once; `children` are extra controls in the same row (the leaderboard's
 * category).
 */
export function StatsFilterBar({
  filters,
  seasons,
  teams,
  period,
  update,
  hasTeamFilter = true,
  children,
}: {
  filters: StatsFilters;
  seasons: readonly number[];
  teams: readonly TeamResponse[];
  /** Single-game tables get a week filter; null on pages without a table period (the overview). */
  period: LeaderPeriod | null;
  update: (changes: StatsParamChanges) => void;
  hasTeamFilter?: boolean;
  children?: ReactNode;
}) {
  const weekOptions = [
    { value: ALL, label: 'All weeks' },
    ...getSeasonTypeWeekSlugs(filters.seasonType).map((slug) => ({
      value: slug,
      label: getWeekText(slug, filters.season),
    })),
  ];
  const teamOptions = [
    { value: ALL, label: 'All teams' },
    ...teams.map((team) => ({ value: team.teamId, label: team.fullName })),
  ];
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Stats filters"
      direction="row"
      useFlexGap
      spacing={1.5}
      onSubmit={(event) => event.preventDefault()}
      sx={{ flexWrap: 'wrap', mb: 2, '& > *': { flex: { xs: '1 1 140px', sm: '0 0 auto' } } }}
    >
      {children}
      <FilterSelect
        label="Season"
        name="season"
        value={String(filters.season)}
        options={seasons.map((season) => ({ value: String(season), label: String(season) }))}
        onChange={(value) => update({ season: value })}
      />
      <FilterSelect
        label="Season type"
        name="seasonType"
        value={filters.seasonType}
        options={SEASON_TYPES.map((type) => ({ value: type, label: SEASON_TYPE_LABELS[type] }))}
        onChange={(value) => update({ seasonType: value })}
      />
      {period === 'game' && (
        <FilterSelect
          label="Week"
          name="weekSlug"
          value={filters.weekSlug ?? ALL}
          options={weekOptions}
          onChange={(value) => update({ weekSlug: value === ALL ? null : value })}
        />
      )}
      {hasTeamFilter && (
        <FilterSelect
          label="Team"
          name="teamId"
          value={filters.teamId ?? ALL}
          options={teamOptions}
          onChange={(value) => update({ teamId: value === ALL ? null : value })}
        />
      )}
    </Stack>
  );
}
