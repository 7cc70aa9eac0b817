import type { SortValue } from '@all22/contracts';
import { type SeasonType, type SplitCategory, getFilmSeasons } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSplits } from '../../../api/stats/get-splits';
import { CsvExportButton } from '../../../components/export/csv-export-button';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { FilterSelect } from '../../../components/forms/filter-select';
import { routeHref } from '../../../config/paths';
import { useCanOpenPage } from '../../../hooks/use-can-open-page';
import type { SplitCategoryChoice } from '../lib/split-choices';
import {
  type SplitSort,
  buildSplitCsv,
  buildSplitCsvFileName,
  buildSplitTables,
} from '../lib/split-table-model';
import { SplitGroupTable } from './split-group-table';

const SEASON_TYPES: readonly { value: SeasonType; label: string }[] = [
  { value: 'REG', label: 'Regular season' },
  { value: 'POST', label: 'Postseason' },
  { value: 'PRE', label: 'Preseason' },
];

/** The address's choice if it is one of the options, else the default. */
function pick<T extends string>(value: string | null, options: readonly { value: T }[], fallback: T): T {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

interface SplitsTabProps {
  subject: { nflId: number } | { teamId: string };
  categories: readonly SplitCategoryChoice[];
  defaultCategory: SplitCategory;
  /** The newest season on offer (the page's stats season). */
  latestSeason: number;
}

/**
 * The Splits tab: its rows are film-room searches, so it is for those who may open the film room;
 * anyone else is told so rather than shown a failed load.
 */
export function SplitsTab(props: SplitsTabProps) {
  const canOpenFilm = useCanOpenPage(routeHref('film-plays'));
  if (!canOpenFilm) {
    return (
      <Alert severity="info">
        Splits are for subscribers: subscribe to see every split of the season and open its plays on film.
      </Alert>
    );
  }
  return <SplitsTables {...props} />;
}

/**
 * The Splits tab of a player or team page: one category's splits for a season, a table per group
 * (spec 2 §3), each row opening the film room on its plays. Season, season type and category are
 * in the address (season, seasonType, split), so a table can be linked and reloaded.
 */
function SplitsTables({ subject, categories, defaultCategory, latestSeason }: SplitsTabProps) {
  const [params, setParams] = useSearchParams();
  const seasons = getFilmSeasons(latestSeason)
    .reverse()
    .map((season) => ({ value: String(season), label: String(season) }));
  const season = Number(pick(params.get('season'), seasons, String(latestSeason)));
  const seasonType = pick(params.get('seasonType'), SEASON_TYPES, 'REG');
  const category = pick(params.get('split'), categories, defaultCategory);
  const [sort, setSort] = useState<SplitSort>({ key: null, value: 'DESC' });
  const splits = useSplits({ category, season, seasonType, ...subject });
  const tables = useMemo(() => (splits.data ? buildSplitTables(splits.data, sort) : []), [splits.data, sort]);

  const choose = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const categoryLabel = categories.find((choice) => choice.value === category)?.label ?? category;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FilterSelect
          label="Splits"
          name="split"
          value={category}
          options={categories}
          onChange={(value) => choose('split', value)}
        />
        <FilterSelect
          label="Season"
          name="season"
          value={String(season)}
          options={seasons}
          onChange={(value) => choose('season', value)}
        />
        <FilterSelect
          label="Season type"
          name="seasonType"
          value={seasonType}
          options={SEASON_TYPES}
          onChange={(value) => choose('seasonType', value)}
        />
        <CsvExportButton
          disabled={!splits.data}
          fileName={splits.data ? buildSplitCsvFileName(splits.data) : 'splits.csv'}
          buildCsv={() => (splits.data ? buildSplitCsv(splits.data, tables) : '')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {categoryLabel} splits, {season}{' '}
        {SEASON_TYPES.find((type) => type.value === seasonType)?.label.toLowerCase()}. Each split opens its
        plays in the film room.
      </Typography>
      {splits.isPending && (
        <Skeleton role="status" variant="rounded" height={320} aria-label="Loading the splits" />
      )}
      {splits.isError && (
        <LoadErrorAlert what="The splits" error={splits.error} onRetry={() => void splits.refetch()} />
      )}
      {splits.data &&
        tables.every((table) => table.rows.every((row) => row.split.values['general.plays'] === 0)) && (
          <Alert severity="info">No plays in these splits for this season.</Alert>
        )}
      {splits.data &&
        tables.map((table) => (
          <SplitGroupTable
            key={table.group}
            table={table}
            columns={splits.data.columns}
            sort={sort}
            onSort={(key: string, value: SortValue) => setSort({ key, value })}
          />
        ))}
    </Stack>
  );
}
