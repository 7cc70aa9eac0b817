import { describe, expect, it } from 'vitest';
import { derivePlayerStatLine } from '../players/derive-player-stat-line.js';
import { createPlayerTotals } from '../players/player-totals.js';
import { computeFantasyPointFormats } from './fantasy-points.js';
import { toFantasyStatLine } from './to-fantasy-stat-line.js';

describe('toFantasyStatLine', () => {
  it("reads a kicker's field goals in scoring's distance bands and his extra points", () => {
    const totals = createPlayerTotals();
    Object.assign(totals.kicking, {
      fieldGoalsMade: 6,
      fieldGoalsAttempted: 8,
      fieldGoalsMade0To19: 1,
      fieldGoalsMade20To29: 1,
      fieldGoalsMade30To39: 1,
      fieldGoalsMade40To49: 2,
      fieldGoalsMade50Plus: 1,
      extraPointsMade: 4,
      extraPointsAttempted: 5,
    });
    const line = toFantasyStatLine(derivePlayerStatLine(totals));
    expect(line).toMatchObject({
      extraPointsMade: 4,
      fieldGoalsMadeUnder40: 3,
      fieldGoalsMade40To49: 2,
      fieldGoalsMade50Plus: 1,
    });
    // 4 + 3 × 3 + 2 × 4 + 5: misses cost nothing
    expect(computeFantasyPointFormats(line).fpStd).toBe(26);
  });
});
