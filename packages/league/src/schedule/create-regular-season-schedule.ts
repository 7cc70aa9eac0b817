import type { TeamId } from '@all22/domain';
import type { Random } from '../random/index.js';
import { assignRegularSeasonWeeks, THANKSGIVING_HOST_ABBRS } from './assign-regular-season-weeks.js';
import { assignRegularWeekSlots } from './assign-regular-week-slots.js';
import { createRegularSeasonMatchups } from './create-regular-season-matchups.js';
import { createScheduledGames, type ScheduledGame } from './create-scheduled-games.js';
import type { DatedGame } from './dated-game.js';
import type { DivisionRanks } from './division-ranks.js';
import { FRANCHISES } from '../franchises/index.js';
import { getGameDayDate, getSeasonCalendar } from './season-calendar.js';

export interface RegularSeasonScheduleInput {
  season: number;
  /** Division finishes of the season before (from the standings engine; a seeded order before the first season). */
  previousDivisionRanks: DivisionRanks;
  /** This season's schedule stream, e.g. `createRandom(LEAGUE_SEED).fork('schedule/2024')`; its path seeds the smartIds. */
  random: Random;
}

const findTeamId = (abbr: string): TeamId => {
  const team = FRANCHISES.find((candidate) => candidate.abbr === abbr);
  if (!team) throw new RangeError(`No team ${abbr}`);
  return team.teamId;
};

/**
 * The regular season of `season`: the formula's matchups ({@link createRegularSeasonMatchups}),
 * put in weeks ({@link assignRegularSeasonWeeks}) and kickoff slots ({@link assignRegularWeekSlots}),
 * with ids. 256 games up to 2020, 272 from 2021, ordered by kickoff. Each step draws from its
 * own fork, so the same seed gives the same schedule.
 */
export function createRegularSeasonSchedule({
  season,
  previousDivisionRanks,
  random,
}: RegularSeasonScheduleInput): ScheduledGame[] {
  const calendar = getSeasonCalendar(season);
  const matchups = createRegularSeasonMatchups({ season, previousDivisionRanks });
  const weekly = assignRegularSeasonWeeks({ season, matchups, random: random.fork('weeks') });
  const regularWeeks = calendar.weeks.filter((week) => week.seasonType === 'REG');
  const [detroit, dallas] = THANKSGIVING_HOST_ABBRS.map(findTeamId) as [TeamId, TeamId];

  const dated: DatedGame[] = regularWeeks.flatMap((calendarWeek) =>
    assignRegularWeekSlots({
      season,
      calendarWeek,
      games: weekly.filter((game) => game.week === calendarWeek.week),
      isThanksgivingWeek: calendarWeek.week === calendar.thanksgivingWeek,
      isFinalWeek: calendarWeek.week === regularWeeks.length,
      thanksgivingHostIds: [detroit, dallas],
      random: random.fork(`slots/${calendarWeek.weekSlug}`),
    }).map(({ game, slot }) => ({
      season,
      seasonType: 'REG' as const,
      week: calendarWeek.week,
      weekSlug: calendarWeek.weekSlug,
      homeTeamId: game.homeTeamId,
      visitorTeamId: game.visitorTeamId,
      gameDate: getGameDayDate(calendarWeek, slot.day),
      gameTimeEastern: slot.time,
      isNeutralSite: false,
    })),
  );
  return createScheduledGames(dated, random.path);
}
