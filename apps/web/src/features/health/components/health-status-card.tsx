import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { useHealth } from '../api/get-health';
import { HealthError } from './health-error';
import { HealthStatusChip } from './health-status-chip';

/** A compact "System status" card showing the live /api/health result. */
export function HealthStatusCard() {
  const health = useHealth();
  const headingId = 'system-status-heading';

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            System status
          </Typography>
          {health.isPending ? (
            <Stack spacing={1} aria-busy="true" aria-label="Loading system status">
              <Skeleton variant="rounded" width={64} height={24} />
              <Skeleton variant="text" width="60%" />
            </Stack>
          ) : health.isError ? (
            <HealthError
              error={health.error}
              onRetry={() => void health.refetch()}
              isRetrying={health.isFetching}
            />
          ) : (
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  API
                </Typography>
                <HealthStatusChip status={health.data.status} testId="health-status" />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Database {health.data.checks.database.kind}: {health.data.checks.database.status} · version{' '}
                {health.data.version}
              </Typography>
            </Stack>
          )}
          <Link component={RouterLink} to={routeHref('health')} variant="body2">
            Details
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
