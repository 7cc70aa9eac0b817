import type { NflId, PlayRecord, TeamId } from '@all22/domain';
import {
  computePlayAnnotations,
  computeStandings,
  type StandingsGame,
  type StandingsTeam,
  type TeamStanding,
} from '@all22/stats';
import { simulateGame } from '../engine/index.js';
import type { GameDayRoster } from '../engine/game-day-roster.js';
import { FRANCHISES } from '../franchises/index.js';
import {
  advanceOffseason,
  createInitialLeague,
  createWeekRosters,
  FIRST_LEAGUE_SEASON,
  type LeaguePlayerState,
  type LeagueState,
  type LeagueTransaction,
  type WeekRosters,
} from '../players/index.js';
import { createRandom, type Random } from '../random/index.js';
import {
  computeGameOdds,
  createPreseasonSchedule,
  createRandomDivisionRanks,
  createRegularSeasonSchedule,
  getSeasonCalendar,
  type CalendarWeek,
  type DivisionRank,
  type ScheduledGame,
} from '../schedule/index.js';
import { getLeagueWeekStart } from '../clock/count-league-weeks.js';
import { determineDraftOrder, type PlayoffExit } from './determine-draft-order.js';
import { estimateTeamStrength } from './estimate-team-strength.js';
import { createPostseasonRound, type PostseasonProgress } from './create-postseason-round.js';
import type { LeagueGame } from './league-game.js';

/** What one league week adds to the feed, in the order the ingest writes it. */
export interface LeagueWeekUpdate {
  calendarWeek: CalendarWeek;
  /** The instant the week begins in the league: its Tuesday, 6 am Eastern (see findLeagueWeek). */
  startsAt: number;
  /** On a season's first week (its Hall of Fame game): the season's preseason and regular-season schedule. */
  seasonSchedule: ScheduledGame[] | null;
  /** The offseason's moves (retirements, draft, signings…), reported with the next season's first week. */
  offseasonTransactions: LeagueTransaction[];
  /** The week's games, each simulated in full; the feed reveals plays as their time comes. */
  games: LeagueGame[];
  rosters: WeekRosters;
  /** Copies of the players whose records changed (every player on a season's first week). */
  players: LeaguePlayerState[];
  /** Regular-season standings after this week's games; null outside the regular season. */
  standings: TeamStanding[] | null;
}

export interface LeagueTimeline {
  readonly seed: string;
  readonly firstSeason: number;
  /** Every week that has begun by `instantMs` and was not returned before, in calendar order. */
  advanceTo(instantMs: number): LeagueWeekUpdate[];
  /**
   * The next week if it has begun by `instantMs`, else null: the same weeks as advanceTo, one at
   * a time, so a long catch-up never holds more than one week's plays in memory.
   */
  nextWeek(instantMs: number): LeagueWeekUpdate | null;
  /** The instant the next week begins (whether or not it has begun). */
  nextWeekStart(): number;
}

export interface LeagueTimelineOptions {
  /** LEAGUE_SEED: the same seed gives the same league. */
  seed: string;
  /** The first simulated season (2018 by default); its players are generated from scratch. */
  firstSeason?: number;
}

const STANDINGS_TEAMS: readonly StandingsTeam[] = FRANCHISES.map((team) => ({
  teamId: team.teamId,
  conference: team.conferenceAbbr,
  division: `${team.conferenceAbbr} ${team.division}`,
  abbr: team.abbr,
}));

const getWeekStart = getLeagueWeekStart;

/** Names as play-by-play writes them, "J.Smith", for the players on a roster. */
const getPlayByPlayNames = (state: LeagueState): Map<NflId, string> => {
  const names = new Map<NflId, string>();
  for (const player of state.players) {
    if (player.currentTeamId !== null)
      names.set(player.nflId, `${player.firstName.charAt(0)}.${player.lastName}`);
  }
  return names;
};

/**
 * Fills expected points added and win probability (derived figures: the stats models compute
 * them) into the engine's fresh play records, in place: copying half a million wide records
 * costs more than the models themselves.
 */
const annotateInPlace = (plays: PlayRecord[], schedule: ScheduledGame, homeSpread: number): void => {
  const { annotations, ordered } = computePlayAnnotations(plays, {
    gameId: schedule.gameId,
    season: schedule.season,
    seasonType: schedule.seasonType,
    week: schedule.week,
    homeTeamId: schedule.homeTeamId,
    visitorTeamId: schedule.visitorTeamId,
    isFinal: true,
    homeSpread,
  });
  ordered.forEach((play, index) => Object.assign(play, annotations[index]));
};

