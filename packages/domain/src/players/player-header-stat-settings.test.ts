import { describe, it, expect } from 'vitest';
import { PLAYER_HEADER_STAT_PATHS } from './player-header-stat-paths.js';
import { PLAYER_HEADER_STAT_SETTINGS, getPlayerHeaderStatSettings } from './player-header-stat-settings.js';
import { POSITION_GROUPS } from './position-group.js';

const labels = (group: (typeof POSITION_GROUPS)[number]) =>
  getPlayerHeaderStatSettings(group).map((s) => s.label);

describe('PLAYER_HEADER_STAT_SETTINGS', () => {
  it('lists the spec items per group, in order', () => {
    expect(labels('QB')).toEqual(['Pass YPG', 'Pass TD/G', 'INT/G', 'Rating', 'Rush YPG']);
    expect(labels('RB')).toEqual(['Rush ATT/G', 'Rush YPG', 'Rush TD/G', 'YPC', 'Rec YPG']);
    expect(labels('WR')).toEqual(['Tgt/G', 'REC/G', 'REC YPG', 'REC TD/G', 'Routes/G']);
    expect(labels('TE')).toEqual(labels('WR'));
    expect(labels('DL')).toEqual(['Snaps/G', 'Tkl/G', 'Sacks/G', 'QBP/G', 'QBP %']);
    expect(labels('LB')).toEqual(labels('DL'));
    expect(labels('EDGE')).toEqual(labels('DL'));
    expect(labels('DB')).toEqual(['Snaps/G', 'Tkl/G', 'Int/G', 'Rating', 'TW %']);
    expect(labels('K')).toEqual(['FGM-FGA', 'Long', 'FG %', 'XPM-XPA', 'XP %']);
    expect(labels('P')).toEqual(['Punts', 'Avg Dist', 'Long']);
    expect(labels('OL')).toEqual([]);
    expect(labels('LS')).toEqual([]);
  });

  it('has a group entry for every position group', () => {
    expect(Object.keys(PLAYER_HEADER_STAT_SETTINGS).sort()).toEqual([...POSITION_GROUPS].sort());
  });

  it('gives every item a sentence tooltip, a known path and a consistent format', () => {
    for (const group of POSITION_GROUPS) {
      for (const setting of getPlayerHeaderStatSettings(group)) {
        expect(setting.tooltip).toMatch(/^[A-Z].*\.$/);
        expect(PLAYER_HEADER_STAT_PATHS).toContain(setting.valuePath);
        if (setting.secondValuePath !== undefined)
          expect(PLAYER_HEADER_STAT_PATHS).toContain(setting.secondValuePath);
        // Percentages are labelled with "%"; they and non-counts show 1 decimal.
        expect(setting.isPercentage).toBe(setting.label.endsWith('%'));
        if (setting.isPercentage) expect(setting.decimals).toBe(1);
      }
    }
  });

  it('shows counts with 0 decimals and made-attempted pairs with a second value', () => {
    const k = getPlayerHeaderStatSettings('K');
    expect(k.map((s) => s.decimals)).toEqual([0, 0, 1, 0, 1]);
    expect(k[0]?.secondValuePath).toBe('kicking.fieldGoalsAttempted');
    expect(k[3]?.secondValuePath).toBe('kicking.extraPointsAttempted');
    expect(getPlayerHeaderStatSettings('P').map((s) => s.decimals)).toEqual([0, 1, 0]);
    expect(getPlayerHeaderStatSettings('QB').every((s) => s.decimals === 1)).toBe(true);
  });

  it('takes tracking-only figures from Next Gen Stats', () => {
    expect(getPlayerHeaderStatSettings('WR').find((s) => s.label === 'Routes/G')?.source).toBe('ngs');
    expect(getPlayerHeaderStatSettings('DB').every((s) => s.source === 'ngs')).toBe(true);
    expect(getPlayerHeaderStatSettings('QB').every((s) => s.source === 'fantasy')).toBe(true);
  });
});
