import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import type { GtgWeek } from '../api/gtg-week';
import { useGtgWeek } from '../hooks/use-gtg-week';
import { type GtgRoute, GtgWeekSwitcher } from './gtg-week-switcher';

/**
 * The frame of the guide's pages: the week (the address's, else the current one, which must load
 * first), the week switcher, what the address gave that is not used, then the page's content.
 */
export function GtgWeekGate({
  route,
  children,
}: {
  route: GtgRoute;
  children: (week: GtgWeek, current: GtgWeek) => ReactNode;
}) {
  const state = useGtgWeek();
  if (state.status === 'pending') {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading the current week">
        <Skeleton variant="rounded" height={36} width={160} />
        <Skeleton variant="rounded" height={36} />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return <LoadErrorAlert what="The league's current week" error={state.error} onRetry={state.retry} />;
  }
  return (
    <>
      <GtgWeekSwitcher route={route} week={state.week} current={state.current} />
      {state.problems.map((problem) => (
        <Alert key={problem} severity="warning" sx={{ mb: 2 }}>
          {problem} Showing the current week.
        </Alert>
      ))}
      {children(state.week, state.current)}
    </>
  );
}
