import { useParams } from 'react-router';
import { ComingSoon } from '../components/page/coming-soon';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs, toVisibleTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { useAppConfig } from '../config/app-config-context';
import { routeHref } from '../config/paths';
import { usePageTitle } from '../lib/page-title';

/** The game page's tabs in the spec's order (spec 1 §2); the sub-page slug decides production visibility. */
const GAME_TABS = [
  { slug: '', name: 'games-game-gameId', label: 'Pro Preview' },
  { slug: 'box-score', name: 'games-game-gameId-box-score', label: 'Box Score' },
  { slug: 'play-by-play', name: 'games-game-gameId-play-by-play', label: 'Play by Play' },
  { slug: 'stats', name: 'games-game-gameId-stats', label: 'Stats' },
  { slug: 'insights', name: 'games-game-gameId-insights', label: 'Insights' },
  { slug: 'team-stats', name: 'games-game-gameId-team-stats', label: 'Team Stats' },
  { slug: 'videos', name: 'games-game-gameId-videos', label: 'Videos' },
  { slug: 'articles', name: 'games-game-gameId-articles', label: 'Articles' },
  { slug: 'box-score-v2', name: 'games-game-gameId-box-score-v2', label: 'Box Score V2' },
] as const;

/** Route module of /games/game/{gameId} and its tabs. */
export function Component() {
  const { name, title } = useRouteHandle();
  const gameId = useParams().gameId ?? '';
  const { appEnv } = useAppConfig();
  usePageTitle(title);
  const tabs = toVisibleTabs(GAME_TABS, appEnv, (tabName) => routeHref(tabName, { gameId }));
  return (
    <>
      <PageHeader title="Game" subtitle={`Game ${gameId}`} />
      <SectionTabs label="Game" tabs={tabs} current={name} />
      <ComingSoon what={`The ${title.toLowerCase()} page`} />
    </>
  );
}
