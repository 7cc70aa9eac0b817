import type { RosterPlayer } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { compareRosterEntries, groupRoster, toggleRosterSort } from './roster';

const player = (overrides: Partial<RosterPlayer>): RosterPlayer => ({
  nflId: 1,
  gsisId: null,
  smartId: 'x',
  displayName: 'A B',
  firstName: 'A',
  lastName: 'B',
  position: 'WR',
  positionGroup: 'WR',
  jerseyNumber: null,
  status: 'ACT',
  isPracticeSquad: false,
  depth: null,
  birthDate: null,
  heightInches: null,
  weight: null,
  college: null,
  experience: null,
  headshot: null,
  injury: { injuryStatus: 'UNSPECIFIED' },
  ...overrides,
});

const now = new Date('2018-12-31T12:00:00Z');
const qb = player({
  nflId: 10,
  firstName: 'Joe',
  lastName: 'Zane',
  displayName: 'Joe Zane',
  position: 'QB',
  positionGroup: 'QB',
  jerseyNumber: 8,
  birthDate: '1993-07-02',
  heightInches: 72,
});
const wrA = player({
  nflId: 20,
  firstName: 'Al',
  lastName: 'Yates',
  displayName: 'Al Yates',
  jerseyNumber: 89,
  birthDate: '1996-01-01',
  heightInches: 74,
});
const wrB = player({
  nflId: 21,
  firstName: 'Bo',
  lastName: 'Abel',
  displayName: 'Bo Abel',
  jerseyNumber: 11,
  birthDate: '1990-12-31',
  heightInches: null,
});
const cb = player({ nflId: 30, position: 'CB', positionGroup: 'DB', jerseyNumber: 24 });

describe('groupRoster', () => {
  it('groups by position group in the domain order, CB with the DBs, and computes ages on the day', () => {
    const groups = groupRoster([cb, wrA, qb, wrB], { key: 'jerseyNumber', direction: 'asc' }, now);
    expect(groups.map((group) => group.group)).toEqual(['QB', 'WR', 'DB']);
    expect(groups[1]?.entries.map((entry) => entry.player.nflId)).toEqual([21, 20]);
    // Born 1990-12-31: 28 on his birthday; born 1996-01-01: still 22.
    expect(groups[1]?.entries.map((entry) => entry.age)).toEqual([28, 22]);
    expect(groups[0]?.entries[0]?.age).toBe(25);
  });

  it('leaves out a position the domain does not know', () => {
    expect(
      groupRoster([player({ position: 'XX', positionGroup: 'XX' })], { key: 'name', direction: 'asc' }, now),
    ).toEqual([]);
  });

  it('sorts by name (last, first), either way', () => {
    const [wr] = groupRoster([wrA, wrB], { key: 'name', direction: 'desc' }, now);
    expect(wr?.entries.map((entry) => entry.player.lastName)).toEqual(['Yates', 'Abel']);
  });
});

describe('compareRosterEntries', () => {
  it('puts missing values last in both directions and breaks ties by name', () => {
    const a = { player: wrA, age: 22 };
    const b = { player: wrB, age: 28 };
    expect(compareRosterEntries(a, b, { key: 'height', direction: 'asc' })).toBeLessThan(0);
    expect(compareRosterEntries(a, b, { key: 'height', direction: 'desc' })).toBeLessThan(0);
    const sameWeight = { player: { ...wrA, weight: 200 }, age: 22 };
    const other = { player: { ...wrB, weight: 200 }, age: 28 };
    expect(compareRosterEntries(sameWeight, other, { key: 'weight', direction: 'desc' })).toBeGreaterThan(0);
  });
});

describe('toggleRosterSort', () => {
  it('flips the same column and starts a new one ascending', () => {
    expect(toggleRosterSort({ key: 'age', direction: 'asc' }, 'age')).toEqual({
      key: 'age',
      direction: 'desc',
    });
    expect(toggleRosterSort({ key: 'age', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });
});
