import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { CsvExportButton } from '../../../components/export/csv-export-button';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useFantasyRanking } from '../api/use-fantasy-ranking';
import { useFantasyWeekly } from '../api/get-fantasy-weekly';
import type { FantasyStatsQueryState } from '../hooks/use-fantasy-stats-query';
import {
  buildFantasyStatsFileName,
  type FantasyStatsQuery,
  type FantasyStatsSort,
  getDefaultSortOrder,
  toRankingRequest,
} from '../lib/fantasy-stats-query';
import { buildFantasyStatsCsv, buildFantasyStatsTable } from '../lib/fantasy-stats-table';
import { buildWeeklyGrid, buildWeeklyGridCsv } from '../lib/fantasy-weekly-grid';
import { FantasyStatsTable } from './fantasy-stats-table';
import { FantasyWeeklyGrid } from './fantasy-weekly-grid';

/** "Fantasy stats, 2024 regular season, weeks 3–8, PPR scoring": the table's accessible name. */
function describeView(query: FantasyStatsQuery): string {
  const weeks =
    query.weeks === null
      ? 'season to date'
      : query.weeks.from === query.weeks.to
        ? `week ${query.weeks.from}`
        : `weeks ${query.weeks.from}–${query.weeks.to}`;
  const what = query.view === 'weekly' ? 'Fantasy points by week' : 'Fantasy stats';
  return `${what}, ${query.season} regular season, ${weeks}, ${query.scoring.label} scoring`;
}

const Loading = () => (
  <Skeleton variant="rounded" height={480} role="status" aria-label="Loading the fantasy stats" />
);

/**
 * The ranking for the page's state, as the table or the weekly grid, with the CSV export of what
 * is shown. Sorting through the API keeps the rows on screen (marked as updating) until the new
 * order arrives.
 */
export function FantasyStatsResults({
  query,
  update,
}: {
  query: FantasyStatsQuery;
  update: FantasyStatsQueryState['update'];
}) {
  const request = useMemo(() => toRankingRequest(query), [query]);
  const isWeekly = query.view === 'weekly';
  const ranking = useFantasyRanking(request, { enabled: true });
  const weekly = useFantasyWeekly(request, { enabled: isWeekly });
  const label = describeView(query);

  const table = useMemo(
    () => (ranking.data ? buildFantasyStatsTable(ranking.data.players, query.scoring) : null),
    [ranking.data, query.scoring],
  );
  // The grid pairs the ranking with its weekly points: built only from answers to the same request
  // (both fresh, or both still the previous one's), so a half-arrived update never mixes them.
  const isGridConsistent = ranking.isPlaceholderData === weekly.isPlaceholderData;
  const grid = useMemo(
    () =>
      isWeekly && isGridConsistent && ranking.data && weekly.data
        ? buildWeeklyGrid(ranking.data.players, weekly.data, query.scoring)
        : null,
    [isWeekly, isGridConsistent, ranking.data, weekly.data, query.scoring],
  );

  const onSort = (sort: FantasyStatsSort) => {
    const order = sort === query.sort ? (query.order === 'ASC' ? 'DESC' : 'ASC') : getDefaultSortOrder(sort);
    update({ sort, order: order === 'ASC' ? 'asc' : 'desc' });
  };

  const failed = ranking.isError ? ranking : isWeekly && weekly.isError ? weekly : null;
  if (failed) {
    return (
      <LoadErrorAlert
        what={failed === weekly ? 'The weekly fantasy points' : 'The fantasy ranking'}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!table || (isWeekly && !grid)) return <Loading />;
  if (table.rows.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => update({ position: null, team: null, weeks: null })}
          >
            Show every player
          </Button>
        }
      >
        No players match these filters in {query.season}.
      </Alert>
    );
  }

  const isUpdating = ranking.isPlaceholderData || (isWeekly && weekly.isPlaceholderData);
  const fileName = buildFantasyStatsFileName(query);
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }} role="status">
          {table.rows.length} players · {query.scoring.label} scoring · unranked players (no games) last
        </Typography>
        <CsvExportButton
          fileName={fileName}
          disabled={isUpdating}
          buildCsv={() => (grid ? buildWeeklyGridCsv(grid, query.scoring) : buildFantasyStatsCsv(table))}
        />
      </Stack>
      {grid ? (
        <FantasyWeeklyGrid grid={grid} scoring={query.scoring} label={label} isUpdating={isUpdating} />
      ) : (
        <FantasyStatsTable
          table={table}
          label={label}
          sort={query.sort}
          order={query.order}
          onSort={onSort}
          isUpdating={isUpdating}
        />
      )}
    </Stack>
  );
}
