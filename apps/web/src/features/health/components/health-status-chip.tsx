import type { HealthResponse } from '@all22/contracts';
import Chip from '@mui/material/Chip';

/** "ok" in green or "failing" in red; the text is what tests and monitors read. */
export function HealthStatusChip({ status, testId }: { status: HealthResponse['status']; testId?: string }) {
  return (
    <Chip
      size="small"
      label={status}
      data-testid={testId}
      color={status === 'ok' ? 'success' : 'error'}
      variant="outlined"
      sx={{ fontWeight: 700 }}
    />
  );
}
