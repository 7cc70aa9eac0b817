import type { PlayRecord } from '@all22/domain';
import type { GameOdds } from '../schedule/compute-game-odds.js';
import type { ScheduledGame } from '../schedule/create-scheduled-games.js';

/** How a simulated game ended. */
export type FinalPhase = 'FINAL' | 'FINAL_OVERTIME';

/**
 * A game of the league with everything the feed will ever say about it: its schedule entry,
 * its betting lines, and — simulated in full when its week begins — every play. The live feed
 * reveals the plays as their `occurredAt` arrives; until then the game is scheduled.
 */
export interface LeagueGame {
  schedule: ScheduledGame;
  odds: GameOdds;
  /** Seeds in their conference for postseason games; null otherwise. */
  homeSeed: number | null;
  visitorSeed: number | null;
  plays: PlayRecord[];
  homeScore: number;
  visitorScore: number;
  phase: FinalPhase;
}
