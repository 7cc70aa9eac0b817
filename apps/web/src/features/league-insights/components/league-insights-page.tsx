import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import { AddressProblems } from '../../../components/feedback/address-problems';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useLeagueInsights } from '../api/get-league-insights';
import { parseInsightsAddress, withInsightsWeek } from '../lib/insights-address';
import { BetaSections } from './beta-sections';
import { EfficiencySection } from './efficiency-section';
import { InsightsControls } from './insights-controls';
import { NotablesSection } from './notables-section';
import { TrendsSection } from './trends-section';

const SECTIONS = [
  { id: 'efficiency', label: 'Team efficiency' },
  { id: 'trends', label: 'Trends' },
  { id: 'notables', label: 'Notable performances' },
] as const;
const BETA_SECTIONS = [
  { id: 'pass-rate-over-expected', label: 'Pass rate over expected' },
  { id: 'explosive-runs', label: 'Explosive runs' },
] as const;

function SectionLinks({ isBeta }: { isBeta: boolean }) {
  return (
    <Stack
      component="nav"
      aria-label="Insight sections"
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', mb: 3 }}
    >
      {[...(isBeta ? BETA_SECTIONS : []), ...SECTIONS].map((section) => (
        <Link key={section.id} href={`#${section.id}`} variant="body2">
          {section.label}
        </Link>
      ))}
    </Stack>
  );
}

function InsightsSkeleton() {
  return (
    <Box role="status" aria-label="Loading the insights">
      <Skeleton variant="text" width={240} height={40} />
      <Skeleton variant="rounded" height={360} sx={{ mt: 2, maxWidth: 720 }} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rounded" height={160} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The league insights page (/insights), and with `isBeta` its beta page (/insights-beta): the same
 * frame and insights with the experimental cards first. Season and week live in the address.
 */
function InsightsPage({ isBeta }: { isBeta: boolean }) {
  const [params, setParams] = useSearchParams();
  const { address, problems } = useMemo(() => parseInsightsAddress(params), [params]);
  const insightsQuery = useLeagueInsights({
    season: address.season ?? undefined,
    week: address.week ?? undefined,
  });
  const currentSeason = useCurrentSchedule().data?.season;
  const insights = insightsQuery.data;
  return (
    <>
      <AddressProblems problems={problems} />
      {insightsQuery.isError && (
        <LoadErrorAlert
          what="The insights"
          error={insightsQuery.error}
          onRetry={() => void insightsQuery.refetch()}
        />
      )}
      {insightsQuery.isPending && <InsightsSkeleton />}
      {insights && (
        <Box
          aria-busy={insightsQuery.isPlaceholderData}
          data-testid="league-insights"
          sx={{
            opacity: insightsQuery.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
            minWidth: 0,
          }}
        >
          <InsightsControls
            season={insights.season}
            week={insights.week}
            latestWeek={insights.latestWeek}
            currentSeason={currentSeason ?? insights.season}
            onChange={(choice) => setParams(withInsightsWeek(params, choice))}
          />
          {insights.latestWeek === 0 ? (
            <Alert severity="info">
              No regular-season plays of {insights.season} yet: the insights read them.
            </Alert>
          ) : (
            <>
              <SectionLinks isBeta={isBeta} />
              {isBeta && <BetaSections insights={insights} />}
              <EfficiencySection insights={insights} />
              <TrendsSection insights={insights} />
              <NotablesSection insights={insights} />
            </>
          )}
        </Box>
      )}
    </>
  );
}

/** /insights: team efficiency, trends and the week's notable performances. */
export function LeagueInsightsPage() {
  return <InsightsPage isBeta={false} />;
}

/** /insights-beta: the same page with the experimental cards, marked Beta. */
export function LeagueInsightsBetaPage() {
  return <InsightsPage isBeta />;
}
