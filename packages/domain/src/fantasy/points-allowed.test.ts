import { describe, expect, it } from 'vitest';
import { asGameId, asTeamId, type GameId, type TeamId } from '../ids.js';
import { listPointsAllowed, summarizePointsAllowed } from './points-allowed.js';

const [A, B, C] = [asTeamId('0001'), asTeamId('0002'), asTeamId('0003')];
const game = (id: number, week: number, home: TeamId, visitor: TeamId) => ({
  gameId: asGameId(id),
  week,
  homeTeamId: home,
  visitorTeamId: visitor,
});

describe('listPointsAllowed', () => {
  it("gives each team, as the defense, what its opponent's players scored", () => {
    const scored = new Map([
      ['1:0001', 20],
      ['1:0002', 12.5],
    ]);
    const rows = listPointsAllowed(
      [game(1, 1, A, B)],
      (gameId: GameId, teamId: TeamId) => scored.get(`${gameId}:${teamId}`) ?? 0,
    );
    expect(rows).toEqual([
      { gameId: 1, week: 1, defenseTeamId: A, offenseTeamId: B, points: 12.5 },
      { gameId: 1, week: 1, defenseTeamId: B, offenseTeamId: A, points: 20 },
    ]);
  });
});

describe('summarizePointsAllowed', () => {
  it('ranks the defenses by points allowed a game, ties by team id, with the mean of their figures', () => {
    const rows = listPointsAllowed([game(1, 1, A, B), game(2, 2, A, C)], (_gameId, teamId) =>
      teamId === A ? 10 : teamId === B ? 20 : 20,
    );
    expect(summarizePointsAllowed(rows)).toEqual({
      perGame: [
        { teamId: A, value: 20, games: 2 },
        { teamId: B, value: 10, games: 1 },
        { teamId: C, value: 10, games: 1 },
      ],
      leagueAverage: 40 / 3,
    });
  });

  it('is empty with a zero average without games', () => {
    expect(summarizePointsAllowed([])).toEqual({ perGame: [], leagueAverage: 0 });
  });
});
