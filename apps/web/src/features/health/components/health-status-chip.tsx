import type { HealthResponse } from '@all22/contracts';
import Chip from '@mui/material/Chip';

type CheckStatus =
  | HealthResponse['status']
  | NonNullable<HealthResponse['checks']['feed']>['status']
  | HealthResponse['checks']['chat']['status'];

const COLORS = {
  ok: 'success',
  loading: 'info',
  unavailable: 'default',
  failing: 'error',
} as const satisfies Record<CheckStatus, string>;

/** "ok" in green, "failing" in red, "loading" and "unavailable" in between; the text is what tests and monitors read. */
export function HealthStatusChip({ status, testId }: { status: CheckStatus; testId?: string }) {
  return (
    <Chip
      size="small"
      label={status}
      data-testid={testId}
      color={COLORS[status]}
      variant="outlined"
      sx={{ fontWeight: 700 }}
    />
  );
}
