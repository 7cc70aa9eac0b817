import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEAM_ID,
  getTeamLiveGame,
  getTeamNextGame,
  getTeamsToFollow,
  isTeamInGame,
} from './favorite-teams.js';

const game = (id: number, visitorTeamId: string, homeTeamId: string, phase: string, isoTime: string) => ({
  id,
  visitorTeamId,
  homeTeamId,
  phase,
  isoTime,
});

describe('getTeamsToFollow', () => {
  it('follows the default team, 3800, when the user has no favourite or is signed out', () => {
    expect(DEFAULT_TEAM_ID).toBe('3800');
    expect(getTeamsToFollow([])).toEqual({ teamIds: ['3800'], isDefault: true });
    expect(getTeamsToFollow(null)).toEqual({ teamIds: ['3800'], isDefault: true });
    expect(getTeamsToFollow(undefined)).toEqual({ teamIds: ['3800'], isDefault: true });
  });

  it("follows the user's favourites in their order, each once, and not the default", () => {
    expect(getTeamsToFollow(['1200', '0200', '1200'])).toEqual({
      teamIds: ['1200', '0200'],
      isDefault: false,
    });
    expect(getTeamsToFollow(['0200'])).toEqual({ teamIds: ['0200'], isDefault: false });
  });
});

describe('isTeamInGame', () => {
  it('is true for the home and the visiting team only', () => {
    const opener = game(1, '0200', '3800', 'PRE', '2024-09-08T17:00:00Z');
    expect(isTeamInGame(opener, '3800')).toBe(true);
    expect(isTeamInGame(opener, '0200')).toBe(true);
    expect(isTeamInGame(opener, '1200')).toBe(false);
  });
});

describe('getTeamNextGame and getTeamLiveGame', () => {
  const schedule = [
    game(1, '3800', '0200', 'FINAL', '2024-09-08T17:00:00Z'),
    game(3, '1200', '3800', 'PREGAME', '2024-09-22T20:25:00Z'),
    game(2, '3800', '4400', 'PRE', '2024-09-15T17:00:00Z'),
    game(4, '0200', '1200', 'PRE', '2024-09-14T17:00:00Z'),
  ];

  it("picks the team's earliest game not yet started, by phase, whatever the order given", () => {
    expect(getTeamNextGame(schedule, '3800')?.id).toBe(2);
    expect(getTeamNextGame(schedule, '1200')?.id).toBe(4);
  });

  it('skips games under way and finished, and answers null when none is left', () => {
    const played = schedule.map((entry) => (entry.id === 2 ? { ...entry, phase: 'INGAME' } : entry));
    expect(getTeamNextGame(played, '3800')?.id).toBe(3);
    expect(getTeamNextGame([schedule[0]!], '3800')).toBeNull();
    expect(getTeamNextGame(schedule, '9999')).toBeNull();
  });

  it("finds the team's live game (halftime and suspended count), or null", () => {
    expect(getTeamLiveGame(schedule, '3800')).toBeNull();
    const halftime = schedule.map((entry) => (entry.id === 2 ? { ...entry, phase: 'HALFTIME' } : entry));
    expect(getTeamLiveGame(halftime, '3800')?.id).toBe(2);
    expect(getTeamLiveGame(halftime, '4400')?.id).toBe(2);
    expect(getTeamLiveGame(halftime, '1200')).toBeNull();
  });
});