const copyPlayer = (player: LeaguePlayerState): LeaguePlayerState => ({
  ...player,
  ratings: { ...player.ratings },
  injury: player.injury ? { ...player.injury } : null,
});

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

/** Everything the timeline remembers about the season under way. */
interface SeasonProgress {
  season: number;
  weeks: CalendarWeek[];
  /** Preseason and regular-season games, from the schedule. */
  scheduled: ScheduledGame[];
  regularSeasonGames: StandingsGame[];
  finalStandings: TeamStanding[] | null;
  postseason: PostseasonProgress | null;
}

/**
 * The simulated league as a timeline of weeks. Each week, when it begins: the season's schedule
 * (first week), the week's rosters, injuries and depth charts, and every game of the week played
 * out in full. Everything derives from the seed through named random streams, so the same seed
 * gives the same league whenever it is generated, and a restarted server can regenerate exactly
 * what it wrote before.
 */
export const createLeagueTimeline = ({
  seed,
  firstSeason = FIRST_LEAGUE_SEASON,
}: LeagueTimelineOptions): LeagueTimeline => {
  const root = createRandom(seed);
  let people: LeagueState | null = null;
  let progress: SeasonProgress | null = null;
  let previousRanks: ReadonlyMap<TeamId, DivisionRank> = createRandomDivisionRanks(
    root.fork('ranks/initial'),
  );
  let pendingDraftOrder: TeamId[] | null = null;
  let nextSeason = firstSeason;
  let nextWeekIndex = 0;

  const startSeason = (season: number): { schedule: ScheduledGame[]; transactions: LeagueTransaction[] } => {
    let transactions: LeagueTransaction[] = [];
    if (people === null) {
      people = createInitialLeague({ season, random: root.fork('players') });
    } else {
      const draftOrder = pendingDraftOrder ?? FRANCHISES.map((team) => team.teamId);
      transactions = advanceOffseason(people, {
        season,
        draftOrder,
        random: root.fork(`offseason/${season}`),
      });
    }
    const scheduleRandom = root.fork(`schedule/${season}`);
    const schedule = [
      ...createPreseasonSchedule({ season, random: scheduleRandom.fork('pre') }),
      ...createRegularSeasonSchedule({
        season,
        previousDivisionRanks: previousRanks,
        random: scheduleRandom.fork('reg'),
      }),
    ];
    progress = {
      season,
      weeks: getSeasonCalendar(season).weeks,
      scheduled: schedule,
      regularSeasonGames: [],
      finalStandings: null,
      postseason: null,
    };
    return { schedule, transactions };
  };

  const playGames = (
    games: readonly ScheduledGame[],
    rosters: WeekRosters,
    seeds: ReadonlyMap<TeamId, number>,
    names: ReadonlyMap<NflId, string>,
  ): LeagueGame[] => {
    const byTeam = new Map<TeamId, GameDayRoster>(
      rosters.gameDayRosters.map((roster) => [roster.teamId, roster]),
    );
    return games.map((schedule) => {
      const home = byTeam.get(schedule.homeTeamId);
      const visitor = byTeam.get(schedule.visitorTeamId);
      if (!home || !visitor) throw new Error(`No game-day roster for game ${schedule.gameId}`);
      const gameRandom: Random = root.fork(`games/${schedule.gameId}`);
      const odds = computeGameOdds({
        homeStrength: estimateTeamStrength(home),
        awayStrength: estimateTeamStrength(visitor),
        isNeutralSite: schedule.isNeutralSite,
        random: gameRandom.fork('odds'),
      });
      const result = simulateGame({
        game: schedule,
        home,
        visitor,
        random: gameRandom.fork('play'),
        allowTies: schedule.seasonType !== 'POST',
        playerNames: names,
      });
      annotateInPlace(result.plays, schedule, odds.homeHandicap);
      return {
        schedule,
        odds,
        homeSeed: seeds.get(schedule.homeTeamId) ?? null,
        visitorSeed: seeds.get(schedule.visitorTeamId) ?? null,
        plays: result.plays,
        homeScore: result.homeScore,
        visitorScore: result.visitorScore,
        phase: result.phase,
      };
    });
  };

  const finishRegularSeason = (season: SeasonProgress): void => {
    const standings = computeStandings(STANDINGS_TEAMS, season.regularSeasonGames, { season: season.season });
    season.finalStandings = standings;
    previousRanks = new Map(standings.map((row) => [row.teamId, row.divisionRank as DivisionRank]));
    season.postseason = { standings, winners: new Map(), exits: new Map<TeamId, PlayoffExit>() };
  };

  const processWeek = (
    season: SeasonProgress,
    week: CalendarWeek,
    isFirstWeek: boolean,
    opening: ReturnType<typeof startSeason> | null,
  ): LeagueWeekUpdate => {
    const post = week.seasonType === 'POST' ? season.postseason : null;
    const games =
      week.seasonType === 'POST'
        ? post
          ? createPostseasonRound(
              season.season,
              week.weekSlug,
              post,
              root.fork(`postseason/${season.season}`),
            )
          : []
        : season.scheduled.filter((game) => game.seasonType === week.seasonType && game.week === week.week);
    const state = people;
    if (!state) throw new Error('The league has no players yet');
    const rosters = createWeekRosters(state, {
      season: season.season,
      seasonType: week.seasonType,
      week: week.week,
      random: root.fork(`rosters/${season.season}/${week.weekSlug}`),
      playingTeamIds: games.flatMap((game) => [game.homeTeamId, game.visitorTeamId]),
    });
    const seeds = new Map<TeamId, number>(
      (post?.standings ?? []).flatMap((row) =>
        row.conferenceSeed === null ? [] : [[row.teamId, row.conferenceSeed]],
      ),
    );
    const simulated = playGames(games, rosters, seeds, getPlayByPlayNames(state));

    let standings: TeamStanding[] | null = null;
    if (week.seasonType === 'REG') {
      season.regularSeasonGames.push(...simulated.map(toStandingsGame));
      // Games still to play decide what can be clinched, so the schedule's later weeks go in too.
      const remaining = season.scheduled
        .filter((game) => game.seasonType === 'REG' && game.week > week.week)
        .map(toUnplayedStandingsGame);
      standings = computeStandings(STANDINGS_TEAMS, [...season.regularSeasonGames, ...remaining], {
        season: season.season,
        throughWeek: week.week,
      });
      const isLastRegularWeek = !season.weeks.some(
        (other) => other.seasonType === 'REG' && other.week > week.week,
      );
      if (isLastRegularWeek) finishRegularSeason(season);
    } else if (post) {
      recordPostseasonResults(post, week.weekSlug as 'WC' | 'DIV' | 'CONF' | 'SB', simulated);
      if (week.weekSlug === 'SB' && season.finalStandings) {
        pendingDraftOrder = determineDraftOrder(season.season, season.finalStandings, post.exits);
      }
    }

    const changed = isFirstWeek
      ? state.players
      : (() => {
          const ids = new Set(rosters.transactions.map((move) => move.nflId));
          return state.players.filter((player) => ids.has(player.nflId));
        })();
    return {
      calendarWeek: week,
      startsAt: getWeekStart(week),
      seasonSchedule: opening?.schedule ?? null,
      offseasonTransactions: opening?.transactions ?? [],
      games: simulated,
      rosters,
      players: changed.map(copyPlayer),
      standings,
    };
  };

  /** The calendar week processed next: the current season's next week, or the next season's first. */
  const peekNextWeek = (): CalendarWeek => {
    const current = progress as SeasonProgress | null;
    const week = current && nextWeekIndex < current.weeks.length ? current.weeks[nextWeekIndex] : undefined;
    return week ?? (getSeasonCalendar(nextSeason).weeks[0] as CalendarWeek);
  };

  const nextWeekStart = (): number => getWeekStart(peekNextWeek());

  const nextWeek = (instantMs: number): LeagueWeekUpdate | null => {
    if (nextWeekStart() > instantMs) return null;
    const current = progress as SeasonProgress | null;
    if (current && nextWeekIndex < current.weeks.length) {
      const week = current.weeks[nextWeekIndex] as CalendarWeek;
      nextWeekIndex += 1;
      return processWeek(current, week, false, null);
    }
    const opening = startSeason(nextSeason);
    nextSeason += 1;
    nextWeekIndex = 1;
    const started = progress as SeasonProgress | null;
    if (!started) throw new Error(`Season ${nextSeason - 1} did not start`);
    return processWeek(started, started.weeks[0] as CalendarWeek, true, opening);
  };

  return {
    seed,
    firstSeason,
    advanceTo(instantMs) {
      const updates: LeagueWeekUpdate[] = [];
      for (let update = nextWeek(instantMs); update; update = nextWeek(instantMs)) updates.push(update);
      return updates;
    },
    nextWeek,
    nextWeekStart,
  };
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
