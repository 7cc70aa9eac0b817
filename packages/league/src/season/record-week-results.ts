/**
 * What a week's results change in the season: the regular season's standings (and, after its
 * last week, the final standings that seed the postseason), the playoff winners and exits, and
 * after the Super Bowl the next draft's order.
 */
import type { TeamId } from '@all22/domain';
import { computeStandings, type StandingsGame, type TeamStanding } from '@all22/stats';
import type { CalendarWeek, ScheduledGame } from '../schedule/index.js';
import type { PostseasonProgress } from './create-postseason-round.js';
import { determineDraftOrder, type PlayoffExit } from './determine-draft-order.js';
import type { LeagueGame } from './league-game.js';
import { STANDINGS_TEAMS } from './standings-teams.js';
import type { SeasonProgress } from './timeline-state.js';

/** Records the week's games; returns the regular-season standings after them (null in other weeks). */
export function recordWeekResults(
  season: SeasonProgress,
  week: CalendarWeek,
  games: readonly LeagueGame[],
): TeamStanding[] | null {
  if (week.seasonType === 'REG') return recordRegularSeasonWeek(season, week, games);
  const post = week.seasonType === 'POST' ? season.postseason : null;
  if (post) {
    recordPostseasonResults(post, week.weekSlug as 'WC' | 'DIV' | 'CONF' | 'SB', games);
    if (week.weekSlug === 'SB' && season.finalStandings) {
      season.draftOrder = determineDraftOrder(season.season, season.finalStandings, post.exits);
    }
  }
  return null;
}

function recordRegularSeasonWeek(
  season: SeasonProgress,
  week: CalendarWeek,
  games: readonly LeagueGame[],
): TeamStanding[] {
  season.regularSeasonGames.push(...games.map(toStandingsGame));
  // Games still to play decide what can be clinched, so the schedule's later weeks go in too.
  const remaining = season.scheduled
    .filter((game) => game.seasonType === 'REG' && game.week > week.week)
    .map(toUnplayedStandingsGame);
  const standings = computeStandings(STANDINGS_TEAMS, [...season.regularSeasonGames, ...remaining], {
    season: season.season,
    throughWeek: week.week,
  });
  const isLastRegularWeek = !season.weeks.some(
    (other) => other.seasonType === 'REG' && other.week > week.week,
  );
  if (isLastRegularWeek) finishRegularSeason(season);
  return standings;
}

const finishRegularSeason = (season: SeasonProgress): void => {
  const standings = computeStandings(STANDINGS_TEAMS, season.regularSeasonGames, { season: season.season });
  season.finalStandings = standings;
  season.postseason = { standings, winners: new Map(), exits: new Map<TeamId, PlayoffExit>() };
};

const recordPostseasonResults = (
  post: PostseasonProgress,
  round: 'WC' | 'DIV' | 'CONF' | 'SB',
  games: readonly LeagueGame[],
): void => {
  const winners: TeamId[] = [];
  post.winners.set(round, winners);
  for (const game of games) {
    const homeWon = game.homeScore > game.visitorScore;
    const [winner, loser] = homeWon
      ? [game.schedule.homeTeamId, game.schedule.visitorTeamId]
      : [game.schedule.visitorTeamId, game.schedule.homeTeamId];
    winners.push(winner);
    post.exits.set(loser, round);
    if (round === 'SB') post.exits.set(winner, 'CHAMPION');
  }
};

const countTouchdowns = (game: LeagueGame, teamId: TeamId): number =>
  game.plays.filter((play) => play.touchdown && play.scoringTeamId === teamId).length;

const toStandingsGame = (game: LeagueGame): StandingsGame => ({
  gameId: game.schedule.gameId,
  season: game.schedule.season,
  seasonType: game.schedule.seasonType,
  week: game.schedule.week,
  homeTeamId: game.schedule.homeTeamId,
  visitorTeamId: game.schedule.visitorTeamId,
  homeScore: game.homeScore,
  visitorScore: game.visitorScore,
  isFinal: true,
  homeTouchdowns: countTouchdowns(game, game.schedule.homeTeamId),
  visitorTouchdowns: countTouchdowns(game, game.schedule.visitorTeamId),
});

const toUnplayedStandingsGame = (game: ScheduledGame): StandingsGame => ({
  gameId: game.gameId,
  season: game.season,
  seasonType: game.seasonType,
  week: game.week,
  homeTeamId: game.homeTeamId,
  visitorTeamId: game.visitorTeamId,
  homeScore: null,
  visitorScore: null,
  isFinal: false,
});
