import type { CurrentScheduleResponse } from '@all22/contracts';
import type { ReactNode } from 'react';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';

/**
 * Renders `children` with the league's current week once it is known; the block's own skeleton
 * meanwhile, and its error (with a retry) when the week cannot be loaded. Every home block needs
 * the week, and they share the one cached call.
 */
export function CurrentWeekGate({
  what,
  skeleton,
  children,
}: {
  what: string;
  skeleton: ReactNode;
  children: (current: CurrentScheduleResponse) => ReactNode;
}) {
  const current = useCurrentSchedule();
  if (current.isPending) return skeleton;
  if (current.isError) {
    return <LoadErrorAlert what={what} error={current.error} onRetry={() => void current.refetch()} />;
  }
  return children(current.data);
}
