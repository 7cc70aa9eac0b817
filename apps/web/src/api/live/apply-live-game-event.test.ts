import type { LiveGameEvent } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { finalGame, liveGame, weekGames } from '../../testing/schedule-fixtures';
import { applyLiveGameEvent, applyLiveGameEventToList } from './apply-live-game-event';

const touchdown: LiveGameEvent = {
  type: 'game',
  gameId: liveGame.gameId,
  season: 2024,
  seasonType: 'REG',
  week: 6,
  phase: 'INGAME',
  displayStatus: 'Q3 10:02',
  quarter: 3,
  clock: '10:02',
  possessionTeamId: liveGame.homeTeamId,
  down: 1,
  distance: 10,
  yardLine: 'BUF 25',
  downAndDist: '1st & 10',
  isRedzone: false,
  homeScore: 14,
  visitorScore: 14,
};

describe('applyLiveGameEvent', () => {
  it('writes the change everywhere the game repeats it', () => {
    const game = applyLiveGameEvent(liveGame, touchdown);
    expect(game.displayStatus).toBe('Q3 10:02');
    expect(game.visitorTeam.score.total).toBe(14);
    expect(game.awayTeam.score.total).toBe(14);
    expect(game.score.visitorTeamScore.pointTotal).toBe(14);
    expect(game.homeTeam.hasPossession).toBe(true);
    expect(game.visitorTeam.hasPossession).toBe(false);
    expect(game.hasPossession).toBe(true);
    expect(game.downAndDist).toBe('1st & 10');
    // What the event does not carry stays.
    expect(game.isoTime).toBe(liveGame.isoTime);
    expect(game.homeTeam.fullName).toBe(liveGame.homeTeam.fullName);
  });
});

describe('applyLiveGameEventToList', () => {
  it('replaces only the changed game', () => {
    const list = applyLiveGameEventToList(weekGames, touchdown);
    expect(list).not.toBe(weekGames);
    expect(list?.games.find((game) => game.gameId === liveGame.gameId)?.visitorTeam.score.total).toBe(14);
    expect(list?.games.find((game) => game.gameId === finalGame.gameId)).toBe(finalGame);
  });

  it('returns the same list when the game is not in it', () => {
    const other = { games: [finalGame] };
    expect(applyLiveGameEventToList(other, touchdown)).toBe(other);
    expect(applyLiveGameEventToList(undefined, touchdown)).toBeUndefined();
  });
});
