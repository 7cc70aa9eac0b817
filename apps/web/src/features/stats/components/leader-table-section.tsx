import type { LeaderGroup, LeaderPeriod } from '@all22/contracts';
import { buildLeaderCsvFileName, getWeekText } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { isApiRequestError } from '../../../lib/api-client';
import { getLeadersCsv } from '../../../api/stats/get-leaders-csv';
import { useAppConfig } from '../../../config/app-config-context';
import { useLeaderTable } from '../api/use-leader-table';
import type { StatsQueryState } from '../hooks/use-stats-query';
import { countHiddenFigures, getShownColumnIndexes } from '../lib/leader-column-priority';
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

/** Phones (up to 600 px wide): the rank, the player and the main figures fit unscrolled. */
const PHONE_QUERY = '(max-width: 600px)';

const countRows = (total: number, kind: 'player' | 'team') =>
  `${total.toLocaleString('en-US')} ${kind === 'team' ? 'team' : 'row'}${total === 1 ? '' : 's'}`;

/**
 * A leader table with its states: a skeleton first, the last rows (under a progress bar) while a
 * new sort, filter or page loads, an empty message, an error with Retry (and a way back to the
 * defaults when the API refused the address's values); the essential figures first with a switch
 * to all of them, and the CSV export of the whole table (every page, from the server).
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
  const config = useAppConfig();
  const request = toLeadersRequest(group, period, query);
  const leaders = useLeaderTable(request);
  const isPhone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [isAllColumns, setIsAllColumns] = useState(false);
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
  const columnOptions = { group, period, sortKey: response.sortKey, isPhone, isAllColumns };
  const hiddenFigures = countHiddenFigures(table, columnOptions);
  const { page: _page, pageSize: _pageSize, ...csvRequest } = request;
  const fileName = buildLeaderCsvFileName({
    group,
    period,
    season: response.season,
    seasonType: response.seasonType,
    week: response.week,
    teamId: query.teamId,
  });
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: '1 1 auto' }}>
          {isUpdating ? 'Updating…' : countRows(response.total, STATS_GROUPS[group].kind)}
        </Typography>
        {hiddenFigures > 0 || isAllColumns ? (
          <FormControlLabel
            control={
              <Switch size="small" checked={isAllColumns} onChange={(_event, on) => setIsAllColumns(on)} />
            }
            label={isAllColumns ? 'All columns' : `All columns (${hiddenFigures} more)`}
            sx={{ mr: 0 }}
          />
        ) : null}
        <CsvExportButton
          disabled={response.total === 0}
          buildCsv={() => getLeadersCsv(config, csvRequest)}
          fileName={fileName}
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
            shownColumns={getShownColumnIndexes(table, columnOptions)}
            isPhone={isPhone}
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
