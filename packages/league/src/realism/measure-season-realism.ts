import type { NflId, PlayRecord, TeamId } from '@all22/domain';
import type { SeasonRealism } from './realism-reference.js';

/** A finished game as the realism report reads it: its teams, final score and plays. */
export interface RealismGame {
  readonly homeTeamId: TeamId;
  readonly visitorTeamId: TeamId;
  readonly homeScore: number;
  readonly visitorScore: number;
  readonly plays: readonly PlayRecord[];
}

const isScrimmage = (play: PlayRecord) =>
  play.playType === 'play_type_pass' ||
  play.playType === 'play_type_rush' ||
  play.playType === 'play_type_sack';

/** A touchdown scored by the team with the ball (not a return the other way). */
const isOffensiveTouchdown = (play: PlayRecord) =>
  play.touchdown && play.scoringTeamId === play.possessionTeamId;

const percent = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

class Tally<K> {
  readonly totals = new Map<K, number>();
  add(key: K | null, amount = 1): void {
    if (key === null) return;
    this.totals.set(key, (this.totals.get(key) ?? 0) + amount);
  }
  max(): number {
    return Math.max(0, ...this.totals.values());
  }
}

/** Population standard deviation. */
const standardDeviation = (values: readonly number[]): number => {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length));
};

/**
 * Every measure of the realism report for one regular season's games, counted the way the box
 * score counts: plays that stand (no-plays left out, their penalties kept), sacks as dropbacks.
 * A red-zone trip is a drive with a snap inside the opponent's 20, a touchdown one whose offense
 * scored a touchdown; a third down converts when it gains a first down or scores. Ties count half
 * a win. The longest play is a scrimmage gain or a return.
 */
