import { describe, expect, it } from 'vitest';
import { findRouteName } from './route-table';

describe('findRouteName', () => {
  it('names the page at a path, optional segments and sub-pages included', () => {
    expect(findRouteName('/')).toBe('index');
    expect(findRouteName('/games/scores')).toBe('games-scores-season-seasonType-week');
    expect(findRouteName('/games/scores/2024/REG/5')).toBe('games-scores-season-seasonType-week');
    expect(findRouteName('/games/game/123/box-score')).toBe('games-game-gameId-box-score');
    expect(findRouteName('/teams/team/2310/roster')).toBe('teams-team-teamId-roster');
  });

  it('names nothing where only the 404 page or a redirect is', () => {
    expect(findRouteName('/no/such/page')).toBeUndefined();
    expect(findRouteName('/stats')).toBeUndefined();
  });
});
