import { describe, expect, it } from 'vitest';
import { createPlayerTotals, derivePlayerStatLine } from '../players/index.js';
import { compactStatLine, expandStatLine } from './compact-stat-line.js';

describe('compactStatLine and expandStatLine', () => {
  const empty = derivePlayerStatLine(createPlayerTotals());

  it('drops zeros, nulls and empty groups, keeping every other figure', () => {
    const line = { a: { x: 0, y: null, z: 3 }, b: { x: 0 }, c: { nested: { k: -1.5 } }, d: false };
    expect(compactStatLine(line)).toEqual({ a: { z: 3 }, c: { nested: { k: -1.5 } }, d: false });
  });

  it('round-trips a real stat line', () => {
    const totals = createPlayerTotals();
    totals.rushing.attempts = 12;
    totals.rushing.yards = 57;
    totals.general.offenseSnaps = 40;
    const line = derivePlayerStatLine(totals);
    const stored = JSON.parse(JSON.stringify(compactStatLine(line))) as unknown;
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(line).length / 5);
    expect(expandStatLine(stored, empty)).toEqual(line);
    expect(line.rushing.yardsPerAttempt).toBe(4.75);
  });

  it('expands nothing stored into the empty line', () => {
    expect(expandStatLine(undefined, empty)).toEqual(empty);
    expect(expandStatLine({}, empty)).toEqual(empty);
  });
});
