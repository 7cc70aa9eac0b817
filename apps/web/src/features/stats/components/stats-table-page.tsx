import type { LeaderGroup, LeaderPeriod } from '@all22/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { STATS_PERIODS, toStatsTableRoute } from '../lib/stats-groups';
import { LeaderTableSection } from './leader-table-section';
import { StatsFilterBar } from './stats-filter-bar';
import { StatsQueryGate } from './stats-query-gate';

/** As the Stats menu names them (spec 1 §2). */
const PERIOD_LINK_LABELS = { season: 'Season Leaders', game: 'Single-Game Leaders' } as const;

/** Season or single-game leaders of the same group, keeping the filters (not the week or sort). */
function PeriodLinks({
  group,
  period,
  params,
}: {
  group: LeaderGroup;
  period: LeaderPeriod;
  params: URLSearchParams;
}) {
  const kept = new URLSearchParams();
  for (const key of ['season', 'seasonType', 'teamId', 'pageSize']) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const search = kept.toString();
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label="Leaders by" sx={{ mb: 2 }}>
      {STATS_PERIODS.map((candidate) => (
        <Button
          key={candidate}
          component={RouterLink}
          to={`${routeHref(toStatsTableRoute(group, candidate))}${search ? `?${search}` : ''}`}
          variant={candidate === period ? 'contained' : 'outlined'}
          color={candidate === period ? 'primary' : 'inherit'}
          size="small"
          aria-current={candidate === period ? 'page' : undefined}
          sx={{ borderColor: 'divider' }}
        >
          {PERIOD_LINK_LABELS[candidate]}
        </Button>
      ))}
    </Stack>
  );
}

/** /stats/{group}/{season|game}: the group's leader table with its filters, all kept in the address. */
export function StatsTablePage({ group, period }: { group: LeaderGroup; period: LeaderPeriod }) {
  return (
    <StatsQueryGate period={period}>
      {(state) => (
        <>
          <PeriodLinks group={group} period={period} params={state.params} />
          <StatsFilterBar
            filters={state.query}
            seasons={state.seasons}
            teams={state.teams}
            period={period}
            update={state.update}
          />
          <LeaderTableSection group={group} period={period} state={state} />
        </>
      )}
    </StatsQueryGate>
  );
}
