import type { GameResponse } from '@all22/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveWeekGames } from '../../../api/live/use-live-week-games';
import { gameQueryKey } from './game-query-keys';

/** What changes when a play is run: a new value means the box score and play-by-play are stale. */
const playSignature = (game: GameResponse) =>
  [
    game.phase,
    game.visitorTeam.score.total,
    game.homeTeam.score.total,
    game.quarter,
    game.clock,
    game.down,
    game.distance,
    game.yardLine,
  ].join('|');

/**
 * The game kept live: its week's games come through the live push (polling while the push is
 * down, at the domain's live-refresh interval), so the header follows every play; when the game
 * changes, everything under the game's key (box score, play-by-play, team stats) is fetched again.
 */
export function useLiveGame(game: GameResponse): GameResponse {
  const queryClient = useQueryClient();
  const weekGames = useLiveWeekGames({ season: game.season, seasonType: game.seasonType, week: game.week });
  const live = weekGames.data?.games.find((entry) => entry.gameId === game.gameId) ?? game;
  const signature = playSignature(live);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queryClient.invalidateQueries({ queryKey: gameQueryKey(String(game.gameId)) });
  }, [signature, queryClient, game.gameId]);
  return live;
}
