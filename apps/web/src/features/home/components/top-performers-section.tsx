import { formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { useLeaders } from '../../../api/stats/get-leaders';
import { formatLeaderLine, type TopPerformerGroup } from '../lib/leader-line';
import { CurrentWeekGate } from './current-week-gate';
import { HomeSection, HomeSectionEmpty } from './home-section';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';

const TITLE = 'Top performers';

/** Each card: the group's single-game leader this week, by yards (the server's default sort). */
const PERFORMER_CARDS = [
  { group: 'passing', title: 'Top passer', leadersRoute: 'stats-passing-game' },
  { group: 'rushing', title: 'Top rusher', leadersRoute: 'stats-rushing-game' },
  { group: 'receiving', title: 'Top receiver', leadersRoute: 'stats-receiving-game' },
] as const satisfies readonly { group: TopPerformerGroup; title: string; leadersRoute: string }[];

type PerformerCard = (typeof PERFORMER_CARDS)[number];

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
} as const;

function PerformerSkeleton() {
  return <Skeleton variant="rounded" height={112} />;
}

function PerformerBody({ card, week }: { card: PerformerCard; week: SeasonWeek }) {
  const leaders = useLeaders({
    group: card.group,
    period: 'game',
    season: week.season,
    seasonType: week.seasonType,
    week: week.week,
    pageSize: 1,
  });
  if (leaders.isPending) {
    return (
      <Stack spacing={0.5} role="status" aria-label={`Loading ${card.title.toLowerCase()}`}>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="90%" />
      </Stack>
    );
  }
  if (leaders.isError) {
    return <LoadErrorAlert what={card.title} error={leaders.error} onRetry={() => void leaders.refetch()} />;
  }
  const leader = leaders.data.leaders[0];
  if (!leader || leader.nflId === null) return <HomeSectionEmpty>No stats yet this week</HomeSectionEmpty>;
  return (
    <Stack spacing={0.5}>
      <Link
        component={RouterLink}
        to={routeHref('players-player-playerId', { playerId: String(leader.nflId) })}
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {leader.displayName ?? 'Unknown player'}
      </Link>
      <Typography variant="caption" color="text.secondary">
        {[leader.position, formatTeamAbbr(leader.teamAbbr)].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2">{formatLeaderLine(card.group, leader, leaders.data.columns)}</Typography>
    </Stack>
  );
}

function PerformerCardFrame({ card, children }: { card: PerformerCard; children: ReactNode }) {
  return (
    <Card variant="outlined" component="article" aria-label={card.title}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography component="h3" variant="overline" color="primary">
              {card.title}
            </Typography>
            <Link component={RouterLink} to={routeHref(card.leadersRoute)} variant="caption">
              Leaders
            </Link>
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Home's top passer, rusher and receiver of the current week, each linking to the player. */
export function TopPerformersSection() {
  return (
    <HomeSection title={TITLE} more={{ label: 'All stats', href: routeHref('stats-home') }}>
      <CurrentWeekGate
        what={TITLE}
        skeleton={
          <Box sx={gridSx} role="status" aria-label="Loading top performers">
            {PERFORMER_CARDS.map((card) => (
              <PerformerSkeleton key={card.group} />
            ))}
          </Box>
        }
      >
        {(week) => (
          <Box sx={gridSx}>
            {PERFORMER_CARDS.map((card) => (
              <PerformerCardFrame key={card.group} card={card}>
                <PerformerBody card={card} week={week} />
              </PerformerCardFrame>
            ))}
          </Box>
        )}
      </CurrentWeekGate>
    </HomeSection>
  );
}
