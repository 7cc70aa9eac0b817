import type { CurrentScheduleResponse, TeamResponse } from '@all22/contracts';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { useLiveGames } from '../api/schedules/get-live-games';
import { useStandings } from '../api/schedules/get-standings';
import type { SeasonWeek } from '../api/schedules/season-week';
import { useTeams } from '../api/teams/get-teams';
import { LoadErrorAlert } from '../components/feedback/load-error-alert';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs, toVisibleTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { useAppConfig } from '../config/app-config-context';
import { routeHref } from '../config/paths';
import { useTeamSeasonStats } from '../api/teams/get-team-season-stats';
import { TeamHeader } from '../features/team/components/team-header';
import { FilmPlaysEmbed } from '../features/film/results/film-plays-embed';
import { TeamTabContent, type TeamTabName } from '../features/team/components/team-tab-content';
import { getTeamHeaderWeek } from '../features/team/lib/team-header-week';
import { usePageTitle } from '../lib/page-title';

/** The team page's tabs (spec 1 §2); Depth Chart outside production only. */
const TEAM_TABS = [
  { slug: '', name: 'teams-team-teamId', label: 'Overview' },
  { slug: 'stats', name: 'teams-team-teamId-stats', label: 'Stats' },
  { slug: 'roster', name: 'teams-team-teamId-roster', label: 'Roster' },
  { slug: 'injuries', name: 'teams-team-teamId-injuries', label: 'Injuries' },
  { slug: 'film-room', name: 'teams-team-teamId-film-room', label: 'Film Room' },
  { slug: 'insights', name: 'teams-team-teamId-insights', label: 'Insights' },
  // Beyond the spec's tabs (docs/decisions/web-app.md, "Splits tabs").
  { slug: 'splits', name: 'teams-team-teamId-splits', label: 'Splits' },
  { slug: 'transactions', name: 'teams-team-teamId-transactions', label: 'Transactions' },
  { slug: 'depth-chart', name: 'teams-team-teamId-depth-chart', label: 'Depth Chart' },
] as const satisfies readonly { slug: string; name: TeamPageTab; label: string }[];

/** The team feature's tabs and the Splits tab, which the splits feature draws. */
type TeamPageTab = TeamTabName | 'teams-team-teamId-splits';

const isTeamTab = (name: string): name is TeamPageTab => TEAM_TABS.some((tab) => tab.name === name);

/** The Splits tab's code loads with its first visit. */
const TeamSplitsTab = lazy(() =>
  import('../features/splits/components/team-splits-tab').then((module) => ({
    default: module.TeamSplitsTab,
  })),
);

/** Route module of /teams/team/{teamId} and its tabs (the guard has checked the team exists). */
export function Component() {
  const { name, title } = useRouteHandle();
  const teamId = useParams().teamId ?? '';
  const { appEnv } = useAppConfig();
  const team = useTeams().data?.teams.find((candidate) => candidate.teamId === teamId);
  const teamName = team?.fullName ?? 'Team';
  usePageTitle(name === 'teams-team-teamId' ? teamName : `${teamName} ${title}`);
  const tabs = toVisibleTabs(TEAM_TABS, appEnv, (tabName) => routeHref(tabName, { teamId }));
  const tab: TeamPageTab = isTeamTab(name) ? name : 'teams-team-teamId';

  const current = useCurrentSchedule();
  const tabBar = <SectionTabs label="Team" tabs={tabs} current={name} />;

  if (!team || !current.data) {
    return (
      <>
        <PageHeader title={teamName} subtitle={team?.division?.fullName} />
        {tabBar}
        {current.isError ? (
          <LoadErrorAlert
            what="The league's current week"
            error={current.error}
            onRetry={() => void current.refetch()}
          />
        ) : (
          <Skeleton variant="rounded" height={320} />
        )}
      </>
    );
  }
  return <TeamPageContent team={team} current={current.data} tabBar={tabBar} tab={tab} />;
}

/** The header and the tab's content once the team and the league's current week are known. */
function TeamPageContent({
  team,
  current,
  tabBar,
  tab,
}: {
  team: TeamResponse;
  current: CurrentScheduleResponse;
  tabBar: ReactNode;
  tab: TeamPageTab;
}) {
  // Whether the week has a score decides the header's season: wait for its games (a failure
  // counts as no score) rather than show one season and switch to the other.
  const currentGames = useLiveGames(current);
  if (currentGames.isPending) {
    return (
      <>
        <PageHeader title={team.fullName} subtitle={team.division?.fullName} />
        {tabBar}
        <Skeleton variant="rounded" height={320} />
      </>
    );
  }
  const week = getTeamHeaderWeek(current, currentGames.data?.games ?? []);
  return (
    <>
      <TeamPageHeader team={team} current={current} week={week} />
      {tabBar}
      {tab === 'teams-team-teamId-splits' ? (
        <Suspense
          fallback={
            <Typography role="status" color="text.secondary">
              Loading the splits…
            </Typography>
          }
        >
          <TeamSplitsTab teamId={team.teamId} season={week.season} />
        </Suspense>
      ) : (
        <TeamTabContent
          tab={tab}
          teamId={team.teamId}
          week={week}
          current={current}
          renderFilmPlays={(filters) => <FilmPlaysEmbed filters={filters} />}
        />
      )}
    </>
  );
}

function TeamPageHeader({
  team,
  current,
  week,
}: {
  team: TeamResponse;
  current: SeasonWeek;
  /** The week the header's figures are for (getTeamHeaderWeek). */
  week: SeasonWeek;
}) {
  const stats = useTeamSeasonStats({ teamId: team.teamId, season: week.season, seasonType: 'REG' });
  const standings = useStandings(week, current);
  const standingsRow = standings.data
    ? (standings.data.standings.find((row) => row.team.id === team.teamId) ?? null)
    : undefined;
  return (
    <TeamHeader
      team={team}
      season={week.season}
      standingsRow={standingsRow}
      stats={stats.data}
      isStatsLoading={stats.isPending}
    />
  );
}
