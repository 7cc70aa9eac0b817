import type { Random } from '../random/index.js';
import { createScheduledGames, type ScheduledGame } from './create-scheduled-games.js';
import type { DatedGame, KickoffSlot } from './dated-game.js';
import type { PostseasonMatchup, PostseasonRound } from './postseason-bracket.js';
import { findCalendarWeek, getGameDayDate, getSeasonCalendar } from './season-calendar.js';
import { FIRST_MONDAY_WILD_CARD_SEASON } from './season-format.js';

const slot = (day: KickoffSlot['day'], time: string): KickoffSlot => ({ day, time });

/**
 * Kickoff slots of each playoff round, Eastern time, as the league used them:
 * - WC up to 2019 (4 games): Sat 4:35 and 8:15 pm, Sun 1:05 and 4:40 pm;
 * - WC 2020 (6 games, no Monday game yet): Sat and Sun 1:05, 4:40 and 8:15 pm;
 * - WC from 2021: Sat 4:30 and 8:15 pm, Sun 1:00, 4:30 and 8:15 pm, Mon 8:15 pm;
 * - DIV up to 2019: Sat 4:35 and 8:15 pm, Sun 1:05 and 4:40 pm; from 2020 Sat 4:30 and
 *   8:15 pm, Sun 3:00 and 6:30 pm;
 * - CONF: Sun 3:00 and 6:30 pm; SB: Sun 6:30 pm.
 */
export function getPostseasonSlots(season: number, round: PostseasonRound): readonly KickoffSlot[] {
  switch (round) {
    case 'WC':
      if (season >= FIRST_MONDAY_WILD_CARD_SEASON) {
        return [
          slot('SAT', '16:30:00'),
          slot('SAT', '20:15:00'),
          slot('SUN', '13:00:00'),
          slot('SUN', '16:30:00'),
          slot('SUN', '20:15:00'),
          slot('MON', '20:15:00'),
        ];
      }
      if (season === 2020) {
        return ['SAT', 'SUN'].flatMap((day) =>
          ['13:05:00', '16:40:00', '20:15:00'].map((time) => slot(day as KickoffSlot['day'], time)),
        );
      }
      return [
        slot('SAT', '16:35:00'),
        slot('SAT', '20:15:00'),
        slot('SUN', '13:05:00'),
        slot('SUN', '16:40:00'),
      ];
    case 'DIV':
      return season >= 2020
        ? [slot('SAT', '16:30:00'), slot('SAT', '20:15:00'), slot('SUN', '15:00:00'), slot('SUN', '18:30:00')]
        : [
            slot('SAT', '16:35:00'),
            slot('SAT', '20:15:00'),
            slot('SUN', '13:05:00'),
            slot('SUN', '16:40:00'),
          ];
    case 'CONF':
      return [slot('SUN', '15:00:00'), slot('SUN', '18:30:00')];
    case 'SB':
      return [slot('SUN', '18:30:00')];
  }
}

export interface PostseasonGamesInput {
  season: number;
  /** One round's matchups, from the bracket functions. */
  matchups: readonly PostseasonMatchup[];
  /** The season's postseason stream; its path seeds the smartIds. */
  random: Random;
}

/**
 * Dates one playoff round: its matchups go to the round's slots in a random order (the same for
 * the same seed), in that round's calendar week. Every matchup must be of the same round.
 */
export function createPostseasonGames({ season, matchups, random }: PostseasonGamesInput): ScheduledGame[] {
  const [first] = matchups;
  if (!first) return [];
  const round = first.round;
  if (matchups.some((matchup) => matchup.round !== round))
    throw new RangeError('Matchups of different rounds');
  const slots = getPostseasonSlots(season, round);
  if (matchups.length !== slots.length) {
    throw new RangeError(`${season} ${round} has ${slots.length} games, got ${matchups.length}`);
  }
  const week = findCalendarWeek(getSeasonCalendar(season), round);
  const order = random.fork(`slots/${round}`).shuffle(matchups);
  const dated: DatedGame[] = order.map((matchup, index) => {
    const kickoff = slots[index] ?? slot('SUN', '13:00:00');
    return {
      season,
      seasonType: 'POST',
      week: week.week,
      weekSlug: week.weekSlug,
      homeTeamId: matchup.homeTeamId,
      visitorTeamId: matchup.visitorTeamId,
      gameDate: getGameDayDate(week, kickoff.day),
      gameTimeEastern: kickoff.time,
      isNeutralSite: round === 'SB',
    };
  });
  return createScheduledGames(dated, random.path);
}
