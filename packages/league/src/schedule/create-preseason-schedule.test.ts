import { describe, expect, it } from 'vitest';
import { FRANCHISES } from '../franchises/index.js';
import { createRandom } from '../random/index.js';
import { createPreseasonSchedule } from './create-preseason-schedule.js';
import { requireFranchise } from './league-alignment.js';
import { findCalendarWeek, getGameDayDate, getSeasonCalendar } from './season-calendar.js';

describe('createPreseasonSchedule', () => {
  it.each([
    [2019, ['P1', 'P2', 'P3', 'P4']],
    [2024, ['P1', 'P2', 'P3']],
  ])('plays the Hall of Fame game and one game per team in each preseason week of %i', (season, slugs) => {
    const games = createPreseasonSchedule({
      season,
      random: createRandom('pre').fork(`preseason/${season}`),
    });
    const calendar = getSeasonCalendar(season);

    const hof = games.filter((game) => game.weekSlug === 'HOF');
    expect(hof).toHaveLength(1);
    expect(hof[0]).toMatchObject({
      seasonType: 'PRE',
      week: 0,
      gameTimeEastern: '20:00:00',
      dateDayShort: 'THU',
    });
    expect(hof[0]?.gameDate).toBe(getGameDayDate(findCalendarWeek(calendar, 'HOF'), 'THU'));
    const [hofGame] = hof;
    if (!hofGame) throw new Error('no HOF game');
    const hofConferences = [hofGame.homeTeamId, hofGame.visitorTeamId].map(
      (id) => requireFranchise(id).conferenceAbbr,
    );
    expect(new Set(hofConferences)).toEqual(new Set(['AFC', 'NFC']));

    expect(games).toHaveLength(1 + 16 * slugs.length);
    const pairs = new Set<string>();
    for (const slug of slugs) {
      const week = findCalendarWeek(calendar, slug as 'P1');
      const inWeek = games.filter((game) => game.weekSlug === slug);
      expect(inWeek).toHaveLength(16);
      const teams = inWeek.flatMap((game) => [game.homeTeamId, game.visitorTeamId]);
      expect(new Set(teams)).toEqual(new Set(FRANCHISES.map((team) => team.teamId)));
      for (const game of inWeek) {
        expect(game.week).toBe(week.week);
        expect(game.gameDate >= week.startDate && game.gameDate <= week.endDate).toBe(true);
        pairs.add([game.homeTeamId, game.visitorTeamId].sort().join('-'));
      }
      if (slug === 'P4') expect(inWeek.every((game) => game.dateDayShort === 'THU')).toBe(true);
    }
    // No pairing repeats within the preseason.
    expect(pairs.size).toBe(16 * slugs.length);
    // Home games spread evenly: every team hosts about half its preseason games (the HOF game included).
    for (const team of FRANCHISES) {
      const played = games.filter(
        (game) => game.homeTeamId === team.teamId || game.visitorTeamId === team.teamId,
      );
      const hosted = played.filter((game) => game.homeTeamId === team.teamId).length;
      expect(Math.abs(2 * hosted - played.length)).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic for a seed', () => {
    const make = (seed: string) => createPreseasonSchedule({ season: 2023, random: createRandom(seed) });
    expect(make('a')).toEqual(make('a'));
    expect(make('a').map((game) => game.homeTeamId)).not.toEqual(make('b').map((game) => game.homeTeamId));
  });
});
