import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute-standings.js';
import { NFL_TEAMS } from './nfl-teams.js';
import { playConferenceRoundRobins, playGame } from '../testing/standings.js';
import type { TeamStanding } from './types.js';

// Strongest first; the earlier club always wins. Division winners: KC, BUF, BAL, HOU / SF, PHI, DET, NO.
const AFC = [
  'KC',
  'BUF',
  'BAL',
  'HOU',
  'PIT',
  'MIA',
  'LAC',
  'CIN',
  'JAX',
  'IND',
  'DEN',
  'CLE',
  'NYJ',
  'TEN',
  'LV',
  'NE',
];
const NFC = [
  'SF',
  'PHI',
  'DET',
  'DAL',
  'NO',
  'LA',
  'GB',
  'SEA',
  'TB',
  'MIN',
  'ATL',
  'CHI',
  'NYG',
  'ARI',
  'WAS',
  'CAR',
];

const seedsOf = (rows: readonly TeamStanding[], conference: string) =>
  rows
    .filter((row) => row.conferenceAbbr === conference && row.conferenceSeed !== null)
    .sort((a, b) => (a.conferenceSeed ?? 0) - (b.conferenceSeed ?? 0))
    .map((row) => row.teamId);
const rowOf = (rows: readonly TeamStanding[], teamId: string) => rows.find((row) => row.teamId === teamId);

describe('computeStandings — seeding', () => {
  it('seeds six clubs per conference up to 2019', () => {
    const rows = computeStandings(NFL_TEAMS, playConferenceRoundRobins([AFC, NFC], 2019), { season: 2019 });
    expect(seedsOf(rows, 'AFC')).toEqual(['KC', 'BUF', 'BAL', 'HOU', 'PIT', 'MIA']);
    expect(seedsOf(rows, 'NFC')).toEqual(['SF', 'PHI', 'DET', 'NO', 'DAL', 'LA']);
    expect(rowOf(rows, 'LAC')).toMatchObject({ conferenceSeed: null, conference: { rank: 7 } });
  });

  it('seeds seven clubs per conference from 2020, division winners first', () => {
    const rows = computeStandings(NFL_TEAMS, playConferenceRoundRobins([AFC, NFC], 2020), { season: 2020 });
    expect(seedsOf(rows, 'AFC')).toEqual(['KC', 'BUF', 'BAL', 'HOU', 'PIT', 'MIA', 'LAC']);
    // DAL (12-3) is a wild card behind division winner NO (11-4): seeds 1–4 go to division winners.
    expect(seedsOf(rows, 'NFC')).toEqual(['SF', 'PHI', 'DET', 'NO', 'DAL', 'LA', 'GB']);
    expect(rowOf(rows, 'NO')?.explanation.conference).toBe('Seed 4: division winner, on record (11-4)');
    expect(rowOf(rows, 'DAL')?.explanation.conference).toBe('Seed 5: wild card, on record (12-3)');
    expect(rowOf(rows, 'SEA')?.explanation.conference).toBe(
      'Out of the playoffs: 8th in the NFC, on record (8-7)',
    );
  });

  it('reports records, splits, points and streaks that add up', () => {
    const rows = computeStandings(NFL_TEAMS, playConferenceRoundRobins([AFC, NFC], 2020), { season: 2020 });
    expect(rows).toHaveLength(32);
    for (const row of rows) {
      expect(row.overall.wins + row.overall.losses + row.overall.ties).toBe(row.gamesPlayed);
      expect(row.home.wins + row.road.wins).toBe(row.overall.wins);
      expect(row.division.wins + row.division.losses).toBe(3); // one meeting with each rival
      expect(row.netPoints).toBe(row.pointsFor - row.pointsAgainst);
      expect(row.division.rank).toBe(row.divisionRank);
    }
    expect(rowOf(rows, 'KC')).toMatchObject({
      winPercentage: 1,
      streak: 'W15',
      overall: { wins: 15, rank: 1 },
      pointsFor: 300,
    });
    expect(rowOf(rows, 'NE')).toMatchObject({ streak: 'L15', overall: { wins: 0, losses: 15 } });
    // Sorted by conference, division and division rank.
    expect(rows.slice(0, 4).map((row) => row.teamId)).toEqual(['BUF', 'MIA', 'NYJ', 'NE']);
  });

  it('counts a tie as half a win', () => {
    const rows = computeStandings(
      NFL_TEAMS,
      [playGame(1, 'BUF', 17, 'MIA', 17), playGame(2, 'BUF', 24, 'NE', 3)],
      { season: 2023 },
    );
    expect(rowOf(rows, 'BUF')).toMatchObject({
      overall: { wins: 1, losses: 0, ties: 1 },
      winPercentage: 0.75,
      streak: 'W1',
      divisionRank: 1,
    });
    expect(rowOf(rows, 'MIA')).toMatchObject({
      overall: { wins: 0, losses: 0, ties: 1 },
      winPercentage: 0.5,
      streak: 'T1',
    });
  });

  it('counts only final regular-season games of the season, through the requested week', () => {
    const games = [
      playGame(1, 'BUF', 10, 'MIA', 20, 2023),
      playGame(2, 'BUF', 30, 'MIA', 20, 2023),
      { ...playGame(19, 'BUF', 30, 'MIA', 20, 2023), seasonType: 'POST' },
      playGame(1, 'BUF', 30, 'MIA', 20, 2022),
    ];
    const rows = computeStandings(NFL_TEAMS, games, { season: 2023, throughWeek: 1 });
    expect(rowOf(rows, 'BUF')?.overall).toMatchObject({ wins: 0, losses: 1 });
  });
});

