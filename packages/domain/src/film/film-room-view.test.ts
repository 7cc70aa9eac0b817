import { describe, it, expect } from 'vitest';
import { asGameId, asNflId, asTeamId } from '../ids.js';
import { getFilmRoomView, hasPlayLevelFilter } from './film-room-view.js';

describe('getFilmRoomView', () => {
  it('shows game cards for the top-nav link', () => {
    expect(getFilmRoomView({ displayGameFilmCards: true })).toBe('game-cards');
  });
  it('shows game cards for a search that only picks games, or for none', () => {
    expect(getFilmRoomView({})).toBe('game-cards');
    expect(getFilmRoomView({ season: [2024] })).toBe('game-cards');
    expect(
      getFilmRoomView({
        displayGameFilmCards: true,
        season: [2024],
        seasonType: 'REG',
        weekSlug: 'WEEK_3',
        teamId: asTeamId('3800'),
      }),
    ).toBe('game-cards');
  });
  it('shows plays once a game or a play filter is chosen, whatever the flag says', () => {
    expect(getFilmRoomView({ displayGameFilmCards: true, gameId: asGameId(2024090800) })).toBe('plays');
    expect(getFilmRoomView({ displayGameFilmCards: true, quarter: 4 })).toBe('plays');
    expect(getFilmRoomView({ displayGameFilmCards: true, redzone: false })).toBe('plays');
    expect(getFilmRoomView({ passerId: asNflId(12) })).toBe('plays');
  });
  it('shows plays when the flag is false', () => {
    expect(getFilmRoomView({ displayGameFilmCards: false })).toBe('plays');
    expect(getFilmRoomView({ displayGameFilmCards: false, teamId: asTeamId('3800') })).toBe('plays');
  });
});

describe('hasPlayLevelFilter', () => {
  it('ignores game-level filters and unset keys', () => {
    expect(hasPlayLevelFilter({ season: [2024], possessionTeamId: asTeamId('3800'), down: undefined })).toBe(
      false,
    );
    expect(hasPlayLevelFilter({ down: 3 })).toBe(true);
  });
});
