import type { InsightFilmLinkResponse } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { describeFilmLink, describeWeeks, formatChange, formatFigure, formatShare } from './insight-format';

describe('insight figures', () => {
  it('show one decimal, shares in percent, changes with their sign', () => {
    expect(formatFigure(12)).toBe('12.0');
    expect(formatFigure(null)).toBe('—');
    expect(formatShare(62.46)).toBe('62.5%');
    expect([formatChange(4.8), formatChange(-2), formatChange(0), formatChange(-0.04)]).toEqual([
      '+4.8',
      '-2.0',
      '0.0',
      '0.0',
    ]);
    expect(formatChange(12.5, { isShare: true })).toBe('+12.5 pts');
    expect(formatChange(null)).toBe('—');
  });

  it('name the weeks read', () => {
    expect(describeWeeks(1, 5)).toBe('weeks 1–5');
    expect(describeWeeks(3, 3)).toBe('week 3');
  });
});

describe('describeFilmLink', () => {
  const abbr = (teamId: string) => ({ '3800': 'ARI', '2520': 'LV' })[teamId] ?? teamId;
  const link = (fields: Partial<InsightFilmLinkResponse> & Pick<InsightFilmLinkResponse, 'kind'>) =>
    ({ nflId: 1, season: 2024, query: 'q', ...fields }) as InsightFilmLinkResponse;

  it('names the game, the season, the red zone, touchdowns and a defense', () => {
    expect(describeFilmLink(link({ kind: 'game', week: 5, gameId: 1, opponentTeamId: '3800' }), abbr)).toBe(
      'Wk 5 vs AZ',
    );
    expect(describeFilmLink(link({ kind: 'season' }), abbr)).toBe('2024 season');
    expect(describeFilmLink(link({ kind: 'redZone' }), abbr)).toBe('2024 red zone');
    expect(describeFilmLink(link({ kind: 'touchdowns' }), abbr)).toBe('2024 touchdowns');
    expect(describeFilmLink(link({ kind: 'defense', teamId: '2520', side: 'run' }), abbr)).toBe(
      'LV vs the run',
    );
  });
});
