import type { PlayRecord } from '@all22/domain';
import type { SimulatedGame } from '../engine/simulate-game.js';

/** League-wide rates and season leaders from simulated games, for the realism test. */
export interface SeasonSummary {
  pointsPerTeamGame: number;
  completionRate: number;
  yardsPerAttempt: number;
  yardsPerCarry: number;
  sackRate: number;
  interceptionRate: number;
  playsPerTeamGame: number;
  homeWinRate: number;
  leaders: { passingYards: number; rushingYards: number; receivingYards: number; sacks: number };
}

const addTo = (totals: Map<number, number>, id: number | null, amount: number) => {
  if (id === null) return;
  totals.set(id, (totals.get(id) ?? 0) + amount);
};

const maxOf = (totals: Map<number, number>): number => Math.max(0, ...totals.values());

/** Season passing yards by passer (completions that stand), for ranking passers across seasons. */
export function sumPassingYardsByPasser(games: readonly SimulatedGame[]): Map<number, number> {
  const passers = new Map<number, number>();
  for (const game of games) {
    for (const play of game.plays) {
      if (!play.isNoPlay && play.playType === 'play_type_pass' && play.attempt && play.completion)
        addTo(passers, play.passerId, play.yardsGained);
    }
  }
  return passers;
}

/** Counts the way the box score does: only plays that stand, sacks as dropbacks, scrambles as carries. */
export function summarizeSeason(games: readonly SimulatedGame[]): SeasonSummary {
  let attempts = 0;
  let completions = 0;
  let passingYards = 0;
  let carries = 0;
  let rushingYards = 0;
  let sacks = 0;
  let interceptions = 0;
  let offensivePlays = 0;
  let points = 0;
  let homeWins = 0;
  let decided = 0;
  const rushers = new Map<number, number>();
  const receivers = new Map<number, number>();
  const sackers = new Map<number, number>();
  const count = (play: PlayRecord) => {
    if (play.isNoPlay) return;
    const isScrimmage =
      play.playType === 'play_type_pass' ||
      play.playType === 'play_type_rush' ||
      play.playType === 'play_type_sack';
    if (isScrimmage) offensivePlays += 1;
    if (play.playType === 'play_type_sack') {
      sacks += 1;
      play.sackerIds.forEach((id) => addTo(sackers, id, 1 / play.sackerIds.length));
    }
    if (play.playType === 'play_type_pass' && play.attempt) {
      attempts += 1;
      if (play.interception) interceptions += 1;
      if (play.completion) {
        completions += 1;
        passingYards += play.yardsGained;
        addTo(receivers, play.targetId, play.yardsGained);
      }
    }
    if (play.playType === 'play_type_rush' && play.carries > 0) {
      carries += 1;
      rushingYards += play.yardsGained;
      addTo(rushers, play.rusherId, play.yardsGained);
    }
  };
  for (const game of games) {
    for (const play of game.plays) count(play);
    points += game.homeScore + game.visitorScore;
    if (game.homeScore !== game.visitorScore) {
      decided += 1;
      if (game.homeScore > game.visitorScore) homeWins += 1;
    }
  }
  const teamGames = games.length * 2;
  return {
    pointsPerTeamGame: points / teamGames,
    completionRate: completions / attempts,
    yardsPerAttempt: passingYards / attempts,
    yardsPerCarry: rushingYards / carries,
    sackRate: sacks / (attempts + sacks),
    interceptionRate: interceptions / attempts,
    playsPerTeamGame: offensivePlays / teamGames,
    homeWinRate: homeWins / Math.max(1, decided),
    leaders: {
      passingYards: maxOf(sumPassingYardsByPasser(games)),
      rushingYards: maxOf(rushers),
      receivingYards: maxOf(receivers),
      sacks: maxOf(sackers),
    },
  };
}
