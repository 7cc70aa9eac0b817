import type { HealthResponse } from '@all22/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type LoadProgress = NonNullable<NonNullable<HealthResponse['checks']['feed']>['progress']>;

/** "about 3 min left", "less than a minute left", "about 1 h 20 min left"; null while unmeasured. */
export function formatTimeLeft(etaSeconds: number | null): string {
  if (etaSeconds === null) return 'estimating the time left';
  if (etaSeconds < 60) return 'less than a minute left';
  const minutes = Math.round(etaSeconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const rest = minutes % 60;
  return `about ${Math.floor(minutes / 60)} h${rest > 0 ? ` ${rest} min` : ''} left`;
}

/** The league load under way: a determinate bar, the percent, the time left and the week reached. */
export function FeedLoadProgress({ progress }: { progress: LoadProgress }) {
  const summary = `${progress.percent}% · ${formatTimeLeft(progress.etaSeconds)}`;
  return (
    <Stack spacing={0.75} data-testid="health-feed-progress">
      <Typography variant="body2" color="text.secondary" id="health-feed-progress-label">
        Loading the league
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          {/* A plain bar: MUI's LinearProgress here would split it out of the shell's first chunk. */}
          <Box
            role="progressbar"
            aria-labelledby="health-feed-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={summary}
            sx={{ height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${progress.percent}%`,
                bgcolor: 'primary.main',
                transition: 'width 0.4s linear',
              }}
            />
          </Box>
        </Box>
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right', fontWeight: 700 }}>
          {progress.percent}%
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {formatTimeLeft(progress.etaSeconds)}
        {progress.week ? ` · ${progress.done} of ${progress.total} weeks, at ${progress.week}` : ''}
      </Typography>
    </Stack>
  );
}
