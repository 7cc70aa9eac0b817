/**
 * Writes what a league week announces when it begins: the season's calendar and schedule (on a
 * season's first week), the week's playoff games, betting lines, player records, roster moves,
 * weekly rosters, injury report and depth charts. Plays arrive separately, as their time comes.
 */
import {
  copyRows,
  gameOdds,
  games,
  injuries,
  players,
  seasons,
  transactions,
  upsertRows,
  teamWeekDepthCharts,
  teamWeekRosters,
  weeks,
  type SqlExecutor,
} from '@all22/db';
import { getSeasonCalendar, type LeagueWeekUpdate } from '@all22/league';
import {
  toOddsRow,
  toPlayerRow,
  toScheduledGameRow,
  toSeasonRow,
  toTeamWeekDepthChartRows,
  toTeamWeekRosterRows,
  toWeekRow,
} from './league-rows.js';

export async function writeWeekUpdate(executor: SqlExecutor, update: LeagueWeekUpdate): Promise<void> {
  const { calendarWeek } = update;
  if (update.seasonSchedule) {
    const calendar = getSeasonCalendar(calendarWeek.season);
    await upsertRows(executor, seasons, [toSeasonRow(calendar)], ['season']);
    await upsertRows(executor, weeks, calendar.weeks.map(toWeekRow), ['season', 'seasonType', 'week']);
    await copyRows(executor, games, update.seasonSchedule.map(toScheduledGameRow));
  }
  if (calendarWeek.seasonType === 'POST') {
    await copyRows(
      executor,
      games,
      update.games.map((game) => toScheduledGameRow(game.schedule)),
    );
  }
  await copyRows(executor, gameOdds, update.games.map(toOddsRow));
  // Players first: every row below refers to them.
  await upsertRows(executor, players, update.players.map(toPlayerRow), ['nflId']);
  await copyRows(executor, transactions, [...update.offseasonTransactions, ...update.rosters.transactions]);
  await copyRows(executor, teamWeekRosters, toTeamWeekRosterRows(update.rosters.rosters));
  await copyRows(executor, injuries, update.rosters.injuries);
  await copyRows(executor, teamWeekDepthCharts, toTeamWeekDepthChartRows(update.rosters.depthCharts));
}
