import Skeleton from '@mui/material/Skeleton';
import type { LeaderPeriod } from '@all22/contracts';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { type StatsQueryState, useStatsQuery } from '../hooks/use-stats-query';
import { AddressProblems } from '../../../components/feedback/address-problems';

/**
 * Renders `children` once the address's filters are read (they default to the league's current
 * season, so that comes first), with what the address had that could not be used above them.
 */
export function StatsQueryGate({
  period,
  children,
}: {
  period: LeaderPeriod;
  children: (state: StatsQueryState) => ReactNode;
}) {
  const result = useStatsQuery(period);
  if (result.status === 'pending') {
    return <Skeleton variant="rounded" height={480} role="status" aria-label="Loading the stats" />;
  }
  if (result.status === 'error') {
    return <LoadErrorAlert what="The league's current season" error={result.error} onRetry={result.retry} />;
  }
  return (
    <>
      <AddressProblems problems={result.problems} />
      {children(result)}
    </>
  );
}
