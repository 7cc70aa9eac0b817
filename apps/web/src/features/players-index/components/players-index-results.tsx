import type { TeamResponse } from '@all22/contracts';
import { isPlayerStatus, PLAYER_STATUS_LABELS } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useAppConfig } from '../../../config/app-config-context';
import { isApiRequestError } from '../../../lib/api-client';
import { usePlayersIndex } from '../api/list-players';
import {
  hasPlayersIndexFilters,
  type PlayersIndexChanges,
  type PlayersIndexQuery,
  toPlayersIndexRequest,
} from '../lib/players-index-query';
import { PlayersIndexTable } from './players-index-table';

/** The filters in words: “lee”, QB, Kansas City Chiefs, Injured reserve. */
export function describePlayersIndexFilters(
  query: PlayersIndexQuery,
  teamsById: ReadonlyMap<string, TeamResponse>,
): string[] {
  const parts: string[] = [];
  if (query.term !== '') parts.push(`“${query.term}”`);
  if (query.position !== null) parts.push(query.position);
  if (query.teamId !== null) parts.push(teamsById.get(query.teamId)?.fullName ?? `team ${query.teamId}`);
  if (isPlayerStatus(query.status)) parts.push(PLAYER_STATUS_LABELS[query.status]);
  if (query.status === 'everyone') parts.push('retired players included');
  return parts;
}

const countPlayers = (total: number) => `${total.toLocaleString('en-US')} player${total === 1 ? '' : 's'}`;

/**
 * The index's answer with its states: a skeleton first, the last rows (dimmed) while a new
 * search, filter, sort or page loads, "No players match…", a page past the end, and an error
 * with Retry (and a way back to the plain index when the API refused the address).
 */
export function PlayersIndexResults({
  query,
  teamsById,
  update,
}: {
  query: PlayersIndexQuery;
  teamsById: ReadonlyMap<string, TeamResponse>;
  update: (changes: PlayersIndexChanges) => void;
}) {
  const players = usePlayersIndex(toPlayersIndexRequest(query));
  const { apiBaseUrl } = useAppConfig();
  const { pathname } = useLocation();
  const filters = describePlayersIndexFilters(query, teamsById);
  const label = filters.length > 0 ? `Players: ${filters.join(', ')}` : 'Players';

  if (players.isError) {
    const isRefused = isApiRequestError(players.error) && players.error.statusCode === 400;
    return (
      <Stack spacing={1}>
        <LoadErrorAlert what="The players" error={players.error} onRetry={() => void players.refetch()} />
        {isRefused && (
          <Button component={RouterLink} to={pathname} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Reset the search and filters
          </Button>
        )}
      </Stack>
    );
  }
  if (!players.data) {
    return <Skeleton variant="rounded" height={480} role="status" aria-label="Loading players" />;
  }
  const response = players.data;
  const isUpdating = players.isFetching && players.isPlaceholderData;
  const lastPage = Math.max(1, Math.ceil(response.total / response.pageSize));
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary" role="status">
        {isUpdating ? 'Updating…' : countPlayers(response.total)}
      </Typography>
      {response.total === 0 && (
        <Alert
          severity="info"
          action={
            hasPlayersIndexFilters(query) && (
              <Button
                color="inherit"
                size="small"
                onClick={() => update({ term: '', position: null, teamId: null, status: 'current' })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Clear filters
              </Button>
            )
          }
        >
          {filters.length > 0 ? `No players match ${filters.join(', ')}.` : 'No players match.'}
        </Alert>
      )}
      {response.total > 0 && response.players.length === 0 && (
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
      {response.players.length > 0 && (
        <Box aria-busy={isUpdating} sx={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <PlayersIndexTable
            response={response}
            label={label}
            baseUrl={apiBaseUrl}
            onSort={(sortKey, sortValue) => update({ sortKey, sortValue })}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize })}
          />
        </Box>
      )}
    </Stack>
  );
}
