import type { TeamId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { FRANCHISES } from '../franchises/index.js';
import { createRandom } from '../random/index.js';
import { BYE_WEEK_FIRST, BYE_WEEK_LAST } from './bye-weeks.js';
import { createRegularSeasonMatchups } from './create-regular-season-matchups.js';
import { createRegularSeasonSchedule } from './create-regular-season-schedule.js';
import type { ScheduledGame } from './create-scheduled-games.js';
import { createRandomDivisionRanks } from './division-ranks.js';
import { toIsoTimeFromEastern } from './eastern-time.js';
import { isWesternTeam } from './league-alignment.js';
import { findCalendarWeek, getSeasonCalendar } from './season-calendar.js';
import { teamByAbbr } from '../testing/schedule.js';

const SEASONS = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];

const build = (seed: string, season: number) => {
  const random = createRandom(seed).fork(`schedule/${season}`);
  const previousDivisionRanks = createRandomDivisionRanks(random.fork('ranks'));
  return {
    previousDivisionRanks,
    games: createRegularSeasonSchedule({ season, previousDivisionRanks, random }),
  };
};

const pairKey = (game: { homeTeamId: TeamId; visitorTeamId: TeamId }) =>
  `${game.homeTeamId}>${game.visitorTeamId}`;

describe('createRegularSeasonSchedule', () => {
  describe.each(SEASONS)('season %i', (season) => {
    const { games, previousDivisionRanks } = build('all22-test', season);
    const weekCount = season >= 2021 ? 18 : 17;
    const calendar = getSeasonCalendar(season);

    it('schedules exactly the formula matchups, 16 (17 from 2021) per team', () => {
      expect(games).toHaveLength(season >= 2021 ? 272 : 256);
      const expected = createRegularSeasonMatchups({ season, previousDivisionRanks }).map(pairKey).sort();
      expect(games.map(pairKey).sort()).toEqual(expected);
    });

    it('gives every team one game a week and exactly one bye, in weeks 5–14', () => {
      for (const team of FRANCHISES) {
        const weeks = games
          .filter((game) => game.homeTeamId === team.teamId || game.visitorTeamId === team.teamId)
          .map((game) => game.week);
        expect(new Set(weeks).size).toBe(weeks.length);
        const byes = Array.from({ length: weekCount }, (_, index) => index + 1).filter(
          (week) => !weeks.includes(week),
        );
        expect(byes).toHaveLength(1);
        expect(byes[0]).toBeGreaterThanOrEqual(BYE_WEEK_FIRST);
        expect(byes[0]).toBeLessThanOrEqual(BYE_WEEK_LAST);
      }
    });

    it('keeps division rematches out of consecutive weeks and ends with division games only', () => {
      const weeksByPair = new Map<string, number[]>();
      for (const game of games) {
        const key = [game.homeTeamId, game.visitorTeamId].sort().join('-');
        weeksByPair.set(key, [...(weeksByPair.get(key) ?? []), game.week]);
      }
      for (const weeks of weeksByPair.values()) {
        if (weeks.length === 2) expect(Math.abs((weeks[0] ?? 0) - (weeks[1] ?? 0))).toBeGreaterThan(1);
      }
      const divisionOf = (teamId: TeamId) => FRANCHISES.find((team) => team.teamId === teamId);
      for (const game of games.filter((candidate) => candidate.week === weekCount)) {
        const home = divisionOf(game.homeTeamId);
        const visitor = divisionOf(game.visitorTeamId);
        expect(`${home?.conferenceAbbr}${home?.division}`).toBe(
          `${visitor?.conferenceAbbr}${visitor?.division}`,
        );
      }
    });

    it('dates every game inside its week, with a correct isoTime', () => {
      for (const game of games) {
        const week = findCalendarWeek(calendar, game.weekSlug);
        expect(game.seasonType).toBe('REG');
        expect(game.week).toBe(week.week);
        expect(game.gameDate >= week.startDate && game.gameDate <= week.endDate).toBe(true);
        expect(game.isoTime).toBe(toIsoTimeFromEastern(game.gameDate, game.gameTimeEastern));
      }
    });

    it('opens on the Thursday after Labor Day and plays Thanksgiving in Detroit, Dallas and one more', () => {
      const opener = games.filter((game) => game.week === 1 && game.dateDayShort === 'THU');
      expect(opener).toHaveLength(1);
      expect(opener[0]?.gameDate).toBe(calendar.kickoffDate);
      expect(opener[0]?.gameTimeEastern).toBe('20:20:00');

      const thanksgiving = games.filter((game) => game.gameDate === calendar.thanksgivingDate);
      expect(thanksgiving.map((game) => game.gameTimeEastern)).toEqual(['12:30:00', '16:30:00', '20:20:00']);
      expect(thanksgiving[0]?.homeTeamId).toBe(teamByAbbr('DET').teamId);
      expect(thanksgiving[1]?.homeTeamId).toBe(teamByAbbr('DAL').teamId);
    });

    it('uses the real kickoff pattern: TNF, Sunday early/late/night, MNF, never a western host at 1:00 pm', () => {
      for (let week = 1; week <= weekCount; week += 1) {
        const inWeek = games.filter((game) => game.week === week);
        const count = (day: string, time?: string) =>
          inWeek.filter((game) => game.dateDayShort === day && (!time || game.gameTimeEastern === time))
            .length;
        expect(count('SUN', '20:20:00')).toBe(1);
        expect(count('MON', '20:15:00')).toBe(week === weekCount ? 0 : 1);
        if (week !== weekCount && week !== calendar.thanksgivingWeek) expect(count('THU')).toBe(1);
        expect(count('SUN', '16:05:00') + count('SUN', '16:25:00')).toBeGreaterThanOrEqual(2);
        expect(count('SUN', '13:00:00')).toBeGreaterThanOrEqual(3);
        expect(
          inWeek.every((game) => game.gameTimeEastern !== '13:00:00' || !isWesternTeam(game.homeTeamId)),
        ).toBe(true);
      }
    });

    it('numbers games YYYYMMDDNN in kickoff order within each day, with unique smart and Elias ids', () => {
      const byDate = new Map<string, ScheduledGame[]>();
      for (const game of games) byDate.set(game.gameDate, [...(byDate.get(game.gameDate) ?? []), game]);
      for (const [date, sameDay] of byDate) {
        const sorted = [...sameDay].sort((a, b) => a.gameId - b.gameId);
        sorted.forEach((game, index) => {
          expect(String(game.gameId)).toBe(`${date.replaceAll('-', '')}${String(index).padStart(2, '0')}`);
          const next = sorted[index + 1];
          if (next) expect(game.isoTime <= next.isoTime).toBe(true);
        });
      }
      expect(new Set(games.map((game) => game.smartId)).size).toBe(games.length);
      expect(new Set(games.map((game) => game.eliasId)).size).toBe(games.length);
      expect(games[0]?.smartId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    });
  });

  it('is deterministic: the same seed gives the identical schedule, another seed a different one', () => {
    const first = build('determinism', 2024).games;
    expect(build('determinism', 2024).games).toEqual(first);
    const other = build('determinism-2', 2024).games;
    expect(other.map((game) => `${game.gameId}:${pairKey(game)}`)).not.toEqual(
      first.map((game) => `${game.gameId}:${pairKey(game)}`),
    );
    expect(other[0]?.smartId).not.toBe(first[0]?.smartId);
  });

  it('meets every rule for many seeds (bye range, one game a week, Thanksgiving hosts)', () => {
    for (let index = 0; index < 12; index += 1) {
      const season = 2018 + (index % 9);
      const { games } = build(`sweep-${index}`, season);
      const weekCount = season >= 2021 ? 18 : 17;
      for (const team of FRANCHISES) {
        const weeks = new Set(
          games
            .filter((game) => game.homeTeamId === team.teamId || game.visitorTeamId === team.teamId)
            .map((game) => game.week),
        );
        expect(weeks.size).toBe(weekCount - 1);
        const bye =
          Array.from({ length: weekCount }, (_, week) => week + 1).find((week) => !weeks.has(week)) ?? 0;
        expect(bye >= BYE_WEEK_FIRST && bye <= BYE_WEEK_LAST).toBe(true);
      }
      const thanksgiving = games.filter(
        (game) => game.gameDate === getSeasonCalendar(season).thanksgivingDate,
      );
      expect(thanksgiving.slice(0, 2).map((game) => game.homeTeamId)).toEqual([
        teamByAbbr('DET').teamId,
        teamByAbbr('DAL').teamId,
      ]);
    }
  });

  it('puts a 1:00 pm ET October game at 17:00Z and a late-November one at 18:00Z', () => {
    const { games } = build('dst', 2024);
    const october = games.find(
      (game) => game.gameDate.startsWith('2024-10') && game.gameTimeEastern === '13:00:00',
    );
    const november = games.find(
      (game) => game.gameDate >= '2024-11-20' && game.gameTimeEastern === '13:00:00',
    );
    expect(october?.isoTime).toBe(`${october?.gameDate}T17:00:00.000Z`);
    expect(november?.isoTime).toBe(`${november?.gameDate}T18:00:00.000Z`);
  });
});
