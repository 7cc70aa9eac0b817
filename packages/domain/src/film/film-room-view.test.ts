import { describe, it, expect } from 'vitest';
import { asGameId, asTeamId } from '../ids.js';
import { getFilmRoomView } from './film-room-view.js';

describe('getFilmRoomView', () => {
  it('shows game cards for the top-nav link', () => {
    expect(getFilmRoomView({ displayGameFilmCards: true })).toBe('game-cards');
  });
  it('keeps game cards with game-level filters', () => {
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
  it('shows plays once a game or a play filter is chosen', () => {
    expect(getFilmRoomView({ displayGameFilmCards: true, gameId: asGameId(2024090800) })).toBe('plays');
    expect(getFilmRoomView({ displayGameFilmCards: true, quarter: 4 })).toBe('plays');
    expect(getFilmRoomView({ displayGameFilmCards: true, redzone: false })).toBe('plays');
  });
  it('shows plays without the flag, or with it false', () => {
    expect(getFilmRoomView({})).toBe('plays');
    expect(getFilmRoomView({ season: [2024] })).toBe('plays');
    expect(getFilmRoomView({ displayGameFilmCards: false })).toBe('plays');
  });
});
