import type { TeamResponse } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { useLiveGames } from '../api/schedules/get-live-games';
import { useStandings } from '../api/schedules/get-standings';
import type { SeasonWeek } from '../api/schedules/season-week';
import { useTeams } from '../api/teams/get-teams';
import { ComingSoon } from '../components/page/coming-soon';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs, toVisibleTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { useAppConfig } from '../config/app-config-context';
import { routeHref } from '../config/paths';
import { useTeamSchedule } from '../api/teams/get-team-schedule';
import { useTeamSeasonStats } from '../features/team/api/get-team-season-stats';
import { DivisionStandingsTable } from '../features/team/components/division-standings-table';
import { TeamHeader } from '../features/team/components/team-header';
import { TeamScheduleTable } from '../features/team/components/team-schedule-table';
import { getTeamHeaderWeek } from '../features/team/lib/team-header-week';
import { groupStandingsByDivision } from '../lib/division-standings';
import { LoadErrorAlert } from '../components/feedback/load-error-alert';
import { usePageTitle } from '../lib/page-title';

/** The team page's tabs (spec 1 §2); Depth Chart outside production only. */
const TEAM_TABS = [
  { slug: '', name: 'teams-team-teamId', label: 'Overview' },
  { slug: 'stats', name: 'teams-team-teamId-stats', label: 'Stats' },
  { slug: 'roster', name: 'teams-team-teamId-roster', label: 'Roster' },
  { slug: 'injuries', name: 'teams-team-teamId-injuries', label: 'Injuries' },
  { slug: 'film-room', name: 'teams-team-teamId-film-room', label: 'Film Room' },
  { slug: 'insights', name: 'teams-team-teamId-insights', label: 'Insights' },
  { slug: 'transactions', name: 'teams-team-teamId-transactions', label: 'Transactions' },
  { slug: 'depth-chart', name: 'teams-team-teamId-depth-chart', label: 'Depth Chart' },
] as const;

function OverviewSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The Overview tab: the header season's schedule and results, and the team's division standings. */
function TeamOverview({ teamId, week, current }: { teamId: string; week: SeasonWeek; current: SeasonWeek }) {
  const schedule = useTeamSchedule({ teamId, season: week.season });
  const standings = useStandings(week, current);
  const teams = useTeams();
  const division = useMemo(() => {
    const divisions = groupStandingsByDivision(standings.data?.standings ?? [], teams.data?.teams ?? []);
    return divisions.find((candidate) => candidate.rows.some(({ row }) => row.team.id === teamId));
  }, [standings.data, teams.data, teamId]);

  return (
    <Stack spacing={4}>
      <OverviewSection title={`${week.season} schedule and results`}>
        {schedule.isPending && <Skeleton variant="rounded" height={320} />}
        {schedule.isError && (
          <LoadErrorAlert
            what="The schedule"
            error={schedule.error}
            onRetry={() => void schedule.refetch()}
          />
        )}
        {schedule.data && schedule.data.length === 0 && <Alert severity="info">No games scheduled.</Alert>}
        {schedule.data && schedule.data.length > 0 && (
          <TeamScheduleTable games={schedule.data} teamId={teamId} />
        )}
      </OverviewSection>
      <OverviewSection title="Division standings">
        {standings.isPending && <Skeleton variant="rounded" height={180} />}
        {standings.isError && (
          <LoadErrorAlert
            what="The standings"
            error={standings.error}
            onRetry={() => void standings.refetch()}
          />
        )}
        {division && <DivisionStandingsTable division={division} teamId={teamId} />}
        {standings.data && !division && (
          <Alert severity="info">
            The {week.season} standings start once its first regular-season games are final.
          </Alert>
        )}
      </OverviewSection>
    </Stack>
  );
}

/** Route module of /teams/team/{teamId} and its tabs (the guard has checked the team exists). */
export function Component() {
  const { name, title } = useRouteHandle();
  const teamId = useParams().teamId ?? '';
  const { appEnv } = useAppConfig();
  const team = useTeams().data?.teams.find((candidate) => candidate.teamId === teamId);
  const teamName = team?.fullName ?? 'Team';
  usePageTitle(name === 'teams-team-teamId' ? teamName : `${teamName} ${title}`);
  const tabs = toVisibleTabs(TEAM_TABS, appEnv, (tabName) => routeHref(tabName, { teamId }));

  const current = useCurrentSchedule();
  const isOverview = name === 'teams-team-teamId';
  const body = isOverview ? null : <ComingSoon what={`The team's ${title.toLowerCase()} page`} />;
  const tabBar = <SectionTabs label="Team" tabs={tabs} current={name} />;

  if (!team || !current.data) {
    return (
      <>
        <PageHeader title={teamName} subtitle={team?.division?.fullName} />
        {tabBar}
        {current.isError && isOverview ? (
          <LoadErrorAlert
            what="The league's current week"
            error={current.error}
            onRetry={() => void current.refetch()}
          />
        ) : (
          (body ?? <Skeleton variant="rounded" height={320} />)
        )}
      </>
    );
  }
  return (
    <TeamPageContent team={team} current={current.data} tabBar={tabBar}>
      {body}
    </TeamPageContent>
  );
}

/** The header and the tab's content once the team and the league's current week are known. */
function TeamPageContent({
  team,
  current,
  tabBar,
  children,
}: {
  team: TeamResponse;
  current: SeasonWeek;
  tabBar: ReactNode;
  /** The tab's own content; the Overview when null. */
  children: ReactNode;
}) {
  // Whether the week has a score decides the header's season: wait for its games (a failure
  // counts as no score) rather than show one season and switch to the other.
  const currentGames = useLiveGames(current);
  if (currentGames.isPending) {
    return (
      <>
        <PageHeader title={team.fullName} subtitle={team.division?.fullName} />
        {tabBar}
        {children ?? <Skeleton variant="rounded" height={320} />}
      </>
    );
  }
  return (
    <TeamPageForWeek
      team={team}
      current={current}
      week={getTeamHeaderWeek(current, currentGames.data?.games ?? [])}
      tabBar={tabBar}
    >
      {children}
    </TeamPageForWeek>
  );
}

function TeamPageForWeek({
  team,
  current,
  week,
  tabBar,
  children,
}: {
  team: TeamResponse;
  current: SeasonWeek;
  /** The week the header's figures are for (getTeamHeaderWeek). */
  week: SeasonWeek;
  tabBar: ReactNode;
  children: ReactNode;
}) {
  const stats = useTeamSeasonStats({ teamId: team.teamId, season: week.season, seasonType: 'REG' });
  const standings = useStandings(week, current);
  const standingsRow = standings.data
    ? (standings.data.standings.find((row) => row.team.id === team.teamId) ?? null)
    : undefined;
  return (
    <>
      <TeamHeader
        team={team}
        season={week.season}
        standingsRow={standingsRow}
        stats={stats.data}
        isStatsLoading={stats.isPending}
      />
      {tabBar}
      {children ?? <TeamOverview teamId={team.teamId} week={week} current={current} />}
    </>
  );
}
