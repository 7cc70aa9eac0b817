import { useParams } from 'react-router';
import { useRouteHandle } from '../components/page/use-route-handle';
import { useAppConfig } from '../config/app-config-context';
import { GamePageView } from '../features/game/components/game-page-view';
import { GAME_TABS } from '../features/game/lib/game-tabs';

/** Route module of /games/game/{gameId} and its tabs (the validator has checked the id is numeric). */
export function Component() {
  const { name, title } = useRouteHandle();
  const gameId = useParams().gameId ?? '';
  const { appEnv } = useAppConfig();
  // Every game route uses this module; the first tab stands in should another ever point here.
  const tab = GAME_TABS.find((candidate) => candidate.name === name)?.name ?? 'games-game-gameId';
  return <GamePageView gameId={gameId} tab={tab} tabTitle={title} appEnv={appEnv} />;
}
