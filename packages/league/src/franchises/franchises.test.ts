import { describe, expect, it } from 'vitest';
import { FRANCHISES, findFranchise, getDivisionAbbr, getFranchiseFullName } from './franchises.js';

describe('FRANCHISES', () => {
  it('has 32 teams with unique 4-digit ids and abbreviations', () => {
    expect(FRANCHISES).toHaveLength(32);
    expect(new Set(FRANCHISES.map((team) => team.teamId)).size).toBe(32);
    expect(new Set(FRANCHISES.map((team) => team.abbr)).size).toBe(32);
    for (const team of FRANCHISES) expect(team.teamId).toMatch(/^\d{4}$/);
  });

  it('puts four teams in each of the eight divisions', () => {
    const counts = new Map<string, number>();
    for (const team of FRANCHISES)
      counts.set(getDivisionAbbr(team), (counts.get(getDivisionAbbr(team)) ?? 0) + 1);
    expect(counts.size).toBe(8);
    expect([...counts.values()].every((count) => count === 4)).toBe(true);
  });

  it('uses hex colours', () => {
    for (const team of FRANCHISES) {
      expect(team.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(team.secondaryColor).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it("keeps Arizona's id 3800 (the default team)", () => {
    const arizona = findFranchise('3800');
    expect(arizona?.abbr).toBe('ARI');
    expect(arizona && getFranchiseFullName(arizona)).toBe('Arizona Cardinals');
    expect(arizona && getDivisionAbbr(arizona)).toBe('NFCW');
    expect(findFranchise('9999')).toBeUndefined();
  });
});
