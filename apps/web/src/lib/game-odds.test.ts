import { describe, expect, it } from 'vitest';
import { finalGame, liveGame, upcomingGame, weekOdds } from '../testing/schedule-fixtures';
import { findGameOdds, getGameOddsLabels } from './game-odds';

const line = weekOdds.odds[0];

describe('findGameOdds', () => {
  it('joins a game to its line by the "elias" external id', () => {
    expect(findGameOdds(upcomingGame, weekOdds.odds)).toBe(line);
    const renumbered = { ...upcomingGame, gameId: 1 };
    expect(findGameOdds(renumbered, weekOdds.odds)).toBe(line);
  });

  it('falls back to the gameId when the game has no elias id', () => {
    expect(findGameOdds({ ...upcomingGame, externalIds: [] }, weekOdds.odds)).toBe(line);
    expect(findGameOdds(liveGame, weekOdds.odds)).toBeUndefined();
  });
});

describe('getGameOddsLabels', () => {
  it('shows the spread, the moneyline in American odds and the total', () => {
    expect(getGameOddsLabels(upcomingGame, line, true)).toEqual(['SF -3.5', 'AZ +150 · SF -200', 'O/U 44.5']);
  });

  it('shows the game’s own spread when the week’s odds have no line for it', () => {
    expect(getGameOddsLabels(liveGame, undefined, true)).toEqual(['KC -2.5']);
  });

  it('shows nothing when odds are off, the game is final, or a handicap is missing', () => {
    expect(getGameOddsLabels(upcomingGame, line, false)).toEqual([]);
    expect(getGameOddsLabels(finalGame, undefined, true)).toEqual([]);
    const oneSided = { ...upcomingGame, spread: { awayHandicap: 3.5, homeHandicap: null } };
    expect(getGameOddsLabels(oneSided, undefined, true)).toEqual([]);
  });

  it('says "Even" when neither side is favoured', () => {
    const even = { ...upcomingGame, spread: { awayHandicap: 0, homeHandicap: 0 } };
    expect(getGameOddsLabels(even, undefined, true)).toEqual(['Even']);
  });
});
