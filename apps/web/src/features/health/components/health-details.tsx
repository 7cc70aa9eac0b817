import type { HealthResponse } from '@all22/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useHealth } from '../api/get-health';
import { FeedLoadProgress } from './feed-load-progress';
import { HealthError } from './health-error';
import { HealthStatusChip } from './health-status-chip';

function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = Math.floor(totalSeconds % 60);
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      component="div"
      sx={{ justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function HealthCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`health-${id}-heading`}>
      <CardContent>
        <Typography id={`health-${id}-heading`} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

const formatInstant = (iso: string | null) => (iso === null ? 'not yet' : new Date(iso).toLocaleString());

/** The league feed (absent when this process runs none) and the chat service. */
function FeedAndChat({ checks }: { checks: HealthResponse['checks'] }) {
  const { feed, chat } = checks;
  return (
    <>
      <HealthCard id="feed" title="Live feed">
        {feed ? (
          <>
            <DetailRow label="Status">
              <HealthStatusChip status={feed.status} testId="health-feed-status" />
            </DetailRow>
            {feed.status === 'loading' && feed.progress && <FeedLoadProgress progress={feed.progress} />}
            <DetailRow label="League time">{formatInstant(feed.leagueTime)}</DetailRow>
            <DetailRow label="Written through">{formatInstant(feed.processedThrough)}</DetailRow>
            {feed.error && <DetailRow label="Error">{feed.error}</DetailRow>}
          </>
        ) : (
          <DetailRow label="Status">Not run by this server (another process ingests the league)</DetailRow>
        )}
      </HealthCard>
      <HealthCard id="chat" title="Fantasy AI chat">
        <DetailRow label="Status">
          <HealthStatusChip status={chat.status} testId="health-chat-status" />
        </DetailRow>
        <DetailRow label="Socket">{chat.url}</DetailRow>
        {chat.error && <DetailRow label="Note">{chat.error}</DetailRow>}
      </HealthCard>
    </>
  );
}

function HealthReport({ health }: { health: HealthResponse }) {
  const { database } = health.checks;
  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="health-server-heading">
        <CardContent>
          <Typography id="health-server-heading" component="h2" variant="h6" gutterBottom>
            Server
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <DetailRow label="Status">
              <HealthStatusChip status={health.status} testId="health-status" />
            </DetailRow>
            <DetailRow label="Version">{health.version}</DetailRow>
            <DetailRow label="Uptime">{formatUptime(health.uptimeSeconds)}</DetailRow>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="health-database-heading">
        <CardContent>
          <Typography id="health-database-heading" component="h2" variant="h6" gutterBottom>
            Database
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <DetailRow label="Status">
              <HealthStatusChip status={database.status} />
            </DetailRow>
            <DetailRow label="Kind">
              {database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}
            </DetailRow>
            {database.latencyMs !== undefined && (
              <DetailRow label="Latency">{database.latencyMs} ms</DetailRow>
            )}
            {database.migrations && (
              <DetailRow label="Migrations">
                {database.migrations.applied} of {database.migrations.expected} applied
                {database.migrations.isCurrent ? '' : ' (not current)'}
              </DetailRow>
            )}
            {database.error && <DetailRow label="Error">{database.error}</DetailRow>}
          </Stack>
        </CardContent>
      </Card>
      <FeedAndChat checks={health.checks} />
    </Stack>
  );
}

/** The full /api/health report, refreshed every 30 s, every 2 s while the league loads. */
export function HealthDetails() {
  const health = useHealth();
  if (health.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading system status">
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }
  if (health.isError) {
    return (
      <HealthError
        error={health.error}
        onRetry={() => void health.refetch()}
        isRetrying={health.isFetching}
      />
    );
  }
  return <HealthReport health={health.data} />;
}
