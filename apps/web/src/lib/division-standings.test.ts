import { describe, expect, it } from 'vitest';
import { makeStandingsRow, makeTeam, standings, teams } from '../testing/schedule-fixtures';
import { groupStandingsByDivision } from './division-standings';

describe('groupStandingsByDivision', () => {
  it('groups rows into divisions in name order, each by division rank, with clinch prefixes', () => {
    const divisions = groupStandingsByDivision(standings.standings, Object.values(teams));
    expect(divisions.map((division) => division.name)).toEqual([
      'AFC East',
      'AFC North',
      'AFC West',
      'NFC East',
      'NFC West',
    ]);
    const nfcWest = divisions.find((division) => division.name === 'NFC West');
    expect(nfcWest?.rows.map(({ row }) => row.team.abbr)).toEqual(['SF', 'ARI']);
    const afcWest = divisions.find((division) => division.name === 'AFC West');
    expect(afcWest?.rows[0]?.prefix).toBe('y');
  });

  it('leaves out teams without a division (the all-star teams)', () => {
    const pro = makeTeam('8600', 'AFC', 'AFC Pro Bowl', null);
    const divisions = groupStandingsByDivision([makeStandingsRow(pro, 0, 0, 1)], [pro]);
    expect(divisions).toEqual([]);
  });
});
