import { getPathSection, isAppPageSection } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_PATH, SILENT_RENEW_PATH } from '../features/auth/auth-paths';
import { findRouteName, routeRedirects, routeTable } from './route-table';

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

describe('the app sections the server knows', () => {
  it('holds the first segment of every page, redirect and sign-in return (others are answered 404)', () => {
    const paths = [
      ...Object.values(routeTable).map((route) => route.path),
      ...Object.keys(routeRedirects),
      AUTH_CALLBACK_PATH,
      SILENT_RENEW_PATH,
    ];
    expect(paths.filter((path) => !isAppPageSection(path)).map(getPathSection)).toEqual([]);
  });
});
