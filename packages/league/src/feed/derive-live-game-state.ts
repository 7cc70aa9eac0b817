import type { PlayRecord, TeamId } from '@all22/domain';
import type { LeagueGame } from '../season/league-game.js';

/** A game's phase as the feed reports it (any phase containing FINAL is final). */
export type FeedGamePhase = 'PREGAME' | 'INGAME' | 'HALFTIME' | 'FINAL' | 'FINAL_OVERTIME';

/** What the score strip and game header show at an instant: the games row's live columns. */
export interface LiveGameState {
  phase: FeedGamePhase;
  /** Plays revealed so far (the first `revealedCount` of the game's plays). */
  revealedCount: number;
  quarter: number | null;
  clock: string | null;
  possessionTeamId: TeamId | null;
  down: number | null;
  distance: number | null;
  yardLine: string | null;
  isRedzone: boolean;
  homeScore: number;
  visitorScore: number;
}

const occurredAtMs = (play: PlayRecord): number => Date.parse(play.occurredAt);

/** The number of plays whose time has come: plays are in time order, so a binary search. */
export function countRevealedPlays(plays: readonly PlayRecord[], instantMs: number): number {
  let low = 0;
  let high = plays.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (occurredAtMs(plays[middle] as PlayRecord) <= instantMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The live state of a simulated game at `instantMs`: before its first play it is PREGAME with
 * no score; once every play has happened it is FINAL (FINAL_OVERTIME after a fifth quarter);
 * between the last play of the second quarter and the first of the third it is HALFTIME;
 * otherwise INGAME, showing the situation of the next play to be run (its quarter, clock,
 * possession, down and distance), and the score after the last play.
 */
export function deriveLiveGameState(game: LeagueGame, instantMs: number): LiveGameState {
  const { plays } = game;
  const revealedCount = countRevealedPlays(plays, instantMs);
  const last = revealedCount > 0 ? plays[revealedCount - 1] : undefined;
  const next = plays[revealedCount];
  const scores = { homeScore: last?.homeScore ?? 0, visitorScore: last?.visitorScore ?? 0 };
  const idle = {
    quarter: null,
    clock: null,
    possessionTeamId: null,
    down: null,
    distance: null,
    yardLine: null,
    isRedzone: false,
  };

  if (!last) return { phase: 'PREGAME', revealedCount, ...idle, ...scores };
  if (!next) {
    return {
      phase: game.phase,
      revealedCount,
      ...idle,
      quarter: last.quarter,
      clock: '00:00',
      ...scores,
    };
  }
  const phase: FeedGamePhase = last.quarter === 2 && next.quarter === 3 ? 'HALFTIME' : 'INGAME';
  return {
    phase,
    revealedCount,
    quarter: next.quarter,
    clock: next.clock,
    possessionTeamId: next.possessionTeamId,
    down: next.down,
    distance: next.distance,
    yardLine: next.yardLine,
    isRedzone: next.redzone,
    ...scores,
  };
}
