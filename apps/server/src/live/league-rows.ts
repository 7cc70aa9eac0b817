/**
 * Maps the simulated league's records (teams, calendar, schedule, odds, players, rosters) onto
 * database rows: the ingest's translation of its feed. The league's types were shaped after the
 * tables, so most of this is renaming and turning ISO strings into Dates. Plays and stat lines
 * are mapped in @all22/db (rows/), since readers map plays back too.
 */
import type {
  NewGame,
  NewGameOdds,
  NewPlayer,
  NewSeason,
  NewTeam,
  NewTeamWeekDepthChart,
  NewTeamWeekRoster,
  NewWeek,
} from '@all22/db';
import type {
  CalendarWeek,
  DepthChartRow,
  LeaguePlayerState,
  LeagueTeam,
  ScheduledGame,
  SeasonCalendar,
  LeagueGame,
  WeeklyRosterRow,
} from '@all22/league';

export function toTeamRow(team: LeagueTeam): NewTeam {
  return {
    teamId: team.teamId,
    smartId: team.smartId,
    abbr: team.abbr,
    city: team.city,
    nick: team.nick,
    fullName: team.fullName,
    conferenceAbbr: team.conferenceAbbr,
    divisionAbbr: team.division?.abbr ?? null,
    divisionFullName: team.division?.fullName ?? null,
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    teamType: team.teamType,
    logoUrl: team.logo,
  };
}

/** A season runs from its Hall of Fame week to its Super Bowl week; film exists for every simulated season. */
export function toSeasonRow(calendar: SeasonCalendar): NewSeason {
  return {
    season: calendar.season,
    startDate: calendar.weeks[0]?.startDate ?? calendar.kickoffDate,
    endDate: calendar.weeks.at(-1)?.endDate ?? calendar.superBowlDate,
    hasFilm: true,
  };
}

export function toWeekRow(week: CalendarWeek): NewWeek {
  return {
    season: week.season,
    seasonType: week.seasonType,
    week: week.week,
    weekSlug: week.weekSlug,
    weekType: week.weekType,
    text: week.text,
    startDate: week.startDate,
    endDate: week.endDate,
  };
}

/** A game as scheduled: no score, phase PREGAME until its first play arrives. */
export function toScheduledGameRow(game: ScheduledGame): NewGame {
  return {
    gameId: game.gameId,
    smartId: game.smartId,
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    weekSlug: game.weekSlug,
    homeTeamId: game.homeTeamId,
    visitorTeamId: game.visitorTeamId,
    isoTime: new Date(game.isoTime),
    gameDate: game.gameDate,
    gameTimeEastern: game.gameTimeEastern,
    eliasId: game.eliasId,
  };
}

export function toOddsRow(game: LeagueGame): NewGameOdds {
  return {
    gameId: game.schedule.gameId,
    awayHandicap: game.odds.awayHandicap,
    homeHandicap: game.odds.homeHandicap,
    awayPrice: game.odds.awayPrice,
    homePrice: game.odds.homePrice,
    total: game.odds.total,
    overPrice: game.odds.overPrice,
    underPrice: game.odds.underPrice,
  };
}

export function toPlayerRow(player: LeaguePlayerState): NewPlayer {
  return {
    nflId: player.nflId,
    gsisId: player.gsisId,
    smartId: player.smartId,
    displayName: player.displayName,
    firstName: player.firstName,
    lastName: player.lastName,
    position: player.position,
    positionGroup: player.positionGroup,
    jerseyNumber: player.jerseyNumber,
    birthDate: player.birthDate,
    heightInches: player.heightInches,
    weight: player.weight,
    college: player.college,
    experience: player.experience,
    status: player.status,
    currentTeamId: player.currentTeamId,
    headshotUrl: player.headshotUrl,
    ratings: { ...player.ratings },
    updatedAt: new Date(),
  };
}

/** Rows of one league week grouped by team, in the order they come (each group keeps its order). */
const groupByTeamWeek = <Row extends Pick<WeeklyRosterRow, 'season' | 'seasonType' | 'week' | 'teamId'>>(
  rows: readonly Row[],
): Row[][] => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.season}/${row.seasonType}/${row.week}/${row.teamId}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
};

/** A week's roster lines as one row per team, the players in the league's order. */
export function toTeamWeekRosterRows(rows: readonly WeeklyRosterRow[]): NewTeamWeekRoster[] {
  return groupByTeamWeek(rows).map((group) => {
    const [first] = group as [WeeklyRosterRow];
    return {
      season: first.season,
      seasonType: first.seasonType,
      week: first.week,
      teamId: first.teamId,
      players: group.map(({ nflId, status, position, jerseyNumber, depth, isPracticeSquad }) => ({
        nflId,
        status,
        position,
        jerseyNumber,
        depth,
        isPracticeSquad,
      })),
    };
  });
}

/** A week's depth-chart lines as one row per team. */
export function toTeamWeekDepthChartRows(rows: readonly DepthChartRow[]): NewTeamWeekDepthChart[] {
  return groupByTeamWeek(rows).map((group) => {
    const [first] = group as [DepthChartRow];
    return {
      season: first.season,
      seasonType: first.seasonType,
      week: first.week,
      teamId: first.teamId,
      entries: group.map(({ unit, positionSlot, depthOrder, nflId }) => ({
        unit,
        positionSlot,
        depthOrder,
        nflId,
      })),
    };
  });
}
