import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AddressProblems } from '../../../components/feedback/address-problems';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import { useFantasyScoring } from '../../../hooks/use-fantasy-scoring';
import { useIsSubscriber } from '../../../hooks/use-is-subscriber';
import { useFantasyStatsQuery } from '../hooks/use-fantasy-stats-query';
import { FantasyStatsFilters } from './fantasy-stats-filters';
import { FantasyStatsResults } from './fantasy-stats-results';

/** "PPR scoring (your setting) · change in settings", or the scoring chosen here beside the setting. */
function ScoringNote({ isChosen, label }: { isChosen: boolean; label: string }) {
  const account = useFantasyScoring();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {isChosen && label !== account.label
        ? `Showing ${label} scoring here; your setting is ${account.label}.`
        : `${label} scoring, your setting.`}{' '}
      <Link component={RouterLink} to={routeHref('settings')} underline="always">
        Change it in settings
      </Link>
    </Typography>
  );
}

function FantasyStatsContent() {
  const state = useFantasyStatsQuery();
  if (state.status === 'pending') {
    return <Skeleton variant="rounded" height={480} role="status" aria-label="Loading the fantasy stats" />;
  }
  if (state.status === 'error') {
    return <LoadErrorAlert what="The league's current season" error={state.error} onRetry={state.retry} />;
  }
  return (
    <>
      <AddressProblems problems={state.problems} />
      <ScoringNote isChosen={state.query.isScoringChosen} label={state.query.scoring.label} />
      <FantasyStatsFilters
        query={state.query}
        seasons={state.seasons}
        teams={state.teams}
        update={state.update}
      />
      <FantasyStatsResults query={state.query} update={state.update} />
    </>
  );
}

/**
 * /fantasy/stats: the fantasy ranking (spec 1 §7, §9) as a table or a weekly grid, in the user's
 * scoring or another chosen here, filtered and sorted, everything kept in the address. The page's
 * route is for subscribers; where the access rules open it to others (a freemium route list
 * naming it), the ranking call still needs a subscription, so they are told so.
 */
export function FantasyStatsPage() {
  const isSubscriber = useIsSubscriber();
  if (!isSubscriber) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={routeHref('subscribe')} color="inherit" size="small">
            Subscribe
          </Button>
        }
      >
        Fantasy stats are for subscribers: subscribe for every player&apos;s fantasy points, week by week.
      </Alert>
    );
  }
  return <FantasyStatsContent />;
}
