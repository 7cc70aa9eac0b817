import type {
  AirYardType,
  DefendersInTheBoxType,
  DropbackTimeType,
  MaxSpeedType,
  SeparationType,
  YardsToGoType,
} from '../film/index.js';
import type { GameId, NflId, TeamId } from '../ids.js';
import type { SeasonType, WeekSlug } from '../weeks/index.js';

/** The play types of the film room's playType filter (spec 2 §3). */
export const PLAY_TYPES = [
  'play_type_rush',
  'play_type_pass',
  'play_type_sack',
  'play_type_kickoff',
  'play_type_punt',
  'play_type_xp',
  'play_type_field_goal',
  'play_type_two_point_conversion',
] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export type ScoreDifferentialType = 'LEADING' | 'TRAILING' | 'TIED';
export type RushDirection = 'INSIDE' | 'OUTSIDE';
export type ReceiverAlignment = 'WIDE' | 'SLOT' | 'TIGHT' | 'BACKFIELD';
export type TargetLocation = 'OUTSIDE_NUMBERS' | 'DOWN_SEAMS' | 'BETWEEN_HASHES';
export type RecCoverageType = 'PRESS' | 'OFF';
export type RouteType = 'IN' | 'OUT' | 'VERTICAL' | 'RB_SCREEN' | 'WR_SCREEN';
export type CoverageScheme = 'MAN' | 'ZONE';
export type DefAlignment = 'EDGE' | 'DT' | 'LB' | 'SLOT' | 'CB' | 'SS' | 'FS';
export type QbAlignment = 'SHOTGUN' | 'UNDER_CENTER' | 'PISTOL';
export type DefensivePersonnel = 'DIME' | 'NICKEL' | 'BASE';
/** GOOD, NO_GOOD, BLOCKED for kicks; SUCCESS, FAILURE for two-point tries. */
export type KickResult = 'GOOD' | 'NO_GOOD' | 'BLOCKED' | 'SUCCESS' | 'FAILURE';

/**
 * One play as the feed reports it: the single source of truth every figure is derived from, and
 * the source of a play's shape: the `plays` table (packages/db) and the API's playSchema
 * (packages/contracts) are checked against it by type-equality tests, their deliberate
 * differences spelled out as mapped types (StoredPlay, PlayRecordJson). Situation
 * fields (quarter, clock, down, distance, yardline) are before the snap; scores and win
 * probability are after the play. Yardage is in whole yards; times in seconds.
 */
export interface PlayRecord {
  gameId: GameId;
  /** Unique within the game. */
  playId: number;
  /** Order within the game, from 1. */
  sequence: number;
  season: number;
  seasonType: SeasonType;
  week: number;
  weekSlug: WeekSlug;
  /** ISO-8601 instant at which the play happened (the live feed reveals it then). */
  occurredAt: string;
  /** Drive number within the game, from 1; null for plays outside drives (kickoffs, tries). */
  drive: number | null;

  // Situation before the snap.
  /** 1–4, 5 = overtime. */
  quarter: number;
  /** Time left in the quarter, "MM:SS". */
  clock: string;
  clockSeconds: number;
  down: number | null;
  distance: number | null;
  yardsToGoType: YardsToGoType | null;
  /** Field position as displayed, e.g. "KC 35" or "50". */
  yardLine: string | null;
  /** Yards from the offense to the opponent's goal line, 1–99. */
  yardlineNumber: number | null;
  possessionTeamId: TeamId;
  defenseTeamId: TeamId;

  // What happened.
  playType: PlayType;
  description: string;
  /** Net yards for the offense (a sack's loss is negative); 0 for kicks. */
  yardsGained: number;
  isSnap: boolean;
  isNoPlay: boolean;
  isPenalty: boolean;
  penaltyYards: number | null;
  penaltyTeamId: TeamId | null;
  firstDown: boolean;
  isTurnover: boolean;
  isSafety: boolean;
  points: number;
  scoringTeamId: TeamId | null;
  kickResult: KickResult | null;
  kickDistance: number | null;
  returnYards: number | null;

  // Film filters — general.
  passPlay: boolean;
  runPlay: boolean;
  redzone: boolean;
  goalToGo: boolean;
  touchdown: boolean;
  scoring: boolean;

  // Passing.
  airYards: number | null;
  airYardType: AirYardType | null;
  timeToThrow: number | null;
  dropbackTimeType: DropbackTimeType | null;
  attempt: boolean;
  completion: boolean;
  interception: boolean;
  playAction: boolean;
  dropback: boolean;

  // Rushing.
  rushDirection: RushDirection | null;
  /** 1 for a designed carry or scramble. */
  carries: number;
  fumble: boolean;
  fumbleLost: boolean;
  rush10PlusYards: boolean;

  // Receiving (about the targeted receiver).
  receiverAlignment: ReceiverAlignment | null;
  separation: number | null;
  separationType: SeparationType | null;
  targetLocation: TargetLocation | null;
  recCoverageType: RecCoverageType | null;
  reception: boolean;
  target: boolean;
  recMotion: boolean;
  routeType: RouteType | null;

  // Defense.
  defRunStuff: boolean;
  defSack: boolean;
  /** Tacklers credited on the play. */
  tackles: number;
  defInterception: boolean;
  defPressure: boolean;
  turnoversCausedByPressure: boolean;
  /** The coverage scheme: MAN or ZONE. */
  defCoverageType: CoverageScheme | null;
  defAlignment: DefAlignment | null;
  stop: boolean;

  // Other.
  /** Top speed of the ball carrier, mph. */
  maxSpeed: number | null;
  maxSpeedType: MaxSpeedType | null;
  qbAlignment: QbAlignment | null;
  offenseScoreDifferential: number;
  offenseScoreDifferentialType: ScoreDifferentialType | null;
  defenseScoreDifferential: number;
  defenseScoreDifferentialType: ScoreDifferentialType | null;
  personnelRb: number | null;
  personnelTe: number | null;
  personnelWr: number | null;
  personnelLb: number | null;
  personnelDl: number | null;
  personnelDb: number | null;
  personnel: DefensivePersonnel | null;
  sack: boolean;
  pressure: boolean;
  blitz: boolean;
  runStuff: boolean;
  defendersInTheBox: number | null;
  defendersInTheBoxType: DefendersInTheBoxType | null;

  // Participants.
  passerId: NflId | null;
  rusherId: NflId | null;
  targetId: NflId | null;
  ballCarrierId: NflId | null;
  nearestDefenderId: NflId | null;
  interceptorId: NflId | null;
  kickerId: NflId | null;
  punterId: NflId | null;
  returnerId: NflId | null;
  routeRunnerIds: NflId[];
  tacklerIds: NflId[];
  passRusherIds: NflId[];
  coverageDefenderIds: NflId[];
  offensePlayerIds: NflId[];
  defensePlayerIds: NflId[];
  sackerIds: NflId[];
  pressurePlayerIds: NflId[];
  boxDefenderIds: NflId[];
  tackleStopIds: NflId[];
  hustleStopIds: NflId[];
  /** nflId (as a string) → alignment (WIDE, SLOT, TIGHT, BACKFIELD, EDGE, DT, LB, CB, SS, FS…). */
  alignments: Record<string, string>;

  // After the play.
  homeScore: number;
  visitorScore: number;
  /** Home team's win probability after the play, 0–1. */
  homeWinProbability: number | null;
  expectedPointsAdded: number | null;
}
