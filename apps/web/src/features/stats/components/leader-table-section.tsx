import type { LeaderGroup, LeaderPeriod } from '@all22/contracts';
import { getWeekText } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { isApiRequestError } from '../../../lib/api-client';
import { useLeaderTable } from '../api/use-leader-table';
import type { StatsQueryState } from '../hooks/use-stats-query';
import { buildLeaderCsv, buildLeaderCsvFileName } from '../lib/leader-csv';
import { buildLeaderTable } from '../lib/leader-table-model';
import { PERIOD_LABELS, STATS_GROUPS } from '../lib/stats-groups';
import { type StatsTableQuery, toLeadersRequest } from '../lib/stats-query';
import { CsvExportButton } from '../../../components/export/csv-export-button';
import { LeaderTable } from './leader-table';

const SEASON_TYPE_WORDS = { PRE: 'preseason', REG: 'regular season', POST: 'postseason' } as const;

/** "Passing single game leaders, 2024 regular season, Week 5": the table's accessible name. */
export function describeLeaderTable(
  group: LeaderGroup,
  period: LeaderPeriod,
  query: StatsTableQuery,
): string {
  const parts = [
    `${STATS_GROUPS[group].label} ${PERIOD_LABELS[period].toLowerCase()} leaders`,
    `${query.season} ${SEASON_TYPE_WORDS[query.seasonType]}`,
  ];
  if (period === 'game' && query.weekSlug !== null) parts.push(getWeekText(query.weekSlug, query.season));
  return parts.join(', ');
}

const countRows = (total: number, kind: 'player' | 'team') =>
  `${total.toLocaleString('en-US')} ${kind === 'team' ? 'team' : 'row'}${total === 1 ? '' : 's'}`;

/**
 * A leader table with its states: a skeleton first, the last rows (under a progress bar) while a
 * new sort, filter or page loads, an empty message, an error with Retry (and a way back to the
 * defaults when the API refused the address's values), and the CSV export of the rows shown.
 */
export function LeaderTableSection({
  group,
  period,
  state,
}: {
  group: LeaderGroup;
  period: LeaderPeriod;
  state: StatsQueryState;
}) {
  const { query, update, teamsById } = state;
  const leaders = useLeaderTable(toLeadersRequest(group, period, query));
  const table = useMemo(
    () => (leaders.data ? buildLeaderTable(leaders.data, teamsById) : null),
    [leaders.data, teamsById],
  );
  const { pathname } = useLocation();
  const label = describeLeaderTable(group, period, query);
  const noun = STATS_GROUPS[group].kind === 'team' ? 'teams' : 'leaders';

  if (leaders.isError) {
    const isRefused = isApiRequestError(leaders.error) && leaders.error.statusCode === 400;
    return (
      <Stack spacing={1}>
        <LoadErrorAlert what="The leaders" error={leaders.error} onRetry={() => void leaders.refetch()} />
        {isRefused && (
          <Button component={RouterLink} to={pathname} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Reset the filters and sort
          </Button>
        )}
      </Stack>
    );
  }
  if (!leaders.data || !table) {
    return <Skeleton variant="rounded" height={480} role="status" aria-label={`Loading ${label}`} />;
  }
  const response = leaders.data;
  // The last answer's rows stay (dimmed) while the new sort, filter or page loads.
  const isUpdating = leaders.isFetching && leaders.isPlaceholderData;
  const lastPage = Math.max(1, Math.ceil(response.total / response.pageSize));
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {isUpdating ? 'Updating…' : countRows(response.total, STATS_GROUPS[group].kind)}
        </Typography>
        <CsvExportButton
          disabled={table.rows.length === 0}
          buildCsv={() => buildLeaderCsv(table)}
          fileName={buildLeaderCsvFileName(group, period, query, response.page)}
        />
      </Stack>
      {response.total === 0 && (
        <Alert severity="info">
          No {noun} for these filters yet: no {STATS_GROUPS[group].label.toLowerCase()} figures for{' '}
          {label.split(', ').slice(1).join(', ')}
          {query.teamId !== null ? ` and ${teamsById.get(query.teamId)?.fullName ?? 'this team'}` : ''}.
        </Alert>
      )}
      {response.total > 0 && response.leaders.length === 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => update({ page: lastPage })}>
              Go to page {lastPage}
            </Button>
          }
        >
          Page {response.page} is past the last page ({lastPage}).
        </Alert>
      )}
      {response.leaders.length > 0 && (
        <Box aria-busy={isUpdating} sx={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <LeaderTable
            response={response}
            table={table}
            label={label}
            onSort={(sortKey, sortValue) => update({ sortKey, sortValue })}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize })}
          />
        </Box>
      )}
    </Stack>
  );
}
