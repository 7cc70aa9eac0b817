import { describe, expect, it } from 'vitest';
import { asTeamId } from '../ids.js';
import { type GuideTeamTotals, rankGuideTeams } from './guide-team-ranks.js';

const team = (id: string, games: number, figures: Partial<GuideTeamTotals> = {}): GuideTeamTotals => ({
  teamId: asTeamId(id),
  games,
  pointsFor: 0,
  pointsAgainst: 0,
  passYards: 0,
  rushYards: 0,
  passYardsAllowed: 0,
  rushYardsAllowed: 0,
  sacks: 0,
  sacksTaken: 0,
  ...figures,
});

describe('rankGuideTeams', () => {
  const ranks = rankGuideTeams([
    team('1', 2, { pointsFor: 60, pointsAgainst: 20, sacksTaken: 2 }),
    team('2', 3, { pointsFor: 60, pointsAgainst: 60, sacksTaken: 9 }),
    team('3', 1, { pointsFor: 30, pointsAgainst: 10, sacksTaken: 1 }),
    team('4', 0),
  ]);
  it('ranks per-game figures, most first where more is better', () => {
    expect(ranks.get(asTeamId('1'))!.pointsPerGame).toEqual({ value: 30, rank: 1 });
    expect(ranks.get(asTeamId('3'))!.pointsPerGame).toEqual({ value: 30, rank: 1 });
    expect(ranks.get(asTeamId('2'))!.pointsPerGame).toEqual({ value: 20, rank: 3 });
  });
  it('ranks allowed figures fewest first', () => {
    expect(ranks.get(asTeamId('1'))!.pointsAllowedPerGame).toEqual({ value: 10, rank: 1 });
    expect(ranks.get(asTeamId('3'))!.pointsAllowedPerGame).toEqual({ value: 10, rank: 1 });
    expect(ranks.get(asTeamId('2'))!.sacksAllowedPerGame).toEqual({ value: 3, rank: 3 });
  });
  it('leaves a team without games unranked', () => {
    expect(ranks.get(asTeamId('4'))!.passYardsPerGame).toEqual({ value: null, rank: null });
  });
});
