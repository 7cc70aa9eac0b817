import { createHash } from 'node:crypto';
import type { WeekSlug } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { createLeagueTimeline, type LeagueWeekUpdate } from './league-timeline.js';

const END_OF_2018_SEASON = Date.parse('2019-02-20T12:00:00Z');

// Each case plays a whole season: 2–4 s alone, several times that beside the other test projects on 2 cores.
describe('createLeagueTimeline', { timeout: 60_000 }, () => {
  let season2018: LeagueWeekUpdate[] = [];

  it('plays a whole season week by week: preseason, 256 regular-season games, a 12-team postseason', () => {
    const started = performance.now();
    const timeline = createLeagueTimeline({ seed: 'timeline-test', firstSeason: 2018 });
    season2018 = timeline.advanceTo(END_OF_2018_SEASON);
    console.log(`2018 season simulated in ${Math.round(performance.now() - started)} ms`);
    const games = season2018.flatMap((update) => update.games);
    const count = (seasonType: string) =>
      games.filter((game) => game.schedule.seasonType === seasonType).length;
    expect(count('PRE')).toBe(1 + 4 * 16);
    expect(count('REG')).toBe(256);
    expect(count('POST')).toBe(4 + 4 + 2 + 1);
    expect(season2018.map((update) => update.calendarWeek.weekSlug).at(-1)).toBe('SB');
    // Nothing more until the next season's first week begins.
    expect(timeline.advanceTo(END_OF_2018_SEASON + 86_400_000)).toEqual([]);
  });

  it('seeds the postseason from the final standings and plays each round between the previous winners', () => {
    const weeks = new Map(season2018.map((update) => [update.calendarWeek.weekSlug, update]));
    const finalStandings = weeks.get('WEEK_17')?.standings ?? [];
    const seeded = new Set(
      finalStandings.filter((row) => row.conferenceSeed !== null).map((row) => row.teamId),
    );
    expect(seeded.size).toBe(12);
    const wildCard = weeks.get('WC')?.games ?? [];
    for (const game of wildCard) {
      expect(seeded.has(game.schedule.homeTeamId) && seeded.has(game.schedule.visitorTeamId)).toBe(true);
      expect((game.homeSeed ?? 0) < (game.visitorSeed ?? 0)).toBe(true);
    }
    const winnersOf = (slug: WeekSlug) =>
      new Set(
        (weeks.get(slug)?.games ?? []).map((game) =>
          game.homeScore > game.visitorScore ? game.schedule.homeTeamId : game.schedule.visitorTeamId,
        ),
      );
    const conference = weeks.get('CONF')?.games ?? [];
    const divisionalWinners = winnersOf('DIV');
    for (const game of conference) {
      expect(divisionalWinners.has(game.schedule.homeTeamId)).toBe(true);
      expect(divisionalWinners.has(game.schedule.visitorTeamId)).toBe(true);
    }
    const [superBowl] = weeks.get('SB')?.games ?? [];
    expect(superBowl?.schedule.isNeutralSite).toBe(true);
    for (const game of [...wildCard, ...conference, superBowl])
      expect(game?.homeScore).not.toBe(game?.visitorScore);
  });

  it('gives every game plays whose points add up to its final score', () => {
    for (const game of season2018.flatMap((update) => update.games)) {
      const points = (teamId: string) =>
        game.plays
          .filter((play) => play.scoringTeamId === teamId)
          .reduce((sum, play) => sum + play.points, 0);
      expect(points(game.schedule.homeTeamId)).toBe(game.homeScore);
      expect(points(game.schedule.visitorTeamId)).toBe(game.visitorScore);
    }
  });

  it('is deterministic for a seed', () => {
    const again = createLeagueTimeline({ seed: 'timeline-test', firstSeason: 2018 }).advanceTo(
      Date.parse('2018-09-12T12:00:00Z'),
    );
    const firstWeeks = season2018.slice(0, again.length);
    expect(
      again.map((update) =>
        update.games.map((game) => [game.schedule.gameId, game.homeScore, game.visitorScore]),
      ),
    ).toEqual(
      firstWeeks.map((update) =>
        update.games.map((game) => [game.schedule.gameId, game.homeScore, game.visitorScore]),
      ),
    );
  });
});

describe('standings during the season', { timeout: 60_000 }, () => {
  it('clinches and eliminates only what the remaining schedule settles', () => {
    const updates = createLeagueTimeline({ seed: 'timeline-test', firstSeason: 2018 }).advanceTo(
      Date.parse('2018-12-31T12:00:00Z'),
    );
    const standingsAfter = (slug: string) =>
      updates.find((update) => update.calendarWeek.weekSlug === slug)?.standings ?? [];
    // After week 1 nothing can be settled; after the last week every club is settled.
    for (const row of standingsAfter('WEEK_1')) {
      expect(Object.values(row.clinched).some(Boolean), row.teamId).toBe(false);
    }
    const final = standingsAfter('WEEK_17');
    expect(final.filter((row) => row.clinched.eliminated)).toHaveLength(20);
    expect(final.filter((row) => row.clinched.playoff)).toHaveLength(12);
    // By week 14 some clubs are out, but not all twenty.
    const week14 = standingsAfter('WEEK_14').filter((row) => row.clinched.eliminated).length;
    expect(week14).toBeGreaterThan(0);
    expect(week14).toBeLessThan(20);
  });
});

describe('determinism', { timeout: 60_000 }, () => {
  /** A content hash of everything the league says in its first weeks: games, plays, rosters, moves, players. */
  const hashLeague = (seed: string): string => {
    const updates = createLeagueTimeline({ seed, firstSeason: 2024 }).advanceTo(
      Date.parse('2024-08-20T12:00:00Z'),
    );
    const hash = createHash('sha256');
    for (const update of updates) hash.update(JSON.stringify(update));
    return hash.digest('hex');
  };

  it('gives the same content hash for the same seed, and another for another seed', () => {
    const first = hashLeague('hash-seed');
    expect(hashLeague('hash-seed')).toBe(first);
    expect(hashLeague('other-seed')).not.toBe(first);
  });
});
