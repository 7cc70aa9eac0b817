import { describe, expect, it } from 'vitest';
import { FRANCHISES, findFranchise, getFranchiseFullName } from '../franchises/franchises.js';
import { getContrastRatio, getMonogramInk, renderTeamLogoSvg } from './team-logo-svg.js';

describe('getContrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(getContrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#97233F', '#97233F')).toBeCloseTo(1, 5);
  });
});

describe('getMonogramInk', () => {
  it('keeps a readable secondary colour', () => {
    expect(getMonogramInk('#0B162A', '#C83803')).toBe('#C83803');
  });

  it('falls back to white or black when the secondary colour is too close', () => {
    expect(getMonogramInk('#003594', '#0B2265')).toBe('#FFFFFF');
    expect(getMonogramInk('#FFB612', '#FFC62F')).toBe('#000000');
  });

  it('gives every franchise lettering with a contrast of at least 3:1', () => {
    for (const team of FRANCHISES) {
      expect(
        getContrastRatio(team.primaryColor, getMonogramInk(team.primaryColor, team.secondaryColor)),
      ).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('renderTeamLogoSvg', () => {
  it('draws the abbreviation in team colours at the requested size', () => {
    const arizona = findFranchise('3800');
    if (!arizona) throw new Error('Arizona missing');
    const svg = renderTeamLogoSvg({ ...arizona, fullName: getFranchiseFullName(arizona) }, 96);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="96" height="96"');
    expect(svg).toContain('fill="#97233F"');
    expect(svg).toContain('>ARI</text>');
    expect(svg).toContain('<title>Arizona Cardinals</title>');
  });

  it('escapes text', () => {
    expect(
      renderTeamLogoSvg({ abbr: 'A&B', primaryColor: '#000000', secondaryColor: '#FFFFFF', fullName: '<x>' }),
    ).not.toMatch(/<x>|A&B/);
  });
});
