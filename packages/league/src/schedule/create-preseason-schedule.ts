import type { Random } from '../random/index.js';
import { createPreseasonPairings } from './create-preseason-pairings.js';
import { createScheduledGames, type ScheduledGame } from './create-scheduled-games.js';
import type { DatedGame, KickoffSlot, Pairing } from './dated-game.js';
import { isWesternTeam } from './league-alignment.js';
import { getGameDayDate, getSeasonCalendar, type CalendarWeek } from './season-calendar.js';
import { getPreseasonWeekCount } from './season-format.js';

const slot = (day: KickoffSlot['day'], time: string): KickoffSlot => ({ day, time });

/** The Hall of Fame game: Thursday 8:00 pm ET in Canton. */
export const HALL_OF_FAME_SLOT = slot('THU', '20:00:00');

/**
 * Sixteen kickoffs of a Thursday-to-Sunday preseason weekend, afternoon slots first: Thursday and
 * Friday nights, most games on Saturday, a couple on Sunday.
 */
const WEEKEND_SLOTS: readonly KickoffSlot[] = [
  slot('SAT', '13:00:00'),
  slot('SAT', '16:00:00'),
  slot('SUN', '13:00:00'),
  slot('SUN', '16:25:00'),
  slot('THU', '19:00:00'),
  slot('THU', '19:30:00'),
  slot('FRI', '19:00:00'),
  slot('FRI', '19:30:00'),
  slot('FRI', '20:00:00'),
  slot('SAT', '19:00:00'),
  slot('SAT', '19:00:00'),
  slot('SAT', '19:30:00'),
  slot('SAT', '20:00:00'),
  slot('SUN', '20:00:00'),
  slot('FRI', '22:00:00'),
  slot('SAT', '22:00:00'),
];

/** Up to 2020 the last preseason round was played on the Thursday a week before week 1. */
const THURSDAY_ROUND_SLOTS: readonly KickoffSlot[] = [
  ...Array.from({ length: 6 }, () => slot('THU', '19:00:00')),
  ...Array.from({ length: 4 }, () => slot('THU', '19:30:00')),
  ...Array.from({ length: 4 }, () => slot('THU', '20:00:00')),
  ...Array.from({ length: 2 }, () => slot('THU', '22:00:00')),
];

/**
 * Pairs a week's games with kickoff slots: western-hosted games take the latest slots (a 10 pm ET
 * kickoff is 7 pm on the Pacific coast), the others are shuffled over the rest.
 */
const assignPreseasonSlots = (games: readonly Pairing[], slots: readonly KickoffSlot[], random: Random) => {
  const western = games.filter((game) => isWesternTeam(game.homeTeamId));
  const others = random.shuffle(games.filter((game) => !western.includes(game)));
  const latestFirst = [...slots].reverse();
  const westernSlots = latestFirst.slice(0, western.length);
  const otherSlots = random.shuffle(latestFirst.slice(western.length));
  return [
    ...western.map((game, index) => ({ game, slot: westernSlots[index] ?? HALL_OF_FAME_SLOT })),
    ...others.map((game, index) => ({ game, slot: otherSlots[index] ?? HALL_OF_FAME_SLOT })),
  ];
};

const toDatedGame = (season: number, week: CalendarWeek, game: Pairing, kickoff: KickoffSlot): DatedGame => ({
  season,
  seasonType: 'PRE',
  week: week.week,
  weekSlug: week.weekSlug,
  homeTeamId: game.homeTeamId,
  visitorTeamId: game.visitorTeamId,
  gameDate: getGameDayDate(week, kickoff.day),
  gameTimeEastern: kickoff.time,
  isNeutralSite: false,
});

/**
 * The preseason of `season`: the Hall of Fame game (week 0) and one game per team in each of
 * P1–P4 (up to 2020) or P1–P3 (from 2021), on the calendar's weekends. The Hall of Fame game is
 * played in Canton, but its home team is listed as the host, as the league does.
 */
export function createPreseasonSchedule({
  season,
  random,
}: {
  season: number;
  random: Random;
}): ScheduledGame[] {
  const calendar = getSeasonCalendar(season);
  const weekCount = getPreseasonWeekCount(season);
  const { hallOfFame, weeks } = createPreseasonPairings(weekCount, random.fork('pairings'));
  const preseasonWeeks = calendar.weeks.filter((week) => week.seasonType === 'PRE');
  const [hofWeek] = preseasonWeeks;
  if (!hofWeek) throw new Error(`Season ${season} has no Hall of Fame week`);
  const dated: DatedGame[] = [toDatedGame(season, hofWeek, hallOfFame, HALL_OF_FAME_SLOT)];
  weeks.forEach((games, index) => {
    const week = preseasonWeeks[index + 1];
    if (!week) return;
    const slots = week.weekSlug === 'P4' ? THURSDAY_ROUND_SLOTS : WEEKEND_SLOTS;
    for (const { game, slot: kickoff } of assignPreseasonSlots(
      games,
      slots,
      random.fork(`slots/${week.weekSlug}`),
    )) {
      dated.push(toDatedGame(season, week, game, kickoff));
    }
  });
  return createScheduledGames(dated, random.path);
}
