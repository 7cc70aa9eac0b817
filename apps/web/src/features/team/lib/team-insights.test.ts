import type { PlayerStatGroups } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { getTeamInsights } from './team-insights';

const players: PlayerStatGroups = {
  passing: [],
  rushing: [],
  defense: [],
  kicking: [],
  receiving: [
    {
      nflId: 7,
      displayName: 'Thomas Yarcott',
      position: 'WR',
      jerseyNumber: 89,
      teamId: '3800',
      stats: { yards: 1727 },
    },
    {
      nflId: 8,
      displayName: 'Other',
      position: 'TE',
      jerseyNumber: 88,
      teamId: '3800',
      stats: { yards: 3028 },
    },
  ],
};
const stats = {
  pointsFor: 425,
  pointsAgainst: 427,
  takeaways: 18,
  turnovers: 21,
  thirdDownAttempts: 212,
  thirdDownConversions: 102,
  redZoneTrips: 60,
  redZoneTouchdowns: 47,
  passAttempts: 592,
  sacksTaken: 53,
  rushAttempts: 416,
  sacks: 48,
};

describe('getTeamInsights', () => {
  const insights = getTeamInsights(stats, players, 16);
  const byId = (id: string) => insights.find((insight) => insight.id === id);

  it('computes each number from the season line and lists the figures it came from', () => {
    expect(byId('point-differential')).toMatchObject({
      value: '-2',
      summary: 'Outscored by opponents by 0.1 points a game.',
      sources: ['Points for 425', 'Points against 427', 'Games 16'],
    });
    expect(byId('turnover-margin')?.value).toBe('-3');
    expect(byId('third-down')).toMatchObject({ value: '48.1%', sources: ['Converted 102', 'Attempts 212'] });
    expect(byId('red-zone')?.value).toBe('78.3%');
    // (592 + 53) / (592 + 53 + 416)
    expect(byId('pass-rate')?.value).toBe('60.8%');
    expect(byId('sack-margin')?.value).toBe('-5');
  });

  it("names the top receiver with his share of the team's receiving yards", () => {
    expect(byId('top-target')).toMatchObject({
      value: '63.7%',
      player: { nflId: 8, displayName: 'Other' },
      sources: ['Other 3,028 yards', 'Team receiving yards 4,755'],
    });
  });

  it('gives nothing before the first game, and skips rates without attempts', () => {
    expect(getTeamInsights(stats, players, 0)).toEqual([]);
    const early = getTeamInsights({ pointsFor: 7, pointsAgainst: 3 }, { ...players, receiving: [] }, 1);
    expect(early.map((insight) => insight.id)).toEqual(['point-differential', 'turnover-margin']);
    expect(early[0]?.value).toBe('+4');
  });
});
