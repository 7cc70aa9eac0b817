import { PageHeader } from '../components/page/page-header';
import { type SectionTab, SectionTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { routeHref } from '../config/paths';
import { StatsLeaderCards } from '../features/stats/components/stats-leader-cards';
import { StatsLeaderboard } from '../features/stats/components/stats-leaderboard';
import { StatsTablePage } from '../features/stats/components/stats-table-page';
import { parseStatsTableRoute } from '../features/stats/lib/stats-groups';
import { usePageTitle } from '../lib/page-title';

/** The stats section's tabs: the overview, the leaderboard, then each group's season leaders. */
export const STATS_TABS: readonly SectionTab[] = [
  { name: 'stats-home', label: 'Overview', href: routeHref('stats-home') },
  { name: 'stats-home-alpha', label: 'Leaderboard', href: routeHref('stats-home-alpha') },
  { name: 'stats-passing', label: 'Passing', href: routeHref('stats-passing-season') },
  { name: 'stats-rushing', label: 'Rushing', href: routeHref('stats-rushing-season') },
  { name: 'stats-receiving', label: 'Receiving', href: routeHref('stats-receiving-season') },
  { name: 'stats-defense', label: 'Defense', href: routeHref('stats-defense-season') },
  { name: 'stats-team-offense', label: 'Team Offense', href: routeHref('stats-team-offense-season') },
  { name: 'stats-team-defense', label: 'Team Defense', href: routeHref('stats-team-defense-season') },
];

/** A stats route's tab: its group ("stats-passing-game" → "stats-passing"), or the page itself. */
const toStatsTab = (name: string) => name.replace(/-(season|game)$/, '');

/** The page's body: the overview's cards, the leaderboard, or a group's leader table. */
function StatsPageBody({ name }: { name: string }) {
  if (name === 'stats-home') return <StatsLeaderCards />;
  if (name === 'stats-home-alpha') return <StatsLeaderboard />;
  const table = parseStatsTableRoute(name);
  if (table === null) throw new Error(`No stats page is named ${name}`);
  // Keyed by the route: a new table starts with its own state.
  return <StatsTablePage key={name} group={table.group} period={table.period} />;
}

/** Route module of every /stats page: filters, sort and page live in the address. */
export function Component() {
  const { name, title } = useRouteHandle();
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <SectionTabs label="Stats" tabs={STATS_TABS} current={toStatsTab(name)} />
      <StatsPageBody name={name} />
    </>
  );
}
