import type { FantasyInsightsResponse } from '@all22/contracts';
import type { PointsPerReception } from '@all22/domain';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useFantasyScoring } from '../../../hooks/use-fantasy-scoring';
import { type FantasyInsightsRequest, useFantasyInsights } from '../api/get-fantasy-insights';
import { INSIGHT_DEFINITIONS } from '../lib/insight-definitions';
import { describeWeeks } from '../lib/insight-format';
import { parseInsightsQuery, withScoring } from '../lib/insights-query';
import { DefensesTable } from './defenses-table';
import { ExpectedPointsCard } from './expected-points-card';
import { InjuryCard } from './injury-card';
import { CardGroup, InsightSection } from './insight-section';
import { InsightsControls } from './insights-controls';
import { MatchupCard } from './matchup-card';
import { UsageCard } from './usage-card';

const POSITION_GROUPS = [
  { position: 'QB', title: 'Quarterbacks' },
  { position: 'RB', title: 'Running backs' },
  { position: 'WR', title: 'Wide receivers' },
  { position: 'TE', title: 'Tight ends' },
] as const;

const SECTIONS = [
  { id: 'usage', label: 'Usage' },
  { id: 'matchups', label: 'Matchups' },
  { id: 'buy-sell', label: 'Buy low, sell high' },
  { id: 'injuries', label: 'Injuries' },
] as const;

/** Every team the answer names, by id: film links name opponents and defenses by abbreviation. */
function useTeamAbbrs(insights: FantasyInsightsResponse | undefined): (teamId: string) => string {
  return useMemo(() => {
    const abbrs = new Map((insights?.matchups.defenses ?? []).map((row) => [row.team.teamId, row.team.abbr]));
    return (teamId: string) => abbrs.get(teamId) ?? teamId;
  }, [insights]);
}

/** The sections' links, for a long page on a phone. */
function SectionLinks() {
  return (
    <Stack
      component="nav"
      aria-label="Insight sections"
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', mb: 3 }}
    >
      {SECTIONS.map((section) => (
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
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={220} />
        ))}
      </Box>
    </Box>
  );
}

/** The week's cards, section by section. */
function InsightSections({ insights }: { insights: FantasyInsightsResponse }) {
  const teamAbbr = useTeamAbbrs(insights);
  const { usage, matchups, pointsAgainstExpected, injuries } = insights;
  const weeksRead = describeWeeks(1, insights.throughWeek);
  const rates = new Map(pointsAgainstExpected.rates.map((rate) => [rate.position, rate]));
  return (
    <>
      <SectionLinks />
      <InsightSection id="usage" title="Usage risers and fallers" description={INSIGHT_DEFINITIONS.usage}>
        <CardGroup title="Risers" label="Usage risers" empty="No player's usage rose past the thresholds.">
          {usage.risers.map((card) => (
            <UsageCard key={card.player.nflId} card={card} headingLevel="h4" teamAbbr={teamAbbr} />
          ))}
        </CardGroup>
        <CardGroup title="Fallers" label="Usage fallers" empty="No player's usage fell past the thresholds.">
          {usage.fallers.map((card) => (
            <UsageCard key={card.player.nflId} card={card} headingLevel="h4" teamAbbr={teamAbbr} />
          ))}
        </CardGroup>
      </InsightSection>

      <InsightSection id="matchups" title="Matchups this week" description={INSIGHT_DEFINITIONS.matchups}>
        {POSITION_GROUPS.map(({ position, title }) => (
          <CardGroup
            key={position}
            title={title}
            label={`${title}: best and worst matchups`}
            empty={`No ${position} matchups this week.`}
          >
            {matchups.cards
              .filter((card) => card.position === position)
              .map((card) => (
                <MatchupCard
                  key={`${card.end}-${card.offense.teamId}`}
                  card={card}
                  headingLevel="h4"
                  teamAbbr={teamAbbr}
                />
              ))}
          </CardGroup>
        ))}
        {matchups.defenses.length > 0 && (
          <Accordion disableGutters variant="outlined" sx={{ mb: 3 }}>
            <AccordionSummary aria-controls="defenses-table-panel" id="defenses-table-summary">
              <Typography component="span" sx={{ fontWeight: 600 }}>
                Every defense against each position
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <DefensesTable defenses={matchups.defenses} weeks={weeksRead} />
            </AccordionDetails>
          </Accordion>
        )}
      </InsightSection>

      <InsightSection
        id="buy-sell"
        title="Buy low, sell high"
        description={INSIGHT_DEFINITIONS.expectedPoints}
      >
        <CardGroup title="Buy low" label="Buy low" empty="Nobody is scoring well under his expected points.">
          {pointsAgainstExpected.buyLow.map((card) => (
            <ExpectedPointsCard
              key={card.player.nflId}
              card={card}
              rates={rates.get(card.player.position)}
              headingLevel="h4"
              teamAbbr={teamAbbr}
            />
          ))}
        </CardGroup>
        <CardGroup
          title="Sell high"
          label="Sell high"
          empty="Nobody is scoring well over his expected points."
        >
          {pointsAgainstExpected.sellHigh.map((card) => (
            <ExpectedPointsCard
              key={card.player.nflId}
              card={card}
              rates={rates.get(card.player.position)}
              headingLevel="h4"
              teamAbbr={teamAbbr}
            />
          ))}
        </CardGroup>
      </InsightSection>

      <InsightSection
        id="injuries"
        title="Injuries that open a role"
        description={INSIGHT_DEFINITIONS.injuries}
      >
        <CardGroup label="Injuries that open a role" empty="No injury this week opens a role.">
          {injuries.cards.map((card) => (
            <InjuryCard key={card.injured.nflId} card={card} headingLevel="h3" teamAbbr={teamAbbr} />
          ))}
        </CardGroup>
      </InsightSection>
    </>
  );
}

/**
 * /fantasy/insights: the week's fantasy decisions — usage risers and fallers, matchups, buy low and
 * sell high, injuries that open a role — each card with the figures behind it and links to the
 * player, his team and the plays on film. The scoring (and a week) live in the address.
 */
export function FantasyInsightsPage() {
  const [params, setParams] = useSearchParams();
  const accountScoring = useFantasyScoring().pointsPerReception;
  const { query, problems } = useMemo(() => parseInsightsQuery(params), [params]);
  const scoring = query.scoring ?? accountScoring;
  const request: FantasyInsightsRequest = { season: query.season, week: query.week, scoring };
  const insightsQuery = useFantasyInsights(request);
  const insights = insightsQuery.data;
  const setScoring = (next: PointsPerReception) => setParams(withScoring(params, next));

  return (
    <>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problems.join(' ')} The defaults are shown.
        </Alert>
      )}
      {insightsQuery.isError && !insights && (
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
          data-testid="fantasy-insights"
          sx={{ opacity: insightsQuery.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <InsightsControls
            season={insights.season}
            week={insights.week}
            throughWeek={insights.throughWeek}
            recentFirstWeek={insights.recentFirstWeek}
            scoring={scoring}
            onScoringChange={setScoring}
          />
          {insightsQuery.isError && (
            <LoadErrorAlert
              what="The insights in this scoring"
              error={insightsQuery.error}
              onRetry={() => void insightsQuery.refetch()}
            />
          )}
          {insights.throughWeek === 0 ? (
            <Alert severity="info">
              No insights for week {insights.week} of {insights.season} yet: they read the finished games of
              the weeks before it.
            </Alert>
          ) : (
            <InsightSections insights={insights} />
          )}
        </Box>
      )}
    </>
  );
}
