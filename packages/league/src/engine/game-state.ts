import type { GameId, PlayRecord, SeasonType, TeamId, WeekSlug } from '@all22/domain';
import type { Random } from '../random/index.js';
import type { TeamUnits } from './build-team-units.js';
import type { GameDayPlayer } from './game-day-roster.js';

/** 0 = home, 1 = visitor: indexes the two-element arrays below. */
export type Side = 0 | 1;

export function otherSide(side: Side): Side {
  return side === 0 ? 1 : 0;
}

/** The schedule facts a game needs (a `ScheduledGame` fits). */
export interface GameInfo {
  gameId: GameId;
  season: number;
  seasonType: SeasonType;
  week: number;
  weekSlug: WeekSlug;
  homeTeamId: TeamId;
  visitorTeamId: TeamId;
  /** Kickoff instant, UTC ISO-8601. */
  isoTime: string;
  isNeutralSite: boolean;
}

export interface TeamSide {
  side: Side;
  teamId: TeamId;
  /** "KC": field positions and descriptions use it. */
  abbr: string;
  units: TeamUnits;
  /**
   * Rating points added to this team's side of every matchup: the home edge. A few points turn
   * into the league's ~55% home win rate.
   */
  edge: number;
}

/** What the next snap or kick is. */
export type NextAction = 'KICKOFF' | 'FREE_KICK' | 'SCRIMMAGE' | 'TRY';

/** Overtime bookkeeping for the possession rules (see decide-overtime.ts). */
export interface OvertimeState {
  /** The team that received the overtime kickoff. */
  firstTeam: Side;
  /** Possessions begun by each team in overtime. */
  possessions: [number, number];
  /** Overtime periods started (a second one only when a tie is not allowed). */
  periods: number;
}

/** Fixed facts of one game, shared by every module. */
export interface GameContext {
  game: GameInfo;
  teams: readonly [TeamSide, TeamSide];
  random: Random;
  nameOf: (player: GameDayPlayer) => string;
  /** Yard line (yards to the receiving team's goal) after a kickoff touchback: 75, or 70 from 2024. */
  touchbackYardline: number;
  startMs: number;
  /** Offense formation × defense package → combined alignments, filled lazily. */
  alignmentCache: Map<number, Readonly<Record<string, string>>>;
}

/** Everything that changes during a game. Modules mutate it in place; nothing else does. */
export interface GameState {
  quarter: number;
  /** Seconds left in the quarter. */
  clockSeconds: number;
  /** The team with the ball; on kickoffs the kicking team. */
  offense: Side;
  /** Yards from the offense to the opponent's goal line. */
  yardlineNumber: number;
  down: number;
  distance: number;
  scores: [number, number];
  timeouts: [number, number];
  /** The current drive's number, counting from 1 (0 before the first). */
  drive: number;
  next: NextAction;
  /** The team that received the opening kickoff (it kicks to start the second half). */
  openingReceiver: Side;
  twoMinuteWarningTaken: boolean;
  /** Seconds of real time since kickoff. */
  wallSeconds: number;
  plays: PlayRecord[];
  isOver: boolean;
  overtime: OvertimeState | null;
}

export function createGameState(openingReceiver: Side): GameState {
  return {
    quarter: 1,
    clockSeconds: 900,
    offense: otherSide(openingReceiver),
    yardlineNumber: 65,
    down: 1,
    distance: 10,
    scores: [0, 0],
    timeouts: [3, 3],
    drive: 0,
    next: 'KICKOFF',
    openingReceiver,
    twoMinuteWarningTaken: false,
    wallSeconds: 0,
    plays: [],
    isOver: false,
    overtime: null,
  };
}

/** The offense's lead (negative when trailing). */
export function getOffenseLead(state: GameState): number {
  return state.scores[state.offense] - state.scores[otherSide(state.offense)];
}

/** Seconds left in the game's regulation half or overtime period. */
export function getSecondsLeftInHalf(state: GameState): number {
  return state.quarter === 1 || state.quarter === 3 ? state.clockSeconds + 900 : state.clockSeconds;
}

/** True in the last two minutes of a half (or any of overtime's last two). */
export function isTwoMinuteTime(state: GameState): boolean {
  return (state.quarter === 2 || state.quarter >= 4) && state.clockSeconds <= 120;
}
