import { useParams } from 'react-router';
import { ComingSoon } from '../components/page/coming-soon';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs, toVisibleTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { useAppConfig } from '../config/app-config-context';
import { routeHref } from '../config/paths';
import { useTeams } from '../api/teams/get-teams';
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

/** Route module of /teams/team/{teamId} and its tabs (the guard has checked the team exists). */
export function Component() {
  const { name, title } = useRouteHandle();
  const teamId = useParams().teamId ?? '';
  const { appEnv } = useAppConfig();
  const team = useTeams().data?.teams.find((candidate) => candidate.teamId === teamId);
  const teamName = team?.fullName ?? 'Team';
  usePageTitle(name === 'teams-team-teamId' ? teamName : `${teamName} ${title}`);
  const tabs = toVisibleTabs(TEAM_TABS, appEnv, (tabName) => routeHref(tabName, { teamId }));
  return (
    <>
      <PageHeader title={teamName} subtitle={team?.division?.fullName} />
      <SectionTabs label="Team" tabs={tabs} current={name} />
      <ComingSoon what={`The team's ${title.toLowerCase()} page`} />
    </>
  );
}
