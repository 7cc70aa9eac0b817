import type { GameResponse } from '@all22/contracts';
import { getFilmSeasons, isFilmAvailable, isLive } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import { useStandings } from '../../../api/schedules/get-standings';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { PageHeader } from '../../../components/page/page-header';
import { SectionTabs, toVisibleTabs } from '../../../components/page/section-tabs';
import { routeHref } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useGame } from '../api/get-game';
import { useLiveGame } from '../api/use-live-game';
import { getGameFilmHref } from '../lib/film-links';
import { GAME_TABS, type GameTabName, hasGameStarted } from '../lib/game-tabs';
import { GameHeader } from './game-header';
import { GameTabContent } from './game-tab-content';

/** The spec's words for a game the league does not have (spec 1 §2). */
export const NO_GAME_TEXT = 'Game information is not yet available for this game.';

interface GamePageProps {
  gameId: string;
  /** The route being shown: which tab. */
  tab: GameTabName;
  /** The route's title ("Box Score"), for the document title. */
  tabTitle: string;
  appEnv: string;
}

/** The game page: header and tabs once the game is known; "Game Loading..." until then. */
export function GamePageView({ gameId, tab, tabTitle, appEnv }: GamePageProps) {
  const game = useGame(gameId);
  // Once the game has started its main page goes to the Box Score (spec); the tab still opens the
  // preview, asked for by name, so it never jumps somewhere silently.
  const isStarted = game.data !== undefined && hasGameStarted(game.data.phase);
  const tabs = toVisibleTabs(GAME_TABS, appEnv, (name) =>
    name === 'games-game-gameId' && isStarted ? getPreviewHref(gameId) : routeHref(name, { gameId }),
  );
  const tabBar = <SectionTabs label="Game" tabs={tabs} current={tab} />;
  if (game.data) return <LoadedGame game={game.data} tab={tab} tabTitle={tabTitle} tabBar={tabBar} />;
  return <GameNotShown query={game} tabBar={tabBar} />;
}

function GameNotShown({ query, tabBar }: { query: ReturnType<typeof useGame>; tabBar: ReactNode }) {
  // A game id of the wrong shape (400) is no game either: both say so in the spec's words.
  const isMissing = isApiRequestError(query.error) && [400, 404].includes(query.error.statusCode);
  usePageTitle(query.isPending ? 'Game Loading...' : 'Game');
  if (isMissing) {
    return (
      <>
        <PageHeader title="Game" />
        <Alert severity="info">{NO_GAME_TEXT}</Alert>
      </>
    );
  }
  return (
    <>
      <Skeleton
        role="status"
        variant="rounded"
        height={200}
        sx={{ mb: 2 }}
        aria-label="The game is loading"
      />
      {tabBar}
      {query.isError && (
        <LoadErrorAlert what="The game" error={query.error} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}

function LoadedGame({
  game: fetched,
  tab,
  tabTitle,
  tabBar,
}: {
  game: GameResponse;
  tab: GameTabName;
  tabTitle: string;
  tabBar: ReactNode;
}) {
  const game = useLiveGame(fetched);
  const [searchParams] = useSearchParams();
  const isPreviewAsked = searchParams.has(PREVIEW_PARAM);
  const location = useLocation();
  const wasPreviewClosed = (location.state as GamePageState | null)?.isPreviewClosed === true;
  const week = { season: game.season, seasonType: game.seasonType, week: game.week };
  const current = useCurrentSchedule();
  const standings = useStandings(week, current.data ?? week);
  const matchup = `${game.visitorTeam.abbr} @ ${game.homeTeam.abbr}`;
  usePageTitle(tab === 'games-game-gameId' ? matchup : `${matchup} ${tabTitle}`);

  const isStarted = hasGameStarted(game.phase);
  if (tab === 'games-game-gameId' && isStarted && !isPreviewAsked) {
    const state: GamePageState = { isPreviewClosed: true };
    return (
      <Navigate
        to={routeHref('games-game-gameId-box-score', { gameId: String(game.gameId) })}
        state={state}
        replace
      />
    );
  }
  const hasFilm =
    current.data !== undefined &&
    isFilmAvailable(game, { current: current.data, filmSeasons: getFilmSeasons(current.data.season) });
  return (
    <>
      <GameHeader
        game={game}
        standings={standings.data?.standings}
        filmHref={hasFilm ? getGameFilmHref(game) : null}
      />
      {tabBar}
      {isStarted && tab === 'games-game-gameId' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This preview is from before kick-off; the game {isLive(game.phase) ? 'is under way' : 'is over'}.{' '}
          <Link
            component={RouterLink}
            to={routeHref('games-game-gameId-box-score', { gameId: String(game.gameId) })}
          >
            See the Box Score
          </Link>
        </Alert>
      )}
      {isStarted && tab === 'games-game-gameId-box-score' && wasPreviewClosed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The game has kicked off, so its page opens on the Box Score.{' '}
          <Link component={RouterLink} to={getPreviewHref(String(game.gameId))}>
            See the pre-game preview
          </Link>
        </Alert>
      )}
      <GameTabContent game={game} tab={tab} />
    </>
  );
}

/** What the redirect from a started game's main page tells the Box Score. */
interface GamePageState {
  isPreviewClosed?: boolean;
}

const PREVIEW_PARAM = 'preview';

/** A started game's Pro Preview, asked for by name (its main page alone goes to the Box Score). */
function getPreviewHref(gameId: string): string {
  return `${routeHref('games-game-gameId', { gameId })}?${PREVIEW_PARAM}`;
}
