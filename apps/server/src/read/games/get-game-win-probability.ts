import { isFinal, isLive } from '@all22/domain';
import { computeHomeWinProbability } from '@all22/stats';

/** Each side's chance of winning, 0–1, and where it comes from. */
export interface GameWinProbability {
  home: number;
  visitor: number;
  basis: 'pregame' | 'live' | 'final';
}

export interface GameWinProbabilityInput {
  phase: string;
  homeScore: number;
  visitorScore: number;
  /** The home side's pre-game handicap (negative = favoured); null when no line is out. */
  homeHandicap: number | null;
  /** Home win probability after the latest play written for the game; null before the first. */
  latestPlayHomeWinProbability: number | null;
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

const fromHome = (home: number, basis: GameWinProbability['basis']): GameWinProbability => ({
  home: round(home),
  visitor: round(1 - home),
  basis,
});

/**
 * A game's live win probability (docs/data.md, "Win-probability model"): a final game is decided
 * (1 and 0, ½ each for a tie); a game under way takes the win probability after its latest play;
 * before kick-off — or under way with no play written yet — the model at 0-0 with the whole game
 * left, which reduces to the pre-game spread (home-field advantage without one).
 */
export function getGameWinProbability(game: GameWinProbabilityInput): GameWinProbability {
  if (isFinal(game.phase)) {
    const margin = game.homeScore - game.visitorScore;
    return fromHome(margin > 0 ? 1 : margin < 0 ? 0 : 0.5, 'final');
  }
  if (isLive(game.phase) && game.latestPlayHomeWinProbability !== null) {
    return fromHome(game.latestPlayHomeWinProbability, 'live');
  }
  const pregame = computeHomeWinProbability({
    homeScore: 0,
    visitorScore: 0,
    secondsLeft: 3600,
    possession: null,
    situation: null,
    homeSpread: game.homeHandicap,
  });
  return fromHome(pregame, 'pregame');
}
