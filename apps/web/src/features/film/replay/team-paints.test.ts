import { describe, expect, it } from 'vitest';
import {
  MIN_FILL_DISTANCE,
  colorDistance,
  contrastRatio,
  parseHex,
  resolveMatchupPaints,
} from './team-paints';

const team = (abbr: string, primaryColor: string, secondaryColor: string) => ({
  abbr,
  primaryColor,
  secondaryColor,
});

describe('resolveMatchupPaints', () => {
  it('paints both teams in their primary colours when they differ enough', () => {
    const paints = resolveMatchupPaints(team('KC', '#E31837', '#FFB81C'), team('LV', '#000000', '#A5ACAF'));
    expect(paints.offense).toEqual({ fill: '#e31837', outline: '#ffb81c', text: '#ffffff', abbr: 'KC' });
    expect(paints.defense).toEqual({ fill: '#000000', outline: '#a5acaf', text: '#ffffff', abbr: 'LV' });
  });

  it('gives a defense too close to the offense its secondary colour', () => {
    const paints = resolveMatchupPaints(team('KC', '#E31837', '#FFB81C'), team('TB', '#D50A0A', '#34302B'));
    expect(paints.defense.fill).toBe('#34302b');
    // Red on that dark brown is too faint an outline: white, like the number, instead.
    expect(paints.defense.outline).toBe('#ffffff');
  });

  it('falls back to white jerseys when both defense colours are too close', () => {
    const paints = resolveMatchupPaints(team('CHI', '#0B162A', '#C83803'), team('LV', '#000000', '#1A1A1A'));
    expect(paints.defense.fill).toBe('#ffffff');
    expect(paints.defense.text).toBe('#000000');
  });

  it('keeps the two fills apart whatever the colours', () => {
    const colours = ['#000000', '#ffffff', '#E31837', '#D50A0A', '#0B162A', '#203731', '#FFB612', '#00338D'];
    for (const a of colours) {
      for (const b of colours) {
        const paints = resolveMatchupPaints(team('A', a, b), team('B', b, a));
        const distance = colorDistance(
          parseHex(paints.offense.fill) ?? [0, 0, 0],
          parseHex(paints.defense.fill) ?? [0, 0, 0],
        );
        expect(distance).toBeGreaterThanOrEqual(MIN_FILL_DISTANCE);
      }
    }
  });

  it('paints an unknown team grey and shows ARI as AZ', () => {
    const paints = resolveMatchupPaints(undefined, team('ARI', '#97233F', '#000000'));
    expect(paints.offense.fill).toBe('#8a93a0');
    expect(paints.offense.abbr).toBe('');
    expect(paints.defense.abbr).toBe('AZ');
  });
});

describe('colour helpers', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#E31837')).toEqual([227, 24, 55]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex(undefined)).toBeNull();
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBe(1);
  });
});
