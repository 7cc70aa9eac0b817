import type { TeamId } from '@all22/domain';
import type { Random } from '../random/index.js';
import type { KickoffSlot, Pairing } from './dated-game.js';
import { getGameDayDate, type CalendarWeek } from './season-calendar.js';
import { isWesternTeam } from './league-alignment.js';
import { FIRST_SEVENTEEN_GAME_SEASON } from './season-format.js';

/** Mountain and Pacific hosts never take the 1:00 pm ET window (10:00 am at home). */
const isWesternHost = (pairing: Pairing): boolean => isWesternTeam(pairing.homeTeamId);

export const REGULAR_SEASON_SLOTS = {
  kickoffThursday: { day: 'THU', time: '20:20:00' },
  thursdayNight: { day: 'THU', time: '20:15:00' },
  thanksgivingEarly: { day: 'THU', time: '12:30:00' },
  thanksgivingLate: { day: 'THU', time: '16:30:00' },
  thanksgivingNight: { day: 'THU', time: '20:20:00' },
  saturdayLate: { day: 'SAT', time: '16:30:00' },
  saturdayNight: { day: 'SAT', time: '20:15:00' },
  sundayEarly: { day: 'SUN', time: '13:00:00' },
  sundayLateSingle: { day: 'SUN', time: '16:05:00' },
  sundayLateDouble: { day: 'SUN', time: '16:25:00' },
  sundayNight: { day: 'SUN', time: '20:20:00' },
  mondayNight: { day: 'MON', time: '20:15:00' },
} as const satisfies Record<string, KickoffSlot>;

export interface RegularWeekSlotsInput<T extends Pairing> {
  season: number;
  calendarWeek: CalendarWeek;
  games: readonly T[];
  isThanksgivingWeek: boolean;
  isFinalWeek: boolean;
  /** Detroit's and Dallas's team ids: they host the first two Thanksgiving games. */
  thanksgivingHostIds: readonly [TeamId, TeamId];
  random: Random;
}

/**
 * Kickoff slots of one regular-season week, in Eastern time, on the real pattern:
 *
 * - Thursday night 8:15 pm, except week 1's kickoff game at 8:20 pm, Thanksgiving week's three
 *   Thursday games (12:30 pm Detroit home, 4:30 pm Dallas home, 8:20 pm) and the final week
 *   (no Thursday or Monday game);
 * - Saturday 4:30 and 8:15 pm once the college season is over (Saturdays from December 14) and
 *   in the final week from 2021;
 * - Sunday 1:00 pm for most games, the late window (4:05 pm for one or two games, 4:25 pm for the
 *   rest) for every Mountain- or Pacific-hosted game plus a few others, Sunday night 8:20 pm;
 * - Monday night 8:15 pm.
 *
 * Prime-time games are drawn at random. Returns one slot per game, in the input order.
 */
export function assignRegularWeekSlots<T extends Pairing>({
  season,
  calendarWeek,
  games,
  isThanksgivingWeek,
  isFinalWeek,
  thanksgivingHostIds,
  random,
}: RegularWeekSlotsInput<T>): { game: T; slot: KickoffSlot }[] {
  const assigned = new Map<T, KickoffSlot>();
  let open = random.shuffle(games);
  const take = (slot: KickoffSlot, prefer?: (game: T) => boolean): void => {
    const chosen = (prefer && open.find(prefer)) ?? open[0];
    if (!chosen) return;
    assigned.set(chosen, slot);
    open = open.filter((game) => game !== chosen);
  };

  if (isThanksgivingWeek) {
    take(REGULAR_SEASON_SLOTS.thanksgivingEarly, (game) => game.homeTeamId === thanksgivingHostIds[0]);
    take(REGULAR_SEASON_SLOTS.thanksgivingLate, (game) => game.homeTeamId === thanksgivingHostIds[1]);
    take(REGULAR_SEASON_SLOTS.thanksgivingNight);
  } else if (calendarWeek.week === 1) {
    take(REGULAR_SEASON_SLOTS.kickoffThursday);
  } else if (!isFinalWeek) {
    take(REGULAR_SEASON_SLOTS.thursdayNight);
  }
  const saturday = getGameDayDate(calendarWeek, 'SAT');
  const hasSaturdayGames =
    (!isFinalWeek && saturday.slice(5, 7) === '12' && Number(saturday.slice(8)) >= 14) ||
    (isFinalWeek && season >= FIRST_SEVENTEEN_GAME_SEASON);
  if (hasSaturdayGames) {
    take(REGULAR_SEASON_SLOTS.saturdayLate);
    take(REGULAR_SEASON_SLOTS.saturdayNight);
  }
  take(REGULAR_SEASON_SLOTS.sundayNight);
  if (!isFinalWeek) take(REGULAR_SEASON_SLOTS.mondayNight);

  const western = open.filter(isWesternHost);
  const eastern = open.filter((game) => !isWesternHost(game));
  // Roughly the real split: 3–5 late games, never fewer than the western hosts need.
  const lateTarget = Math.min(open.length, Math.max(western.length, random.int(3, 5)));
  const late = random.shuffle([...western, ...eastern.slice(0, Math.max(0, lateTarget - western.length))]);
  const singleWindowCount = late.length >= 4 ? 2 : Math.min(1, late.length);
  late.forEach((game, index) =>
    assigned.set(
      game,
      index < singleWindowCount
        ? REGULAR_SEASON_SLOTS.sundayLateSingle
        : REGULAR_SEASON_SLOTS.sundayLateDouble,
    ),
  );
  for (const game of open) if (!assigned.has(game)) assigned.set(game, REGULAR_SEASON_SLOTS.sundayEarly);

  return games.map((game) => ({ game, slot: assigned.get(game) ?? REGULAR_SEASON_SLOTS.sundayEarly }));
}
