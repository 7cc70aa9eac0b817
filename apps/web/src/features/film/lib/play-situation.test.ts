import { describe, expect, it } from 'vitest';
import { describePlaySituation } from './play-situation';

const play = {
  possessionTeamId: '2310',
  defenseTeamId: '0610',
  season: 2024,
  weekSlug: 'WC',
  week: 19,
  quarter: 5,
  clock: '09:41',
  down: 3,
  distance: 7,
  yardLine: 'BUF 35',
  yardsGained: -3,
  expectedPointsAdded: 0.854,
};
const abbrOf = (teamId: string) => ({ '2310': 'KC', '0610': 'BUF' })[teamId] ?? teamId;

describe('describePlaySituation', () => {
  it("says a play's moment in the film row's phrases", () => {
    expect(describePlaySituation(play, abbrOf)).toEqual({
      matchup: 'KC @ BUF',
      week: '2024 Wild Card',
      time: 'OT 09:41',
      downAndDistance: '3rd & 7',
      yardLine: 'BUF 35',
      yards: '-3 yds',
      epa: '+0.85',
    });
  });

  it('has no down on a kick, no EPA when unknown, and signs gains', () => {
    const kick = describePlaySituation(
      { ...play, quarter: 1, down: null, distance: null, yardsGained: 12, expectedPointsAdded: null },
      abbrOf,
    );
    expect(kick).toMatchObject({ time: 'Q1 09:41', downAndDistance: null, yards: '+12 yds', epa: null });
  });
});
