import { describe, expect, it } from 'vitest';
import { getTeamLogoSrc, groupTeamsByDivision } from './team-divisions';
import { TEST_TEAMS } from '../testing/test-teams';

describe('groupTeamsByDivision', () => {
  it('builds AFC and NFC rows of East, North, South and West and leaves all-star teams out', () => {
    const grid = groupTeamsByDivision(TEST_TEAMS);
    expect(grid.map((row) => row.divisions.map((division) => division.label))).toEqual([
      ['AFC East', 'AFC North', 'AFC South', 'AFC West'],
      ['NFC East', 'NFC North', 'NFC South', 'NFC West'],
    ]);
    expect(grid[0]?.divisions[3]?.teams.map((team) => team.abbr)).toEqual(['KC']);
    expect(grid.flatMap((row) => row.divisions.flatMap((d) => d.teams)).map((t) => t.teamId)).not.toContain(
      '8600',
    );
  });

  it('sorts a division by full name', () => {
    const extra = { ...TEST_TEAMS[0]!, teamId: '1200', fullName: 'Aardvark Team', abbr: 'AAA' };
    const east = groupTeamsByDivision([...TEST_TEAMS, extra])[0]?.divisions[0];
    expect(east?.teams.map((team) => team.fullName)).toEqual(['Aardvark Team', 'Buffalo Bills']);
  });
});

describe('getTeamLogoSrc', () => {
  it('fills size and pixel ratio and prefixes the API base', () => {
    expect(
      getTeamLogoSrc('/api/images/logos/3800?size={size}&dpr={dpr}', 24, 'https://api.example.com/'),
    ).toBe('https://api.example.com/api/images/logos/3800?size=24&dpr=1');
  });
});
