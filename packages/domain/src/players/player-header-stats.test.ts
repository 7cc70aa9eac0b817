import { describe, expect, it } from 'vitest';
import { getFantasyScoring } from '../fantasy/fantasy-scoring.js';
import {
  type FantasySeasonFigures,
  describeQualification,
  getPlayerHeaderStats,
  getQualificationTotals,
} from './player-header-stats.js';

const fantasy: FantasySeasonFigures = {
  fpStd: 277.3,
  fpHalfPPR: 290.15,
  fpPPR: 303,
  fpPGStd: 19.81,
  fpPGHalfPPR: 20.7,
  fpPGPPR: 21.6,
  fpPosRkLblStd: 'QB12',
  fpPosRkLblHalfPPR: 'QB11',
  fpPosRkLblPPR: 'QB10',
};

const qbLine = {
  passing: { attempts: 524, yardsPerGame: 306.79, touchdownsPerGame: 2.14, interceptionsPerGame: 0.93 },
  rushing: { attempts: 44, yardsPerGame: 6.8 },
};

const texts = (items: { label: string; text: string }[]) => items.map((item) => `${item.label} ${item.text}`);

describe('getPlayerHeaderStats', () => {
  it('shows a qualified QB his fantasy figures in his scoring and his first 3 season items', () => {
    const stats = getPlayerHeaderStats({
      group: 'QB',
      seasonLine: qbLine,
      gamesPlayed: 14,
      gamesDnp: 1,
      fantasy,
      scoring: getFantasyScoring(0.5),
    });
    expect(stats.isQualified).toBe(true);
    expect(texts(stats.fantasyItems)).toEqual(['FPTS 290.2', 'FPTS/G 20.7', 'POS RK QB11']);
    expect(texts(stats.seasonItems)).toEqual(['Pass YPG 306.8', 'Pass TD/G 2.1', 'INT/G 0.9']);
    expect(stats.fantasyItems[0]?.tooltip).toContain('Half PPR');
  });

  it('hides everything from a QB at exactly 14 attempts per game (the rule is "more than")', () => {
    const line = { passing: { ...qbLine.passing, attempts: 14 * 15 } };
    const stats = getPlayerHeaderStats({
      group: 'QB',
      seasonLine: line,
      gamesPlayed: 14,
      gamesDnp: 1,
      fantasy,
      scoring: getFantasyScoring(0),
    });
    expect(stats).toEqual({ isQualified: false, fantasyItems: [], seasonItems: [] });
  });

  it('counts games not played: 40 carries in 4 games played and 3 missed is under 6.25 a game', () => {
    const input = {
      group: 'RB' as const,
      seasonLine: { rushing: { attempts: 40, attemptsPerGame: 10 } },
      gamesPlayed: 4,
      fantasy: null,
      scoring: getFantasyScoring(0),
    };
    expect(getPlayerHeaderStats({ ...input, gamesDnp: 3 }).isQualified).toBe(false);
    expect(getPlayerHeaderStats({ ...input, gamesDnp: 2 }).isQualified).toBe(true);
  });

  it('gives a qualified linebacker season items but no fantasy figures', () => {
    const stats = getPlayerHeaderStats({
      group: 'LB',
      seasonLine: { defense: { snaps: 600, snapsPerGame: 50, tacklesPerGame: 6.25, sacksPerGame: 0.5 } },
      gamesPlayed: 12,
      gamesDnp: 0,
      fantasy: { ...fantasy, fpPosRkLblStd: null },
      scoring: getFantasyScoring(0),
    });
    expect(stats.fantasyItems).toEqual([]);
    expect(texts(stats.seasonItems)).toEqual(['Snaps/G 50.0', 'Tkl/G 6.3', 'Sacks/G 0.5']);
  });

  it('qualifies a cornerback on coverage plays and a kicker on any game', () => {
    const cb = getPlayerHeaderStats({
      group: 'DB',
      seasonLine: { coverage: { coveragePlays: 61, tightWindowRate: 22.5 }, defense: {} },
      gamesPlayed: 12,
      gamesDnp: 0,
      fantasy: null,
      scoring: getFantasyScoring(0),
    });
    expect(cb.isQualified).toBe(true);
    expect(texts(cb.seasonItems)).toEqual(['TW % 22.5%']);
    const kicker = getPlayerHeaderStats({
      group: 'K',
      seasonLine: { kicking: { fieldGoalsMade: 20, fieldGoalsAttempted: 24, longestFieldGoal: 55 } },
      gamesPlayed: 1,
      gamesDnp: 0,
      fantasy: { ...fantasy, fpPosRkLblStd: null },
      scoring: getFantasyScoring(0),
    });
    expect(texts(kicker.seasonItems)).toEqual(['FGM-FGA 20-24', 'Long 55']);
    // An unranked kicker has no rank item.
    expect(kicker.fantasyItems.map((item) => item.label)).toEqual(['FPTS', 'FPTS/G']);
  });

  it('shows nothing without games or without a known group', () => {
    const base = { seasonLine: qbLine, fantasy, scoring: getFantasyScoring(0) };
    expect(getPlayerHeaderStats({ ...base, group: 'QB', gamesPlayed: 0, gamesDnp: 0 }).isQualified).toBe(
      false,
    );
    expect(getPlayerHeaderStats({ ...base, group: null, gamesPlayed: 10, gamesDnp: 0 }).isQualified).toBe(
      false,
    );
  });
});

describe('getQualificationTotals', () => {
  it('reads each metric from its section and gives null where a section is missing', () => {
    expect(getQualificationTotals({ passing: { attempts: 3 }, coverage: { coveragePlays: 9 } })).toEqual({
      passingAttempts: 3,
      rushingAttempts: null,
      receptions: null,
      snaps: null,
      coveragePlays: 9,
    });
  });
});

describe('describeQualification', () => {
  it('states the volume rule, or null for groups without one', () => {
    expect(describeQualification('RB')).toBe('more than 6.25 rushing attempts per game');
    expect(describeQualification('DB')).toBe('more than 5 coverage plays per game');
    expect(describeQualification('K')).toBeNull();
  });
});
