import { describe, expect, it } from 'vitest';
import { asNflId, type NflId } from '../ids.js';
import { findNextManUp, holdsRole, isRoleOpeningStatus, type RoleCandidate } from './next-man-up.js';

const id = asNflId;
const candidate = (
  nflId: number,
  snapShare: number | null,
  snaps: number,
  injuryStatus = 'UNSPECIFIED',
): RoleCandidate => ({
  nflId: id(nflId),
  snapShare,
  snaps,
  injuryStatus,
});

describe('role statuses', () => {
  it('takes out, injured reserve and doubtful as ruled out; questionable plays', () => {
    expect(['OUT', 'IR', 'DOUBTFUL'].every(isRoleOpeningStatus)).toBe(true);
    expect(isRoleOpeningStatus('QUESTIONABLE')).toBe(false);
  });

  it('gives a role from 40% of the snaps', () => {
    expect([holdsRole(40), holdsRole(39.9), holdsRole(null)]).toEqual([true, false, false]);
  });
});

describe('findNextManUp', () => {
  const injured = id(1);
  // Receivers: 1 and 2 start (roles), 3 is hurt too, 4 and 5 are reserves.
  const candidates = [
    candidate(1, 90, 300, 'OUT'),
    candidate(2, 85, 280),
    candidate(3, 20, 60, 'IR'),
    candidate(4, 10, 30),
    candidate(5, 15, 50),
  ];

  it('takes the first healthy player on the chart without a role of his own', () => {
    const chart: NflId[] = [id(2), id(3), id(4), id(5), id(1)];
    expect(findNextManUp(injured, chart, candidates)).toEqual({
      nflId: 4,
      chosenBy: 'depthChart',
      depthRank: 3,
    });
  });

  it('skips players already stepping into another role this week', () => {
    const chart: NflId[] = [id(2), id(3), id(4), id(5), id(1)];
    expect(findNextManUp(injured, chart, candidates, new Set([id(4)]))).toMatchObject({
      nflId: 5,
      depthRank: 4,
    });
  });

  it('falls back on snaps when the chart names nobody free', () => {
    expect(findNextManUp(injured, [], candidates)).toEqual({ nflId: 5, chosenBy: 'snaps', depthRank: null });
    expect(findNextManUp(injured, [id(2)], candidates)).toMatchObject({ nflId: 5, chosenBy: 'snaps' });
  });

  it('is null when nobody is left', () => {
    expect(findNextManUp(injured, [id(2)], candidates.slice(0, 3))).toBeNull();
  });
});
