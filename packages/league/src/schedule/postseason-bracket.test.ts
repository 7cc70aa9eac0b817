import type { TeamId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random/index.js';
import { createPostseasonGames } from './create-postseason-games.js';
import {
  createConferenceMatchups,
  createDivisionalMatchups,
  createSuperBowlMatchup,
  createWildCardMatchups,
  getSuperBowlHomeConference,
  type ConferenceSeeds,
  type PostseasonMatchup,
} from './postseason-bracket.js';
import { requireFranchise } from './league-alignment.js';
import { teamByAbbr } from '../testing/schedule.js';

const ids = (...abbrs: string[]): TeamId[] => abbrs.map((abbr) => teamByAbbr(abbr).teamId);
const abbrOf = (teamId: TeamId): string => requireFranchise(teamId).abbr;
const describeGames = (matchups: readonly PostseasonMatchup[]) =>
  matchups.map(
    (game) => `${abbrOf(game.visitorTeamId)}@${abbrOf(game.homeTeamId)} ${game.visitorSeed}v${game.homeSeed}`,
  );

const SEVEN: ConferenceSeeds = {
  AFC: ids('BAL', 'BUF', 'KC', 'HOU', 'CLE', 'MIA', 'PIT'),
  NFC: ids('SF', 'DAL', 'DET', 'TB', 'PHI', 'LA', 'GB'),
};
const SIX: ConferenceSeeds = {
  AFC: ids('BAL', 'BUF', 'KC', 'HOU', 'CLE', 'MIA'),
  NFC: ids('SF', 'DAL', 'DET', 'TB', 'PHI', 'LA'),
};

describe('postseason bracket, 7 seeds (from 2020)', () => {
  it('rests only seed 1: 2 hosts 7, 3 hosts 6, 4 hosts 5', () => {
    expect(describeGames(createWildCardMatchups(2023, SEVEN))).toEqual([
      'PIT@BUF 7v2',
      'MIA@KC 6v3',
      'CLE@HOU 5v4',
      'GB@DAL 7v2',
      'LA@DET 6v3',
      'PHI@TB 5v4',
    ]);
  });

  it('reseeds the divisional round: seed 1 hosts the lowest seed left', () => {
    expect(
      describeGames(createDivisionalMatchups(2023, SEVEN, ids('PIT', 'KC', 'CLE', 'DAL', 'DET', 'TB'))),
    ).toEqual(['PIT@BAL 7v1', 'CLE@KC 5v3', 'TB@SF 4v1', 'DET@DAL 3v2']);
    expect(
      describeGames(createDivisionalMatchups(2023, SEVEN, ids('BUF', 'KC', 'HOU', 'GB', 'LA', 'PHI'))),
    ).toEqual(['HOU@BAL 4v1', 'KC@BUF 3v2', 'GB@SF 7v1', 'LA@PHI 6v5']);
  });

  it('hosts the championship at the better seed and alternates the Super Bowl designation', () => {
    expect(describeGames(createConferenceMatchups(2023, SEVEN, ids('KC', 'HOU', 'DET', 'GB')))).toEqual([
      'HOU@KC 4v3',
      'GB@DET 7v3',
    ]);
    expect(getSuperBowlHomeConference(2018)).toBe('NFC'); // LIII: Rams home
    expect(getSuperBowlHomeConference(2019)).toBe('AFC'); // LIV: Chiefs home
    expect(getSuperBowlHomeConference(2022)).toBe('NFC'); // LVII: Eagles home
    const superBowl = createSuperBowlMatchup(2023, SEVEN, ids('KC', 'SF'));
    expect(describeGames([superBowl])).toEqual(['SF@KC 1v3']);
    expect(superBowl.conferenceAbbr).toBeNull();
    expect(describeGames([createSuperBowlMatchup(2024, SEVEN, ids('KC', 'SF'))])).toEqual(['KC@SF 3v1']);
  });

  it('rejects the wrong number of seeds or winners', () => {
    expect(() => createWildCardMatchups(2023, SIX)).toThrow(RangeError);
    expect(() => createDivisionalMatchups(2023, SEVEN, ids('KC'))).toThrow(RangeError);
    expect(() => createSuperBowlMatchup(2023, SEVEN, ids('KC', 'BAL'))).toThrow(RangeError);
  });
});

describe('postseason bracket, 6 seeds (up to 2019)', () => {
  it('rests seeds 1 and 2: 3 hosts 6, 4 hosts 5', () => {
    expect(describeGames(createWildCardMatchups(2019, SIX))).toEqual([
      'MIA@KC 6v3',
      'CLE@HOU 5v4',
      'LA@DET 6v3',
      'PHI@TB 5v4',
    ]);
  });

  it('reseeds: seed 1 hosts the lowest winner, seed 2 the other', () => {
    expect(describeGames(createDivisionalMatchups(2019, SIX, ids('MIA', 'HOU', 'DET', 'PHI')))).toEqual([
      'MIA@BAL 6v1',
      'HOU@BUF 4v2',
      'PHI@SF 5v1',
      'DET@DAL 3v2',
    ]);
  });
});

describe('createPostseasonGames', () => {
  const random = createRandom('post').fork('postseason');

  it('dates the 2023 Wild Card round Saturday to Monday in its slots', () => {
    const games = createPostseasonGames({
      season: 2023,
      matchups: createWildCardMatchups(2023, SEVEN),
      random,
    });
    expect(games).toHaveLength(6);
    expect(games.map((game) => `${game.gameDate} ${game.gameTimeEastern}`)).toEqual([
      '2024-01-13 16:30:00',
      '2024-01-13 20:15:00',
      '2024-01-14 13:00:00',
      '2024-01-14 16:30:00',
      '2024-01-14 20:15:00',
      '2024-01-15 20:15:00',
    ]);
    expect(games.map((game) => String(game.gameId))).toEqual([
      '2024011300',
      '2024011301',
      '2024011400',
      '2024011401',
      '2024011402',
      '2024011500',
    ]);
    expect(
      games.every((game) => game.seasonType === 'POST' && game.week === 1 && game.weekSlug === 'WC'),
    ).toBe(true);
  });

  it('plays the 2019 Wild Card round on Saturday and Sunday only, four games', () => {
    const games = createPostseasonGames({
      season: 2019,
      matchups: createWildCardMatchups(2019, SIX),
      random,
    });
    expect(games.map((game) => game.dateDayShort)).toEqual(['SAT', 'SAT', 'SUN', 'SUN']);
    expect(games[0]?.gameDate).toBe('2020-01-04');
  });

  it('plays the championships at 3:00 and 6:30 pm and the Super Bowl at 6:30 pm ET at a neutral site', () => {
    const conference = createPostseasonGames({
      season: 2024,
      matchups: createConferenceMatchups(2024, SEVEN, ids('KC', 'HOU', 'DET', 'GB')),
      random,
    });
    expect(conference.map((game) => [game.gameDate, game.gameTimeEastern, game.week])).toEqual([
      ['2025-01-26', '15:00:00', 3],
      ['2025-01-26', '18:30:00', 3],
    ]);
    const [superBowl] = createPostseasonGames({
      season: 2024,
      matchups: [createSuperBowlMatchup(2024, SEVEN, ids('KC', 'PHI'))],
      random,
    });
    expect(superBowl).toMatchObject({
      gameDate: '2025-02-09',
      gameTimeEastern: '18:30:00',
      isoTime: '2025-02-09T23:30:00.000Z',
      isNeutralSite: true,
      week: 4,
      weekSlug: 'SB',
      gameId: 2025020900,
      dateDayMonth: 'FEB 9',
    });
  });
});
