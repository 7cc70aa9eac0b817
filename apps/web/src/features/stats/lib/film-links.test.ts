import type { LeaderRow } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { describeFilmCount, getFilmFilters, toFilmPlaysHref } from './film-links';

const passer: LeaderRow = {
  rank: 1,
  nflId: 52052,
  displayName: 'Aaron Quilostead',
  position: 'QB',
  teamId: '2100',
  teamAbbr: 'TEN',
  gameId: null,
  week: null,
  opponentTeamId: null,
  values: {},
};
const scope = { season: 2018, seasonType: 'REG' } as const;
const href = (group: Parameters<typeof getFilmFilters>[0], key: string, row = passer) => {
  const filters = getFilmFilters(group, key, row, scope);
  return filters === null ? null : toFilmPlaysHref(filters);
};

describe('film links of the leader tables', () => {
  it("sends a passer's attempts, completions, interceptions and sacks to his plays", () => {
    expect(href('passing', 'attempts')).toBe(
      '/film/plays?season=2018&seasonType=REG&passerId=52052&attempt=true&possessionTeamId=2100',
    );
    expect(href('passing', 'completions')).toContain('passerId=52052&completion=true');
    expect(href('passing', 'touchdowns')).toContain('touchdown=true&passerId=52052&completion=true');
    expect(href('passing', 'interceptions')).toContain('passerId=52052&interception=true');
    expect(href('passing', 'sacks')).toContain('playType=play_type_sack&passerId=52052');
  });

  it("sends a receiver's targets to targetId with target, his routes to routeRunnerId", () => {
    const receiver = { ...passer, nflId: 52346 };
    expect(href('receiving', 'targets', receiver)).toBe(
      '/film/plays?season=2018&seasonType=REG&targetId=52346&target=true&possessionTeamId=2100',
    );
    expect(href('receiving', 'receptions', receiver)).toContain('targetId=52346&reception=true');
    expect(href('receiving', 'routesRun', receiver)).toContain('routeRunnerId=52346');
  });

  it("sends a rusher's carries and a defender's tackles to their plays, defenders by their defense", () => {
    expect(href('rushing', 'attempts')).toContain('rusherId=52052&carries=true&possessionTeamId=2100');
    expect(href('rushing', 'tenPlusRuns')).toContain('rush10PlusYards=true');
    expect(href('defense', 'tackles')).toBe(
      '/film/plays?season=2018&seasonType=REG&defenderId=52052&tackles=true&defenseTeamId=2100',
    );
    expect(href('defense', 'targetsAllowed')).toContain('defenderId=52052&targetNearestDefender=true');
  });

  it("adds a single-game row's game", () => {
    expect(href('receiving', 'targets', { ...passer, gameId: 2018090600, week: 1 })).toBe(
      '/film/plays?season=2018&seasonType=REG&gameId=2018090600&targetId=52052&target=true&possessionTeamId=2100',
    );
  });

  it("sends a team defense's sacks and interceptions to its defensive plays", () => {
    const team = { ...passer, nflId: null, displayName: null, position: null, teamId: '1200' };
    expect(href('team-defense', 'sacks', team)).toBe(
      '/film/plays?season=2018&seasonType=REG&playType=play_type_sack&defenseTeamId=1200',
    );
    expect(href('team-defense', 'defensiveInterceptions', team)).toContain(
      'interception=true&defenseTeamId=1200',
    );
  });

  it('has no link for figures that are not a set of plays', () => {
    for (const [group, key] of [
      ['passing', 'yards'],
      ['passing', 'completionPercentage'],
      ['passing', 'gamesPlayed'],
      ['defense', 'snaps'],
      ['defense', 'passesDefensed'],
      ['team-offense', 'pointsFor'],
      ['passing', 'toString'],
    ] as const) {
      expect(href(group, key), `${group} ${key}`).toBeNull();
      expect(describeFilmCount(group, key)).toBeNull();
    }
  });

  it('has no player link on a row without a player', () => {
    expect(href('passing', 'attempts', { ...passer, nflId: null })).toBeNull();
  });

  it('names the plays of a count', () => {
    expect(describeFilmCount('passing', 'attempts')).toBe('pass attempts');
    expect(describeFilmCount('receiving', 'targets')).toBe('targets');
  });
});
