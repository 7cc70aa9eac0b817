import { useParams } from 'react-router';
import { ComingSoon } from '../components/page/coming-soon';
import { PageHeader } from '../components/page/page-header';
import { type SectionTab, SectionTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { routeHref } from '../config/paths';
import { usePageTitle } from '../lib/page-title';

/** Route module of /players/player/{playerId} (nflId, gsisId or smartId) and its tabs. */
export function Component() {
  const { name, title } = useRouteHandle();
  const playerId = useParams().playerId ?? '';
  usePageTitle(title);
  const tabs: SectionTab[] = [
    {
      name: 'players-player-playerId',
      label: 'Summary',
      href: routeHref('players-player-playerId', { playerId }),
    },
    {
      name: 'players-player-playerId-fantasy',
      label: 'Fantasy',
      href: routeHref('players-player-playerId-fantasy', { playerId }),
    },
    {
      name: 'players-player-playerId-insights',
      label: 'Insights',
      href: routeHref('players-player-playerId-insights', { playerId }),
    },
  ];
  return (
    <>
      <PageHeader title="Player" />
      <SectionTabs label="Player" tabs={tabs} current={name} />
      <ComingSoon what={`The ${title.toLowerCase()} page`} />
    </>
  );
}
