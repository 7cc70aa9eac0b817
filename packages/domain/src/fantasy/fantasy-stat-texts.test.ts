import { describe, expect, it } from 'vitest';
import { getFantasyScoring } from './fantasy-scoring.js';
import { describeFantasyStat } from './fantasy-stat-texts.js';

describe('describeFantasyStat', () => {
  it('names the scoring in the tooltip', () => {
    expect(describeFantasyStat('points', getFantasyScoring(0.5))).toEqual({
      label: 'Fantasy points',
      shortLabel: 'FPTS',
      tooltip: 'Fantasy points (Half PPR scoring).',
    });
  });

  it('speaks of the season in the player header', () => {
    expect(describeFantasyStat('points', getFantasyScoring(1), 'playerHeader').tooltip).toBe(
      'Fantasy points this season (PPR scoring).',
    );
    expect(describeFantasyStat('positionRank', getFantasyScoring(0), 'playerHeader').shortLabel).toBe(
      'POS RK',
    );
  });
});
