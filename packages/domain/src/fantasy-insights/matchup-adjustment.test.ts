import { describe, expect, it } from 'vitest';
import { listPointsAllowed, type PositionPointsAllowed } from '../fantasy/points-allowed.js';
import { asGameId, asTeamId, type TeamId } from '../ids.js';
import { adjustPointsAllowed, rankWeekMatchups, type AdjustedDefense } from './matchup-adjustment.js';

const team = (n: number) => asTeamId(String(n).padStart(4, '0'));
const [A, B, C, D] = [team(1), team(2), team(3), team(4)];

/** One side of a game: `offense` scored `points` at the position on `defense`. */
const side = (gameId: number, defense: TeamId, offense: TeamId, points: number): PositionPointsAllowed => ({
  gameId: asGameId(gameId),
  week: gameId,
  defenseTeamId: defense,
  offenseTeamId: offense,
  points,
});

describe('adjustPointsAllowed', () => {
  it("measures each game against the same offense's average in its other games", () => {
    // C scores 30 on A and 10 elsewhere; D scores 20 on A and 20 elsewhere.
    const rows = [side(1, A, C, 30), side(2, B, C, 10), side(3, A, D, 20), side(4, B, D, 20)];
    const lines = adjustPointsAllowed(rows);
    expect(lines.find((line) => line.teamId === A)).toEqual({
      teamId: A,
      games: 2,
      allowedPerGame: 25,
      opponentsAveragePerGame: 15,
      adjustmentPerGame: 10,
      rank: 1,
    });
    expect(lines.find((line) => line.teamId === B)).toMatchObject({
      allowedPerGame: 15,
      opponentsAveragePerGame: 25,
      adjustmentPerGame: -10,
      rank: 2,
    });
  });

  it('leaves out a game whose offense has no other game, and a defense left without games', () => {
    // D's only game is against B: no average for it, and B has no other game.
    const lines = adjustPointsAllowed([side(1, A, C, 30), side(2, B, D, 10), side(3, A, C, 10)]);
    expect(lines).toEqual([
      { teamId: A, games: 2, allowedPerGame: 20, opponentsAveragePerGame: 20, adjustmentPerGame: 0, rank: 1 },
    ]);
  });

  it('reads the rows listPointsAllowed gives, ties ranked by team id', () => {
    const games = [1, 2].map((id) => ({ gameId: asGameId(id), week: id, homeTeamId: A, visitorTeamId: B }));
    const lines = adjustPointsAllowed(listPointsAllowed(games, () => 12));
    expect(lines.map(({ teamId, adjustmentPerGame, rank }) => ({ teamId, adjustmentPerGame, rank }))).toEqual(
      [
        { teamId: A, adjustmentPerGame: 0, rank: 1 },
        { teamId: B, adjustmentPerGame: 0, rank: 2 },
      ],
    );
  });
});

describe('rankWeekMatchups', () => {
  const line = (teamId: TeamId, rank: number): AdjustedDefense => ({
    teamId,
    games: 4,
    allowedPerGame: 20 - rank,
    opponentsAveragePerGame: 15,
    adjustmentPerGame: 5 - rank,
    rank,
  });
  const week = [
    { gameId: asGameId(10), homeTeamId: A, visitorTeamId: B },
    { gameId: asGameId(11), homeTeamId: C, visitorTeamId: D },
  ];
  const defenses = [line(D, 1), line(A, 2), line(C, 3), line(B, 4)];

  it("sets each offense against its opponent's line: best and worst ends, never the same matchup twice", () => {
    const { best, worst } = rankWeekMatchups(week, defenses, 2);
    expect(best.map((m) => [m.offenseTeamId, m.defense.teamId, m.isHome])).toEqual([
      [C, D, true],
      [B, A, false],
    ]);
    expect(worst.map((m) => [m.offenseTeamId, m.defense.teamId])).toEqual([
      [A, B],
      [D, C],
    ]);
    const few = rankWeekMatchups(week.slice(0, 1), defenses, 2);
    expect([...few.best, ...few.worst].map((m) => m.offenseTeamId)).toEqual([B, A]);
  });

  it('leaves out offenses whose opponent has no line', () => {
    const { best, worst } = rankWeekMatchups(week, [line(A, 1)], 2);
    expect(best).toEqual([]);
    expect(worst.map((m) => m.offenseTeamId)).toEqual([B]);
  });
});
