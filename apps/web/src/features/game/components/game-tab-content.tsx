import type { GameResponse } from '@all22/contracts';
import type { GameTabName } from '../lib/game-tabs';
import { ArticlesTab } from './articles-tab';
import { BoxScoreTab } from './box-score-tab';
import { BoxScoreV2Tab } from './box-score-v2-tab';
import { InsightsTab } from './insights-tab';
import { PlayByPlayTab } from './play-by-play-tab';
import { PlayerStatsTab } from './player-stats-tab';
import { ProPreviewTab } from './pro-preview-tab';
import { TeamStatsTab } from './team-stats-tab';
import { VideosTab } from './videos-tab';

/** The shown tab's content. */
export function GameTabContent({ game, tab }: { game: GameResponse; tab: GameTabName }) {
  switch (tab) {
    case 'games-game-gameId':
      return <ProPreviewTab game={game} />;
    case 'games-game-gameId-box-score':
      return <BoxScoreTab game={game} />;
    case 'games-game-gameId-play-by-play':
      return <PlayByPlayTab game={game} />;
    case 'games-game-gameId-stats':
      return <PlayerStatsTab game={game} />;
    case 'games-game-gameId-insights':
      return <InsightsTab game={game} />;
    case 'games-game-gameId-team-stats':
      return <TeamStatsTab game={game} />;
    case 'games-game-gameId-videos':
      return <VideosTab game={game} />;
    case 'games-game-gameId-articles':
      return <ArticlesTab game={game} />;
    case 'games-game-gameId-box-score-v2':
      return <BoxScoreV2Tab game={game} />;
  }
}
