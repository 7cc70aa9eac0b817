import type { SeasonType, TeamId } from '@all22/domain';
import type { GameDayRoster } from '../engine/game-day-roster.js';
import type { Random } from '../random/create-random.js';
import { addDays } from '../schedule/iso-date.js';
import { getSeasonCalendar } from '../schedule/season-calendar.js';
import { applyNewInjuries } from './apply-new-injuries.js';
import { ensureGameDayMinimums, releaseSurplusPlayer } from './balance-active-roster.js';
import { buildDepthChart, sortActiveByPosition } from './build-depth-chart.js';
import { buildGameDayRoster } from './build-game-day-roster.js';
import type {
  DepthChartRow,
  InjuryReportRow,
  LeagueState,
  LeagueTransaction,
  WeeklyRosterRow,
} from './league-state.js';
import { progressInjuries } from './progress-injuries.js';
import { assignMissingJerseyNumbers } from './roster-moves.js';
import { createRosterBook, type TeamRoster } from './roster-book.js';
import { ACTIVE_ROSTER_SIZE } from './roster-template.js';

export interface CreateWeekRostersOptions {
  season: number;
  seasonType: SeasonType;
  /** Week within the season type, as the calendar numbers it (PRE 0–4, REG 1–18, POST 1–4). */
  week: number;
  /** This week's stream, e.g. `players.fork('2024/REG/5')`. */
  random: Random;
  /** The teams that play this week: only their players get hurt. Every team by default. */
  playingTeamIds?: readonly TeamId[];
}

/** Everything a week adds to the database, plus the play engine's input per team. */
export interface WeekRosters {
  season: number;
  seasonType: SeasonType;
  week: number;
  rosters: WeeklyRosterRow[];
  injuries: InjuryReportRow[];
  depthCharts: DepthChartRow[];
  transactions: LeagueTransaction[];
  /** One per team, in franchise order. */
  gameDayRosters: GameDayRoster[];
}

/** The Wednesday of a calendar week: when injury moves and signings are announced. */
const getMoveDate = (season: number, seasonType: SeasonType, week: number): string => {
  const calendarWeek = getSeasonCalendar(season).weeks.find(
    (candidate) => candidate.seasonType === seasonType && candidate.week === week,
  );
  if (!calendarWeek) throw new RangeError(`Season ${season} has no ${seasonType} week ${week}`);
  return addDays(calendarWeek.startDate, 1);
};

const describeTeamWeek = (team: TeamRoster, week: Pick<WeekRosters, 'season' | 'seasonType' | 'week'>) => {
  const byPosition = sortActiveByPosition(team);
  const rosters: WeeklyRosterRow[] = [];
  const injuries: InjuryReportRow[] = [];
  const { season, seasonType, week: weekNumber } = week;
  const teamId = team.teamId;
  for (const list of [team.active, team.reserve, team.practiceSquad]) {
    for (const player of list) {
      const { nflId, status, injury } = player;
      rosters.push({
        season,
        seasonType,
        week: weekNumber,
        teamId,
        nflId,
        status,
        position: player.position,
        jerseyNumber: player.jerseyNumber,
        depth: status === 'ACT' ? byPosition[player.position].indexOf(player) + 1 : null,
        isPracticeSquad: status === 'PS',
      });
      if (injury && status !== 'PS') {
        injuries.push({
          season,
          seasonType,
          week: weekNumber,
          nflId,
          teamId,
          injuryStatus: injury.status,
          bodyPart: injury.bodyPart,
          practiceStatus: injury.practiceStatus,
        });
      }
    }
  }
  return {
    rosters,
    injuries,
    depthCharts: buildDepthChart(team, week, byPosition),
    gameDayRoster: buildGameDayRoster(team, byPosition),
  };
};

/**
 * One in-season week, in order: injuries move on a week (players activated from reserve, with
 * a release to stay at 53), the playing teams' new injuries (four games or more → IR plus a
 * replacement signing), signings wherever a position is short of the game-day minimum, then
 * the week's rosters, injury report, depth charts and each team's game-day roster.
 *
 * Call it for every calendar week in order (HOF, P1…, WEEK_1…, WC…) after advanceOffseason
 * for the season. It changes `state` in place; the same state and random give the same week.
 */
export function createWeekRosters(state: LeagueState, options: CreateWeekRostersOptions): WeekRosters {
  const { season, seasonType, week, random } = options;
  if (season !== state.season) {
    throw new RangeError(
      `The league is in season ${state.season}, not ${season}; run advanceOffseason first`,
    );
  }
  const date = getMoveDate(season, seasonType, week);
  const book = createRosterBook(state);
  const playing = new Set(options.playingTeamIds ?? book.teams.keys());
  const activated = new Set(progressInjuries(book, { date }, random.fork('recovery')));
  for (const team of book.teams.values()) {
    while (team.active.length > ACTIVE_ROSTER_SIZE) {
      if (!releaseSurplusPlayer(book, team, activated, { date })) break;
    }
    const teamRandom = random.fork(team.teamId);
    if (playing.has(team.teamId)) applyNewInjuries(book, team, seasonType, { date, random: teamRandom });
    ensureGameDayMinimums(book, team, { date, random: teamRandom.fork('depth') });
    assignMissingJerseyNumbers(book, team.teamId, teamRandom.fork('numbers'));
  }
  const result: WeekRosters = {
    season,
    seasonType,
    week,
    rosters: [],
    injuries: [],
    depthCharts: [],
    transactions: book.transactions,
    gameDayRosters: [],
  };
  for (const team of book.teams.values()) {
    const teamWeek = describeTeamWeek(team, { season, seasonType, week });
    result.rosters.push(...teamWeek.rosters);
    result.injuries.push(...teamWeek.injuries);
    result.depthCharts.push(...teamWeek.depthCharts);
    result.gameDayRosters.push(teamWeek.gameDayRoster);
  }
  return result;
}
