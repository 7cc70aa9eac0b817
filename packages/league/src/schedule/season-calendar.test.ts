import { describe, expect, it } from 'vitest';
import { addDays, getWeekday } from './iso-date.js';
import { findCalendarWeek, getGameDayDate, getSeasonCalendar } from './season-calendar.js';

describe('getSeasonCalendar', () => {
  it.each([
    [2018, '2018-09-06'],
    [2019, '2019-09-05'],
    [2020, '2020-09-10'],
    [2021, '2021-09-09'],
    [2022, '2022-09-08'],
    [2023, '2023-09-07'],
    [2024, '2024-09-05'],
    [2025, '2025-09-04'],
    [2026, '2026-09-10'],
  ])('opens season %i on the real week 1 Thursday %s', (season, kickoff) => {
    const calendar = getSeasonCalendar(season);
    expect(calendar.kickoffDate).toBe(kickoff);
    expect(getGameDayDate(findCalendarWeek(calendar, 'WEEK_1'), 'THU')).toBe(kickoff);
  });

  it.each([
    [2018, '2019-02-03'],
    [2019, '2020-02-02'],
    [2020, '2021-02-07'],
    [2021, '2022-02-13'],
    [2022, '2023-02-12'],
    [2023, '2024-02-11'],
    [2024, '2025-02-09'],
    [2025, '2026-02-08'],
  ])('plays the %i Super Bowl on %s', (season, date) => {
    const calendar = getSeasonCalendar(season);
    expect(calendar.superBowlDate).toBe(date);
    expect(getGameDayDate(findCalendarWeek(calendar, 'SB'), 'SUN')).toBe(date);
  });

  it.each([
    [2018, '2018-08-02'],
    [2019, '2019-08-01'],
    [2021, '2021-08-05'],
    [2022, '2022-08-04'],
    [2023, '2023-08-03'],
    [2024, '2024-08-01'],
    [2025, '2025-07-31'],
  ])('plays the %i Hall of Fame game on the real date %s', (season, date) => {
    expect(getGameDayDate(findCalendarWeek(getSeasonCalendar(season), 'HOF'), 'THU')).toBe(date);
  });

  it('has P1–P4 and 17 REG weeks up to 2020, P1–P3 and 18 from 2021', () => {
    const slugs = (season: number) => getSeasonCalendar(season).weeks.map((week) => week.weekSlug);
    expect(slugs(2020)).toEqual([
      'HOF',
      'P1',
      'P2',
      'P3',
      'P4',
      ...Array.from({ length: 17 }, (_, index) => `WEEK_${index + 1}`),
      'WC',
      'DIV',
      'CONF',
      'SB',
    ]);
    expect(slugs(2021)).toEqual([
      'HOF',
      'P1',
      'P2',
      'P3',
      ...Array.from({ length: 18 }, (_, index) => `WEEK_${index + 1}`),
      'WC',
      'DIV',
      'CONF',
      'SB',
    ]);
  });

  it('ends the last preseason weekend 11 days before week 1, and plays P4 on the Thursday before up to 2020', () => {
    const c2023 = getSeasonCalendar(2023);
    expect(getGameDayDate(findCalendarWeek(c2023, 'P3'), 'SUN')).toBe('2023-08-27');
    const c2019 = getSeasonCalendar(2019);
    expect(getGameDayDate(findCalendarWeek(c2019, 'P3'), 'SUN')).toBe('2019-08-25');
    expect(getGameDayDate(findCalendarWeek(c2019, 'P4'), 'THU')).toBe('2019-08-29');
  });

  it('numbers postseason weeks 1–4 with league weeks 19, 20, 21, 23 and leaves week 22 to the Pro Bowl', () => {
    const calendar = getSeasonCalendar(2024);
    const post = calendar.weeks.filter((week) => week.seasonType === 'POST');
    expect(post.map((week) => [week.weekSlug, week.week, week.leagueWeek])).toEqual([
      ['WC', 1, 19],
      ['DIV', 2, 20],
      ['CONF', 3, 21],
      ['SB', 4, 23],
    ]);
    expect(calendar.proBowlWeek).toEqual({ leagueWeek: 22, startDate: '2025-01-28', endDate: '2025-02-03' });
    expect(findCalendarWeek(calendar, 'SB').text).toBe('Super Bowl LIX');
    expect(findCalendarWeek(calendar, 'SB').seasonTypeWeek).toBe('POST-4');
    expect(findCalendarWeek(calendar, 'HOF')).toMatchObject({
      seasonType: 'PRE',
      week: 0,
      weekType: 'HOF',
      text: 'Hall of Fame',
    });
  });

  it('dates the 2023 playoffs as played: WC Jan 13–15, DIV Jan 20–21, CONF Jan 28', () => {
    const calendar = getSeasonCalendar(2023);
    const wildCard = findCalendarWeek(calendar, 'WC');
    expect([getGameDayDate(wildCard, 'SAT'), getGameDayDate(wildCard, 'MON')]).toEqual([
      '2024-01-13',
      '2024-01-15',
    ]);
    expect(getGameDayDate(findCalendarWeek(calendar, 'DIV'), 'SAT')).toBe('2024-01-20');
    expect(getGameDayDate(findCalendarWeek(calendar, 'CONF'), 'SUN')).toBe('2024-01-28');
  });

  it('uses Tuesday-to-Monday windows that follow each other without gaps, except the Pro Bowl week', () => {
    for (const season of [2019, 2024]) {
      const calendar = getSeasonCalendar(season);
      calendar.weeks.forEach((week, index) => {
        expect(getWeekday(week.startDate)).toBe(2);
        expect(getWeekday(week.endDate)).toBe(1);
        const previous = calendar.weeks[index - 1];
        if (!previous) return;
        const expectedStart =
          week.weekSlug === 'SB' ? addDays(calendar.proBowlWeek.endDate, 1) : addDays(previous.endDate, 1);
        expect(week.startDate).toBe(expectedStart);
      });
    }
  });

  it('finds Thanksgiving and its week', () => {
    expect(getSeasonCalendar(2024)).toMatchObject({ thanksgivingDate: '2024-11-28', thanksgivingWeek: 13 });
    expect(getSeasonCalendar(2023)).toMatchObject({ thanksgivingDate: '2023-11-23', thanksgivingWeek: 12 });
    expect(() => findCalendarWeek(getSeasonCalendar(2024), 'P4')).toThrow(RangeError);
  });
});
