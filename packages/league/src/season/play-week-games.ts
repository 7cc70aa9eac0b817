import type { NflId, PlayRecord, TeamId } from '@all22/domain';
import { computePlayAnnotations } from '@all22/stats';
import { simulateGame } from '../engine/index.js';
import type { GameDayRoster } from '../engine/game-day-roster.js';
import type { WeekRosters } from '../players/index.js';
import type { Random } from '../random/index.js';
import { computeGameOdds, type ScheduledGame } from '../schedule/index.js';
import { estimateTeamStrength } from './estimate-team-strength.js';
import type { LeagueGame } from './league-game.js';

/** Who plays the week's games and how the teams are known. */
export interface WeekGamesContext {
  root: Random;
  rosters: WeekRosters;
  /** Playoff seeds by team (empty outside the postseason). */
  seeds: ReadonlyMap<TeamId, number>;
  /** Names as play-by-play writes them ("J.Smith"). */
  names: ReadonlyMap<NflId, string>;
}

/** Sets the odds of each game and simulates it snap by snap, each from the game's own random stream. */
export function playWeekGames(games: readonly ScheduledGame[], context: WeekGamesContext): LeagueGame[] {
  const { root, rosters, seeds, names } = context;
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
}

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
