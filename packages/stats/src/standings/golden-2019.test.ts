import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute-standings.js';
import { NFL_TEAMS } from './nfl-teams.js';
import { parseNflverseGames } from './nflverse-games.js';
import type { TeamStanding } from './types.js';

/**
 * Golden check against a real, published season: the 256 regular-season games of 2019 as
 * nflverse's games.csv gives them (nflverse/nfldata data/games.csv, columns trimmed to those the
 * parser reads). The seeds and records below are the NFL's official 2019 final standings.
 */
const games = parseNflverseGames(
  readFileSync(new URL('./fixtures/nflverse-games-2019-reg.csv', import.meta.url), 'utf8'),
);
const rows = computeStandings(NFL_TEAMS, games, { season: 2019 });
const rowOf = (abbr: string): TeamStanding | undefined => rows.find((row) => row.teamId === abbr);
const seeds = (conference: string) =>
  rows
    .filter((row) => row.conferenceAbbr === conference && row.conferenceSeed !== null)
    .sort((a, b) => (a.conferenceSeed ?? 0) - (b.conferenceSeed ?? 0))
    .map((row) => row.teamId);
const record = (abbr: string) => {
  const row = rowOf(abbr);
  return row && `${row.overall.wins}-${row.overall.losses}${row.overall.ties ? `-${row.overall.ties}` : ''}`;
};

describe('2019 season (golden)', () => {
  it('has 16 games for every club', () => {
    expect(games).toHaveLength(256);
    for (const row of rows) expect(row.gamesPlayed).toBe(16);
  });

  it('matches the published records', () => {
    expect(['BAL', 'KC', 'NE', 'HOU', 'BUF', 'TEN', 'PIT'].map(record)).toEqual([
      '14-2',
      '12-4',
      '12-4',
      '10-6',
      '10-6',
      '9-7',
      '8-8',
    ]);
    expect(['SF', 'GB', 'NO', 'PHI', 'SEA', 'MIN', 'LA', 'DAL'].map(record)).toEqual([
      '13-3',
      '13-3',
      '13-3',
      '9-7',
      '11-5',
      '10-6',
      '9-7',
      '8-8',
    ]);
    expect(['ARI', 'DET', 'CIN'].map(record)).toEqual(['5-10-1', '3-12-1', '2-14']);
  });

  it('matches the published seeds', () => {
    expect(seeds('AFC')).toEqual(['BAL', 'KC', 'NE', 'HOU', 'BUF', 'TEN']);
    expect(seeds('NFC')).toEqual(['SF', 'GB', 'NO', 'PHI', 'SEA', 'MIN']);
  });

  it('names the tie-breakers that decided the seeds', () => {
    // SF, GB and NO were 13-3 division winners: SF beat both (sweep); GB then had the better conference record.
    expect(rowOf('SF')?.explanation.conference).toBe(
      'Seed 1: division winner, won seeding tie-breaker over GB, NO on head-to-head sweep (beat each of the others)',
    );
    expect(rowOf('GB')?.explanation.conference).toBe(
      'Seed 2: division winner, won seeding tie-breaker over NO on conference record (10-2)',
    );
    // KC and NE were 12-4: KC won at New England in week 14.
    expect(rowOf('KC')?.explanation.conference).toBe(
      'Seed 2: division winner, won seeding tie-breaker over NE on head-to-head (1-0)',
    );
    // PHI and DAL split their games; PHI won the NFC East on division record.
    expect(rowOf('PHI')?.explanation.division).toBe('1st in the NFC East, on record (9-7)');
  });

  it('sets final clinch flags from the seeds', () => {
    expect(rowOf('BAL')?.clinched).toMatchObject({ homeField: true, division: true, playoff: true });
    expect(rowOf('TEN')?.clinched).toMatchObject({ wildCard: true, division: false, playoff: true });
    expect(rowOf('PIT')?.clinched).toMatchObject({ eliminated: true, playoff: false });
  });
});
