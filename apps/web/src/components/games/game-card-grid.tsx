import type { GameOddsResponse, GameResponse } from '@all22/contracts';
import Box from '@mui/material/Box';
import { findGameOdds } from '../../lib/game-odds';
import { GameCard } from './game-card';

/** The game-card grid's layout: one column on phones, up to three on wide screens. */
export const gameCardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** Games as a list of cards (home's week, a day on the scores page), each with its line and records. */
export function GameCardGrid({
  games,
  records,
  odds,
  isOddsShown,
}: {
  games: readonly GameResponse[];
  records: ReadonlyMap<string, string>;
  odds: readonly GameOddsResponse[];
  isOddsShown: boolean;
}) {
  return (
    <Box component="ul" sx={gameCardGridSx}>
      {games.map((game) => (
        <li key={game.gameId}>
          <GameCard game={game} records={records} odds={findGameOdds(game, odds)} isOddsShown={isOddsShown} />
        </li>
      ))}
    </Box>
  );
}
