import type { NflId, TeamId } from '@all22/domain';
import { getLeagueWeekStart } from '../clock/count-league-weeks.js';
import {
  createWeekRosters,
  type LeaguePlayerState,
  type LeagueState,
  type WeekRosters,
} from '../players/index.js';
import type { CalendarWeek, ScheduledGame } from '../schedule/index.js';
import { createPostseasonRound, type PostseasonProgress } from './create-postseason-round.js';
import type { LeagueWeekUpdate } from './league-week-update.js';
import { playWeekGames } from './play-week-games.js';
import { recordWeekResults } from './record-week-results.js';
import type { SeasonOpening } from './start-season.js';
import type { SeasonProgress, TimelineState } from './timeline-state.js';

/**
 * Plays one week of the season: its games (the postseason's are paired only now), the rosters,
 * injuries and depth charts, every game simulated, and what the results change.
 */
export function playLeagueWeek(
  state: TimelineState,
  season: SeasonProgress,
  week: CalendarWeek,
  opening: SeasonOpening | null,
): LeagueWeekUpdate {
  const post = week.seasonType === 'POST' ? season.postseason : null;
  const games = listWeekGames(state, season, week, post);
  const people = state.people;
  if (!people) throw new Error('The league has no players yet');
  const rosters = createWeekRosters(people, {
    season: season.season,
    seasonType: week.seasonType,
    week: week.week,
    random: state.root.fork(`rosters/${season.season}/${week.weekSlug}`),
    playingTeamIds: games.flatMap((game) => [game.homeTeamId, game.visitorTeamId]),
  });
  const simulated = playWeekGames(games, {
    root: state.root,
    rosters,
    seeds: getPlayoffSeeds(post),
    names: getPlayByPlayNames(people),
  });
  const standings = recordWeekResults(season, week, simulated);
  return {
    calendarWeek: week,
    startsAt: getLeagueWeekStart(week),
    seasonSchedule: opening?.schedule ?? null,
    offseasonTransactions: opening?.transactions ?? [],
    games: simulated,
    rosters,
    players: listChangedPlayers(people, rosters, opening !== null).map(copyPlayer),
    standings,
  };
}

/** The week's games: from the schedule, or the postseason round its winners so far make. */
const listWeekGames = (
  state: TimelineState,
  season: SeasonProgress,
  week: CalendarWeek,
  post: PostseasonProgress | null,
): ScheduledGame[] => {
  if (week.seasonType !== 'POST') {
    return season.scheduled.filter((game) => game.seasonType === week.seasonType && game.week === week.week);
  }
  return post
    ? createPostseasonRound(
        season.season,
        week.weekSlug,
        post,
        state.root.fork(`postseason/${season.season}`),
      )
    : [];
};

const getPlayoffSeeds = (post: PostseasonProgress | null): Map<TeamId, number> =>
  new Map<TeamId, number>(
    (post?.standings ?? []).flatMap((row) =>
      row.conferenceSeed === null ? [] : [[row.teamId, row.conferenceSeed]],
    ),
  );

/** Names as play-by-play writes them, "J.Smith", for the players on a roster. */
const getPlayByPlayNames = (people: LeagueState): Map<NflId, string> => {
  const names = new Map<NflId, string>();
  for (const player of people.players) {
    if (player.currentTeamId !== null)
      names.set(player.nflId, `${player.firstName.charAt(0)}.${player.lastName}`);
  }
  return names;
};

/** Every player on a season's first week; later, those the week's roster moves touched. */
const listChangedPlayers = (
  people: LeagueState,
  rosters: WeekRosters,
  isFirstWeek: boolean,
): LeaguePlayerState[] => {
  if (isFirstWeek) return people.players;
  const ids = new Set(rosters.transactions.map((move) => move.nflId));
  return people.players.filter((player) => ids.has(player.nflId));
};

const copyPlayer = (player: LeaguePlayerState): LeaguePlayerState => ({
  ...player,
  ratings: { ...player.ratings },
  injury: player.injury ? { ...player.injury } : null,
});
