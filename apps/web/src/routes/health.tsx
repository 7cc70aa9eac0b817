import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HealthDetails } from '../features/health/components/health-details';
import { usePageTitle } from '../lib/page-title';

/** Route module for "/health" (lazy-loaded: React Router reads `Component`). */
export function Component() {
  usePageTitle('System status');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h4">
          System status
        </Typography>
        <Typography color="text.secondary">
          The server's own health report, refreshed every 30 seconds, and every 2 seconds while the league
          loads.
        </Typography>
      </Stack>
      <HealthDetails />
    </Stack>
  );
}
