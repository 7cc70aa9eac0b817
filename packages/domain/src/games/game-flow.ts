import type { GameSide } from './losing-side.js';

/** What the game's flow needs from a play: when it happened and the score after it. */
export interface ScoredPlay {
  sequence: number;
  /** 1–4, 5 = overtime. */
  quarter: number;
  /** "MM:SS" left in the quarter, before the snap. */
  clock: string;
  homeScore: number;
  visitorScore: number;
}

/** The biggest margin one side held, and the score and moment it first reached it. */
export interface LargestLead<P extends ScoredPlay = ScoredPlay> {
  side: GameSide;
  points: number;
  play: P;
}

/** How the lead moved over a game: lead changes and each side's largest lead. */
export interface GameFlow<P extends ScoredPlay = ScoredPlay> {
  /** Times the leading side switched (a tie in between does not count as a change by itself). */
  leadChanges: number;
  /** Times the score was tied after a score (0-0 at kick-off not counted). */
  ties: number;
  /** The largest lead of the game, null when no side ever led. */
  largestLead: LargestLead<P> | null;
}

const leaderOf = (play: ScoredPlay): GameSide | null => {
  if (play.homeScore > play.visitorScore) return 'home';
  if (play.visitorScore > play.homeScore) return 'visitor';
  return null;
};

/** The flow of a game from its plays (any order; read in snap order). */
export function getGameFlow<P extends ScoredPlay>(plays: readonly P[]): GameFlow<P> {
  const ordered = [...plays].sort((a, b) => a.sequence - b.sequence);
  let leadChanges = 0;
  let ties = 0;
  let lastLeader: GameSide | null = null;
  let previous = { homeScore: 0, visitorScore: 0 };
  let largestLead: LargestLead<P> | null = null;
  for (const play of ordered) {
    const scoreChanged = play.homeScore !== previous.homeScore || play.visitorScore !== previous.visitorScore;
    previous = play;
    if (!scoreChanged) continue;
    const leader = leaderOf(play);
    if (leader === null) {
      ties += 1;
      continue;
    }
    if (lastLeader !== null && leader !== lastLeader) leadChanges += 1;
    lastLeader = leader;
    const margin = Math.abs(play.homeScore - play.visitorScore);
    if (!largestLead || margin > largestLead.points) largestLead = { side: leader, points: margin, play };
  }
  return { leadChanges, ties, largestLead };
}

/** "1st quarter", "2nd quarter"…, "overtime" for period 5 and later. */
export function formatQuarterName(quarter: number): string {
  if (quarter >= 5) return 'overtime';
  const ordinal = ['1st', '2nd', '3rd', '4th'][quarter - 1];
  return ordinal === undefined ? `period ${quarter}` : `${ordinal} quarter`;
}
