import { describe, expect, it } from 'vitest';
import { getGameInsights, type InsightInput } from './game-insights.js';
import type { RecapPlay } from './game-recap.js';

const basePlay: RecapPlay = {
  sequence: 1,
  quarter: 1,
  clock: '12:00',
  homeScore: 0,
  visitorScore: 0,
  possessionTeamId: 'H',
  playType: 'play_type_pass',
  description: 'Deep pass for 52 yards.',
  yardsGained: 52,
  isNoPlay: false,
  isTurnover: false,
  touchdown: false,
  points: 0,
  scoringTeamId: null,
};

const input: InsightInput = {
  home: {
    teamId: 'H',
    abbr: 'HOU',
    stats: {
      turnovers: 0,
      thirdDownConversions: 5,
      thirdDownAttempts: 14,
      redZoneTouchdowns: 3,
      redZoneTrips: 5,
      totalYards: 387,
      offensePlays: 69,
      timeOfPossessionSeconds: 1629,
    },
  },
  visitor: {
    teamId: 'V',
    abbr: 'TEN',
    stats: {
      turnovers: 2,
      thirdDownConversions: 7,
      thirdDownAttempts: 13,
      redZoneTouchdowns: 4,
      redZoneTrips: 4,
      totalYards: 532,
      offensePlays: 70,
      timeOfPossessionSeconds: 1971,
    },
  },
  plays: [
    basePlay,
    { ...basePlay, sequence: 2, possessionTeamId: 'V', yardsGained: 60, isNoPlay: true },
    { ...basePlay, sequence: 3, homeScore: 3, description: 'Field goal.', yardsGained: 0 },
  ],
};

const byKey = (key: string) => getGameInsights(input).find((insight) => insight.key === key);

describe('getGameInsights', () => {
  it('has nothing to say before kick-off', () => {
    expect(getGameInsights({ ...input, plays: [] })).toEqual([]);
  });

  it('gives the turnover battle with both teams as its sources', () => {
    expect(byKey('turnovers')).toEqual({
      key: 'turnovers',
      title: 'Turnover battle',
      text: 'HOU won the turnover battle by 2.',
      sources: [
        { label: 'TEN turnovers', value: '2' },
        { label: 'HOU turnovers', value: '0' },
      ],
    });
  });

  it('credits the better third-down and red-zone rates', () => {
    expect(byKey('third-down')?.text).toBe('TEN converted 53.8% of third downs.');
    expect(byKey('third-down')?.sources).toEqual([
      { label: 'TEN third downs', value: '7/13' },
      { label: 'HOU third downs', value: '5/14' },
    ]);
    expect(byKey('red-zone')?.text).toBe('TEN scored touchdowns on 100.0% of red-zone trips.');
  });

  it('leaves a rate out when neither side had an attempt', () => {
    const none = { ...input, home: { ...input.home, stats: {} }, visitor: { ...input.visitor, stats: {} } };
    expect(getGameInsights(none).map((insight) => insight.key)).not.toContain('third-down');
  });

  it('computes yards per play and time of possession from their totals', () => {
    expect(byKey('yards-per-play')?.text).toBe('TEN gained 7.6 yards a play to 5.6.');
    expect(byKey('time-of-possession')?.text).toBe('TEN had the ball 54.8% of the time.');
    expect(byKey('time-of-possession')?.sources).toContainEqual({ label: 'HOU possession', value: '27:09' });
  });

  it('takes the longest play that counted, not one wiped out by a penalty', () => {
    expect(byKey('big-play')?.text).toBe('HOU gained 52 yards on one pass.');
    expect(byKey('lead')?.text).toBe('HOU led by as many as 3; the lead changed hands 0 times.');
  });
});
