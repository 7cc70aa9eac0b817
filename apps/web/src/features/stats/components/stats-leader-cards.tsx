import type { LeaderGroup } from '@all22/contracts';
import { formatStatValue, formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLeaders } from '../../../api/stats/get-leaders';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import type { StatsQueryState } from '../hooks/use-stats-query';
import { STATS_GROUPS, STATS_GROUP_LIST, toStatsTableRoute } from '../lib/stats-groups';
import { StatsFilterBar } from './stats-filter-bar';
import { StatsQueryGate } from './stats-query-gate';

/** Leaders per card on the overview. */
export const CARD_LEADERS = 5;

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** One category's top five by its headline figure (the API's default sort), linking to its table. */
function LeaderCard({ group, state }: { group: LeaderGroup; state: StatsQueryState }) {
  const info = STATS_GROUPS[group];
  const { season, seasonType } = state.query;
  const leaders = useLeaders({ group, period: 'season', season, seasonType, pageSize: CARD_LEADERS });
  const search = new URLSearchParams({ season: String(season), seasonType }).toString();
  const tableHref = `${routeHref(toStatsTableRoute(group, 'season'))}?${search}`;
  const headline = leaders.data?.columns.find((column) => column.key === leaders.data?.sortKey);
  return (
    <Card variant="outlined" component="article" aria-label={`${info.label} leaders`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {info.label}
          </Typography>
          {headline && (
            <Typography variant="caption" color="text.secondary" title={headline.tooltip}>
              {headline.label}
            </Typography>
          )}
        </Stack>
        {leaders.isPending && (
          <Skeleton variant="rounded" height={150} role="status" aria-label={`Loading ${info.label}`} />
        )}
        {leaders.isError && (
          <LoadErrorAlert
            what={`The ${info.label.toLowerCase()} leaders`}
            error={leaders.error}
            onRetry={() => void leaders.refetch()}
          />
        )}
        {leaders.data && leaders.data.leaders.length === 0 && (
          <Typography color="text.secondary">No leaders for these filters yet.</Typography>
        )}
        {leaders.data && leaders.data.leaders.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {leaders.data.leaders.map((leader) => {
              const isTeam = leader.nflId === null;
              const name = isTeam
                ? (state.teamsById.get(leader.teamId)?.fullName ?? formatTeamAbbr(leader.teamAbbr))
                : (leader.displayName ?? '—');
              const href = isTeam
                ? routeHref('teams-team-teamId', { teamId: leader.teamId })
                : routeHref('players-player-playerId', { playerId: String(leader.nflId) });
              return (
                <Stack
                  component="li"
                  key={`${leader.nflId ?? leader.teamId}`}
                  direction="row"
                  spacing={1}
                  data-leader-rank={leader.rank}
                  sx={{ alignItems: 'baseline', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ width: 20 }}>
                    {leader.rank}
                  </Typography>
                  <Box
                    sx={{
                      flex: 1,
                      minWidth: 0,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <Link component={RouterLink} to={href} sx={{ fontWeight: 600 }}>
                      {name}
                    </Link>
                    {!isTeam && (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {' '}
                        {[leader.position, formatTeamAbbr(leader.teamAbbr)].filter(Boolean).join(' · ')}
                      </Typography>
                    )}
                  </Box>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatStatValue(leader.values[leaders.data.sortKey], {
                      decimals: headline?.decimals ?? 0,
                      isPercentage: headline?.isPercentage ?? false,
                    })}
                  </Typography>
                </Stack>
              );
            })}
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 1.5 }}>
          <Link component={RouterLink} to={tableHref} variant="body2">
            All {info.label.toLowerCase()} leaders
          </Link>
          <Link
            component={RouterLink}
            to={`${routeHref(toStatsTableRoute(group, 'game'))}?${search}`}
            variant="body2"
          >
            Single games
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /stats/home: a card per category with its top five for the chosen season and season type. */
export function StatsLeaderCards() {
  return (
    <StatsQueryGate period="season">
      {(state) => (
        <>
          <StatsFilterBar
            filters={state.query}
            seasons={state.seasons}
            teams={state.teams}
            period={null}
            update={state.update}
            hasTeamFilter={false}
          />
          <Box sx={gridSx}>
            {STATS_GROUP_LIST.map((group) => (
              <LeaderCard key={group} group={group} state={state} />
            ))}
          </Box>
        </>
      )}
    </StatsQueryGate>
  );
}