describe('computeStandings — clinch flags', () => {
  const seasonAfter = (weeks: number) =>
    computeStandings(NFL_TEAMS, playConferenceRoundRobins([AFC, NFC], 2020, weeks), { season: 2020 });

  it('follows the final seeds at season end', () => {
    const rows = seasonAfter(15);
    expect(rowOf(rows, 'KC')?.clinched).toEqual({
      homeField: true,
      division: true,
      wildCard: false,
      playoff: true,
      eliminated: false,
    });
    expect(rowOf(rows, 'BUF')?.clinched).toEqual({
      homeField: false,
      division: true,
      wildCard: false,
      playoff: true,
      eliminated: false,
    });
    expect(rowOf(rows, 'PIT')?.clinched).toEqual({
      homeField: false,
      division: false,
      wildCard: true,
      playoff: true,
      eliminated: false,
    });
    expect(rowOf(rows, 'CIN')?.clinched).toEqual({
      homeField: false,
      division: false,
      wildCard: false,
      playoff: false,
      eliminated: true,
    });
  });

  it('clinches a division and eliminates clubs with games left', () => {
    const rows = seasonAfter(13);
    expect(rowOf(rows, 'KC')?.gamesPlayed).toBe(13);
    expect(rowOf(rows, 'KC')?.clinched).toMatchObject({ division: true, playoff: true });
    expect(rowOf(rows, 'NE')?.clinched).toMatchObject({ eliminated: true, playoff: false });
  });

  it('never sets a flag that the final standings contradict', () => {
    const final = new Map(seasonAfter(15).map((row) => [row.teamId, row]));
    let flagsSeen = 0;
    for (let week = 0; week < 15; week += 1) {
      for (const row of seasonAfter(week)) {
        const end = final.get(row.teamId);
        const { clinched } = row;
        if (clinched.division) expect(end?.divisionRank).toBe(1);
        if (clinched.homeField) expect(end?.conferenceSeed).toBe(1);
        if (clinched.playoff) expect(end?.conferenceSeed).not.toBeNull();
        if (clinched.eliminated) expect(end?.conferenceSeed).toBeNull();
        flagsSeen += Object.values(clinched).filter(Boolean).length;
      }
    }
    expect(flagsSeen).toBeGreaterThan(50);
  });

  it('sets nothing before any game is played', () => {
    for (const row of seasonAfter(0)) expect(Object.values(row.clinched).some(Boolean)).toBe(false);
  });
});
