import type { PlayByPlayResponse } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { summarizeWinProbability, toWinProbabilitySeries } from './win-probability';

type Play = PlayByPlayResponse['drives'][number]['plays'][number];

const play = (sequence: number, homeWinProbability: number | null, quarter = 1, clock = '10:00') =>
  ({ sequence, quarter, clock, homeWinProbability, description: `Play ${sequence}` }) as Play;

const drives = (plays: Play[]) => [{ plays }] as PlayByPlayResponse['drives'];

describe('toWinProbabilitySeries', () => {
  it('puts the plays in snap order as percentages, skipping plays without a figure', () => {
    const series = toWinProbabilitySeries(drives([play(3, 0.25), play(1, 0.5123), play(2, null)]));
    expect(series.map(({ index, home }) => [index, home])).toEqual([
      [1, 51.2],
      [2, 25],
    ]);
  });
});

describe('summarizeWinProbability', () => {
  const teams = { homeAbbr: 'HOU', visitorAbbr: 'TEN' };

  it('names the favourite after the first play and at the end, and the biggest swing', () => {
    const series = toWinProbabilitySeries(drives([play(1, 0.514), play(2, 0.4, 2, '01:19'), play(3, 0)]));
    expect(summarizeWinProbability(series, teams, true)).toBe(
      'After the first play: HOU 51.4%. At the end: TEN 100.0%. Biggest swing: 40.0 points, 1st quarter 10:00.',
    );
  });

  it('says "Now" while the game is on, and that there is nothing before kick-off', () => {
    const series = toWinProbabilitySeries(drives([play(1, 0.6)]));
    expect(summarizeWinProbability(series, teams, false)).toBe(
      'After the first play: HOU 60.0%. Now: HOU 60.0%.',
    );
    expect(summarizeWinProbability([], teams, false)).toBe(
      'No win probability yet: the game has not started.',
    );
  });
});
