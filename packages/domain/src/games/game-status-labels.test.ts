import { describe, expect, it } from 'vitest';
import {
  formatDownAndDistance,
  formatKickoffEastern,
  getGameDisplayStatus,
  getYardsToGoal,
} from './game-status-labels.js';

const game = { phase: 'PREGAME', quarter: null, clock: null, gameTimeEastern: '13:00:00' };

describe('formatKickoffEastern', () => {
  it.each([
    ['13:00:00', '1:00 PM ET'],
    ['20:15:00', '8:15 PM ET'],
    ['09:30:00', '9:30 AM ET'],
    ['00:05:00', '12:05 AM ET'],
    ['12:00:00', '12:00 PM ET'],
    ['soon', 'soon'],
  ])('%s → %s', (time, label) => expect(formatKickoffEastern(time)).toBe(label));
});

describe('getGameDisplayStatus', () => {
  it('shows the kick-off time before the game', () => {
    expect(getGameDisplayStatus(game)).toBe('1:00 PM ET');
    expect(getGameDisplayStatus({ ...game, phase: 'SCHEDULED', gameTimeEastern: '16:25:00' })).toBe(
      '4:25 PM ET',
    );
  });
  it('shows the quarter and clock during the game', () => {
    expect(getGameDisplayStatus({ ...game, phase: 'INGAME', quarter: 3, clock: '05:12' })).toBe('Q3 05:12');
    expect(getGameDisplayStatus({ ...game, phase: 'INGAME', quarter: 5, clock: '02:00' })).toBe('OT 02:00');
    expect(getGameDisplayStatus({ ...game, phase: 'INGAME', quarter: 2, clock: null })).toBe('Q2');
    expect(getGameDisplayStatus({ ...game, phase: 'INGAME' })).toBe('IN PROGRESS');
  });
  it('names halftime, suspension, the end and unknown phases', () => {
    expect(getGameDisplayStatus({ ...game, phase: 'HALFTIME', quarter: 2 })).toBe('HALFTIME');
    expect(getGameDisplayStatus({ ...game, phase: 'SUSPENDED', quarter: 3 })).toBe('SUSPENDED');
    expect(getGameDisplayStatus({ ...game, phase: 'FINAL', quarter: 4 })).toBe('FINAL');
    expect(getGameDisplayStatus({ ...game, phase: 'FINAL_OVERTIME', quarter: 5 })).toBe('FINAL/OT');
    expect(getGameDisplayStatus({ ...game, phase: 'POSTPONED' })).toBe('POSTPONED');
  });
});

describe('getYardsToGoal', () => {
  it('counts from the side of the field the ball is on', () => {
    expect(getYardsToGoal('KC 35', 'KC')).toBe(65);
    expect(getYardsToGoal('BUF 7', 'KC')).toBe(7);
    expect(getYardsToGoal('50', 'KC')).toBe(50);
    expect(getYardsToGoal('KC 50', null)).toBe(50);
  });
  it('is null when it cannot tell', () => {
    expect(getYardsToGoal(null, 'KC')).toBeNull();
    expect(getYardsToGoal('KC 35', null)).toBeNull();
    expect(getYardsToGoal('midfield', 'KC')).toBeNull();
  });
});

describe('formatDownAndDistance', () => {
  it('prints the down and the yards to gain', () => {
    expect(formatDownAndDistance(3, 7, 40)).toBe('3rd & 7');
    expect(formatDownAndDistance(1, 10, null)).toBe('1st & 10');
  });
  it('says Goal when the line to gain is the goal line', () => {
    expect(formatDownAndDistance(1, 8, 8)).toBe('1st & Goal');
    expect(formatDownAndDistance(2, 3, 2)).toBe('2nd & Goal');
  });
  it('is null without a down', () => {
    expect(formatDownAndDistance(null, 10, 75)).toBeNull();
    expect(formatDownAndDistance(1, null, 75)).toBeNull();
    expect(formatDownAndDistance(0, 10, 75)).toBeNull();
  });
});
