import { describe, expect, it } from 'vitest';
import { ALL_STAR_TEAMS, LEAGUE_TEAMS } from './league-teams.js';

describe('LEAGUE_TEAMS', () => {
  it('has the 32 franchises and two PRO all-star teams, with unique ids, abbreviations and smart ids', () => {
    expect(LEAGUE_TEAMS.filter((team) => team.teamType === 'TEAM')).toHaveLength(32);
    expect(LEAGUE_TEAMS.filter((team) => team.teamType === 'PRO')).toEqual(ALL_STAR_TEAMS);
    for (const key of ['teamId', 'abbr', 'smartId'] as const) {
      expect(new Set(LEAGUE_TEAMS.map((team) => team[key])).size).toBe(LEAGUE_TEAMS.length);
    }
    for (const team of LEAGUE_TEAMS) expect(team.teamId).toMatch(/^\d{4}$/);
  });

  it('describes Arizona as the spec expects', () => {
    const arizona = LEAGUE_TEAMS.find((team) => team.teamId === '3800');
    expect(arizona).toMatchObject({
      abbr: 'ARI',
      fullName: 'Arizona Cardinals',
      nick: 'Cardinals',
      conferenceAbbr: 'NFC',
      division: { abbr: 'NFCW', fullName: 'NFC West' },
      teamType: 'TEAM',
      logo: '/api/images/logos/3800?size={size}&dpr={dpr}&quality=100&crop=auto',
    });
    expect(arizona?.smartId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps the all-star teams out of every division', () => {
    for (const team of ALL_STAR_TEAMS) expect(team.division).toBeNull();
  });
});
