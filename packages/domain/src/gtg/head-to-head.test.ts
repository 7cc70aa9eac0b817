import { describe, expect, it } from 'vitest';
import { summarizeHeadToHead } from './head-to-head.js';

const meeting = (teamScore: number, opponentScore: number, id: number) => ({ id, teamScore, opponentScore });

describe('summarizeHeadToHead', () => {
  it('counts wins, losses and ties and names the last meeting and the current run', () => {
    const meetings = [meeting(20, 20, 1), meeting(10, 14, 2), meeting(27, 24, 3), meeting(31, 7, 4)];
    expect(summarizeHeadToHead(meetings)).toEqual({
      wins: 2,
      losses: 1,
      ties: 1,
      last: meeting(31, 7, 4),
      streak: { outcome: 'W', meetings: [meeting(27, 24, 3), meeting(31, 7, 4)] },
    });
  });
  it('has a losing run from the first side', () => {
    expect(summarizeHeadToHead([meeting(3, 10, 1)]).streak).toEqual({
      outcome: 'L',
      meetings: [meeting(3, 10, 1)],
    });
  });
  it('has no run after a tie and nothing without meetings', () => {
    expect(summarizeHeadToHead([meeting(30, 10, 1), meeting(17, 17, 2)]).streak).toBeNull();
    expect(summarizeHeadToHead([])).toEqual({ wins: 0, losses: 0, ties: 0, last: null, streak: null });
  });
});