export function measureSeasonRealism(games: readonly RealismGame[]): SeasonRealism {
  let points = 0;
  let offensivePlays = 0;
  let offensiveYards = 0;
  let thirdDowns = 0;
  let thirdDownConversions = 0;
  let fourthDownAttempts = 0;
  let attempts = 0;
  let completions = 0;
  let passTouchdowns = 0;
  let interceptions = 0;
  let sacks = 0;
  let carries = 0;
  let rushingYards = 0;
  let lostFumbles = 0;
  let penalties = 0;
  let penaltyYards = 0;
  let fieldGoals = 0;
  let fieldGoalsGood = 0;
  let extraPoints = 0;
  let extraPointsGood = 0;
  let twoPointTries = 0;
  let punts = 0;
  let ties = 0;
  let longestPlay = 0;
  const pointsByQuarter = new Tally<number>();
  const redZoneTrips = new Map<string, boolean>();
  const wins = new Tally<TeamId>();
  const passers = new Set<NflId>();
  const leaders = {
    passingYards: new Tally<NflId>(),
    passingTouchdowns: new Tally<NflId>(),
    rushingYards: new Tally<NflId>(),
    receivingYards: new Tally<NflId>(),
    receptions: new Tally<NflId>(),
    sacks: new Tally<NflId>(),
    interceptions: new Tally<NflId>(),
  };

  for (const [index, game] of games.entries()) {
    points += game.homeScore + game.visitorScore;
    wins.add(game.homeTeamId, 0);
    wins.add(game.visitorTeamId, 0);
    if (game.homeScore === game.visitorScore) {
      ties += 1;
      wins.add(game.homeTeamId, 0.5);
      wins.add(game.visitorTeamId, 0.5);
    } else wins.add(game.homeScore > game.visitorScore ? game.homeTeamId : game.visitorTeamId);

    for (const play of game.plays) {
      if (play.points > 0) pointsByQuarter.add(play.quarter, play.points);
      if (play.isPenalty) {
        penalties += 1;
        penaltyYards += play.penaltyYards ?? 0;
      }
      if (play.isNoPlay) continue;
      longestPlay = Math.max(longestPlay, isScrimmage(play) ? play.yardsGained : 0, play.returnYards ?? 0);
      if (play.fumbleLost) lostFumbles += 1;
      if (isScrimmage(play)) {
        offensivePlays += 1;
        offensiveYards += play.yardsGained;
        if (play.down === 3) {
          thirdDowns += 1;
          if (play.firstDown || isOffensiveTouchdown(play)) thirdDownConversions += 1;
        }
        if (play.down === 4) fourthDownAttempts += 1;
        if (play.redzone && play.drive !== null) {
          const trip = `${index}:${play.drive}`;
          redZoneTrips.set(trip, (redZoneTrips.get(trip) ?? false) || isOffensiveTouchdown(play));
        }
      }
      // A drive that reached the red zone and scored later from outside it (after a penalty
      // backed it up) still counts as a touchdown trip.
      if (play.drive !== null && isOffensiveTouchdown(play)) {
        const trip = `${index}:${play.drive}`;
        if (redZoneTrips.has(trip)) redZoneTrips.set(trip, true);
      }
      switch (play.playType) {
        case 'play_type_pass':
          if (!play.attempt) break;
          attempts += 1;
          if (play.passerId !== null) passers.add(play.passerId);
          if (play.interception) {
            interceptions += 1;
            leaders.interceptions.add(play.interceptorId);
          }
          if (play.completion) {
            completions += 1;
            leaders.passingYards.add(play.passerId, play.yardsGained);
            leaders.receivingYards.add(play.targetId, play.yardsGained);
            leaders.receptions.add(play.targetId);
            if (isOffensiveTouchdown(play)) {
              passTouchdowns += 1;
              leaders.passingTouchdowns.add(play.passerId);
            }
          }
          break;
        case 'play_type_sack':
          sacks += 1;
          for (const sacker of play.sackerIds) leaders.sacks.add(sacker, 1 / play.sackerIds.length);
          break;
        case 'play_type_rush':
          if (play.carries === 0) break;
          carries += 1;
          rushingYards += play.yardsGained;
          leaders.rushingYards.add(play.rusherId, play.yardsGained);
          break;
        case 'play_type_field_goal':
          fieldGoals += 1;
          if (play.kickResult === 'GOOD') fieldGoalsGood += 1;
          break;
        case 'play_type_xp':
          extraPoints += 1;
          if (play.kickResult === 'GOOD') extraPointsGood += 1;
          break;
        case 'play_type_two_point_conversion':
          twoPointTries += 1;
          break;
        case 'play_type_punt':
          punts += 1;
          break;
        default:
          break;
      }
    }
  }

  const teamGames = Math.max(1, games.length * 2);
  const allPoints = [...pointsByQuarter.totals.values()].reduce((sum, value) => sum + value, 0);
  const trips = [...redZoneTrips.values()];
  return {
    pointsPerTeamGame: points / teamGames,
    yardsPerPlay: offensiveYards / Math.max(1, offensivePlays),
    playsPerTeamGame: offensivePlays / teamGames,
    redZoneTouchdownPct: percent(trips.filter(Boolean).length, trips.length),
    thirdDownPct: percent(thirdDownConversions, thirdDowns),
    fourthDownAttemptsPerTeamGame: fourthDownAttempts / teamGames,
    completionPct: percent(completions, attempts),
    passTouchdownPct: percent(passTouchdowns, attempts),
    interceptionPct: percent(interceptions, attempts),
    sackPct: percent(sacks, attempts + sacks),
    yardsPerCarry: rushingYards / Math.max(1, carries),
    turnoversPerTeamGame: (interceptions + lostFumbles) / teamGames,
    lostFumblesPerTeamGame: lostFumbles / teamGames,
    penaltiesPerTeamGame: penalties / teamGames,
    penaltyYardsPerTeamGame: penaltyYards / teamGames,
    fieldGoalPct: percent(fieldGoalsGood, fieldGoals),
    extraPointPct: percent(extraPointsGood, extraPoints),
    twoPointTriesPerTeamGame: twoPointTries / teamGames,
    puntsPerTeamGame: punts / teamGames,
    teamWinsStdDev: standardDeviation([...wins.totals.values()]),
    ties,
    longestPlay,
    thirdQuarterPointsPct: percent(pointsByQuarter.totals.get(3) ?? 0, allPoints),
    fourthQuarterPointsPct: percent(pointsByQuarter.totals.get(4) ?? 0, allPoints),
    passersPerSeason: passers.size,
    leaderPassingYards: leaders.passingYards.max(),
    leaderPassingTouchdowns: leaders.passingTouchdowns.max(),
    leaderRushingYards: leaders.rushingYards.max(),
    leaderReceivingYards: leaders.receivingYards.max(),
    leaderReceptions: leaders.receptions.max(),
    leaderSacks: leaders.sacks.max(),
    leaderInterceptions: leaders.interceptions.max(),
  };
}
