import { describe, expect, it } from 'vitest';
import { routeHref } from './paths';

describe('routeHref', () => {
  it('builds the path of a named route from its parameters', () => {
    expect(routeHref('index')).toBe('/');
    expect(routeHref('health')).toBe('/health');
    expect(routeHref('players-player-playerId', { playerId: '52039' })).toBe('/players/player/52039');
    expect(routeHref('games-game-gameId-box-score', { gameId: '2024090800' })).toBe(
      '/games/game/2024090800/box-score',
    );
  });

  it('leaves optional parameters out when not given', () => {
    expect(routeHref('games-scores-season-seasonType-week', {})).toBe('/games/scores');
    expect(
      routeHref('games-scores-season-seasonType-week', { season: '2024', seasonType: 'REG', week: '6' }),
    ).toBe('/games/scores/2024/REG/6');
  });
});
