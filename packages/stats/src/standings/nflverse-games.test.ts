import { describe, expect, it } from 'vitest';
import { NFL_TEAMS, normalizeTeamAbbr } from './nfl-teams.js';
import { getSeasonAbbreviations, NflverseGamesError, parseNflverseGames } from './nflverse-games.js';
import { parseCsv } from './parse-csv.js';

const HEADER = 'game_id,season,game_type,week,gameday,away_team,away_score,home_team,home_score,stadium';

describe('parseCsv', () => {
  it('handles quoted fields with commas, quotes and line breaks, and CRLF', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",,x\r\n\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['two\nlines', '', 'x'],
    ]);
  });
});

describe('parseNflverseGames', () => {
  it('reads played and unplayed games, ignoring unknown columns', () => {
    const text = [
      HEADER,
      '2019_01_PIT_NE,2019,REG,1,2019-09-08,PIT,3,NE,33,"Gillette Stadium, Foxborough"',
      '2024_18_BUF_NE,2024,REG,18,2025-01-05,BUF,,NE,,"Gillette Stadium"',
      '2019_21_TEN_KC,2019,CON,21,2020-01-19,TEN,24,KC,35,Arrowhead',
    ].join('\n');
    expect(parseNflverseGames(text)).toEqual([
      {
        gameId: '2019_01_PIT_NE',
        season: 2019,
        seasonType: 'REG',
        week: 1,
        homeTeamId: 'NE',
        visitorTeamId: 'PIT',
        homeTeamAbbr: 'NE',
        visitorTeamAbbr: 'PIT',
        homeScore: 33,
        visitorScore: 3,
        isFinal: true,
      },
      {
        gameId: '2024_18_BUF_NE',
        season: 2024,
        seasonType: 'REG',
        week: 18,
        homeTeamId: 'NE',
        visitorTeamId: 'BUF',
        homeTeamAbbr: 'NE',
        visitorTeamAbbr: 'BUF',
        homeScore: null,
        visitorScore: null,
        isFinal: false,
      },
      {
        gameId: '2019_21_TEN_KC',
        season: 2019,
        seasonType: 'POST',
        week: 21,
        homeTeamId: 'KC',
        visitorTeamId: 'TEN',
        homeTeamAbbr: 'KC',
        visitorTeamAbbr: 'TEN',
        homeScore: 35,
        visitorScore: 24,
        isFinal: true,
      },
    ]);
  });

  it("maps relocated clubs' historical codes to today's", () => {
    const text = [
      HEADER,
      '2016_01_OAK_SD,2016,REG,1,,OAK,35,SD,34,',
      '2015_01_STL_WAS,2015,REG,1,,STL,10,WAS,17,',
    ].join('\n');
    const games = parseNflverseGames(text);
    expect(games.map((game) => [game.visitorTeamId, game.homeTeamId])).toEqual([
      ['LV', 'LAC'],
      ['LA', 'WAS'],
    ]);
    // The file's own spelling is kept beside the id, for output that names the clubs as it does.
    expect(games.map((game) => [game.visitorTeamAbbr, game.homeTeamAbbr])).toEqual([
      ['OAK', 'SD'],
      ['STL', 'WAS'],
    ]);
    expect(getSeasonAbbreviations(games, 2016)).toEqual(
      new Map([
        ['LAC', 'SD'],
        ['LV', 'OAK'],
      ]),
    );
  });

  it('explains what is wrong, with the line', () => {
    expect(() => parseNflverseGames('game_id,season\n1,2020')).toThrow(
      /no game_type, week, away_team, away_score, home_team, home_score columns/,
    );
    expect(() => parseNflverseGames(`${HEADER}\n1,2020,REG,1,,XXX,3,NE,7,`)).toThrow(
      new NflverseGamesError('line 2: unknown team abbreviation "XXX" in away_team'),
    );
    expect(() => parseNflverseGames(`${HEADER}\n1,2020,REG,one,,BUF,3,NE,7,`)).toThrow(
      'line 2: week "one" is not a whole number',
    );
    expect(() => parseNflverseGames('')).toThrow('the games file is empty');
  });
});

describe('NFL_TEAMS', () => {
  it('has 32 clubs, four in each of eight divisions, LA the Rams and LAC the Chargers', () => {
    expect(NFL_TEAMS).toHaveLength(32);
    const divisions = new Map<string, number>();
    for (const team of NFL_TEAMS) divisions.set(team.division, (divisions.get(team.division) ?? 0) + 1);
    expect([...divisions.values()]).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    expect(NFL_TEAMS.find((team) => team.abbr === 'LA')?.division).toBe('NFC West');
    expect(NFL_TEAMS.find((team) => team.abbr === 'LAC')?.division).toBe('AFC West');
    expect(normalizeTeamAbbr('jac')).toBe('JAX');
    expect(normalizeTeamAbbr('HOU')).toBe('HOU');
  });
});
