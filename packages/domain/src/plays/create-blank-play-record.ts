import type { PlayRecord } from './play-record.js';

/** The fields that say which play it is; everything else has a blank value. */
export type PlayIdentity = Pick<
  PlayRecord,
  | 'gameId'
  | 'playId'
  | 'sequence'
  | 'season'
  | 'seasonType'
  | 'week'
  | 'weekSlug'
  | 'occurredAt'
  | 'quarter'
  | 'clock'
  | 'clockSeconds'
  | 'possessionTeamId'
  | 'defenseTeamId'
  | 'playType'
>;

/**
 * A play record in which nothing happened: every flag false, every count 0, every optional
 * figure and participant null, every list empty — plus the identity given and any overrides.
 * Test factories build their plays from it (the play engine writes its own literal, for speed).
 */
export const createBlankPlayRecord = (identity: PlayIdentity & Partial<PlayRecord>): PlayRecord => ({
  drive: null,
  down: null,
  distance: null,
  yardsToGoType: null,
  yardLine: null,
  yardlineNumber: null,
  description: '',
  yardsGained: 0,
  isSnap: true,
  isNoPlay: false,
  isPenalty: false,
  penaltyYards: null,
  penaltyTeamId: null,
  firstDown: false,
  isTurnover: false,
  isSafety: false,
  points: 0,
  scoringTeamId: null,
  kickResult: null,
  kickDistance: null,
  returnYards: null,
  passPlay: false,
  runPlay: false,
  redzone: false,
  goalToGo: false,
  touchdown: false,
  scoring: false,
  airYards: null,
  airYardType: null,
  timeToThrow: null,
  dropbackTimeType: null,
  attempt: false,
  completion: false,
  interception: false,
  playAction: false,
  dropback: false,
  rushDirection: null,
  carries: 0,
  fumble: false,
  fumbleLost: false,
  rush10PlusYards: false,
  receiverAlignment: null,
  separation: null,
  separationType: null,
  targetLocation: null,
  recCoverageType: null,
  reception: false,
  target: false,
  recMotion: false,
  routeType: null,
  defRunStuff: false,
  defSack: false,
  tackles: 0,
  defInterception: false,
  defPressure: false,
  turnoversCausedByPressure: false,
  defCoverageType: null,
  defAlignment: null,
  stop: false,
  maxSpeed: null,
  maxSpeedType: null,
  qbAlignment: null,
  offenseScoreDifferential: 0,
  offenseScoreDifferentialType: null,
  defenseScoreDifferential: 0,
  defenseScoreDifferentialType: null,
  personnelRb: null,
  personnelTe: null,
  personnelWr: null,
  personnelLb: null,
  personnelDl: null,
  personnelDb: null,
  personnel: null,
  sack: false,
  pressure: false,
  blitz: false,
  runStuff: false,
  defendersInTheBox: null,
  defendersInTheBoxType: null,
  passerId: null,
  rusherId: null,
  targetId: null,
  ballCarrierId: null,
  nearestDefenderId: null,
  interceptorId: null,
  kickerId: null,
  punterId: null,
  returnerId: null,
  routeRunnerIds: [],
  tacklerIds: [],
  passRusherIds: [],
  coverageDefenderIds: [],
  offensePlayerIds: [],
  defensePlayerIds: [],
  sackerIds: [],
  pressurePlayerIds: [],
  boxDefenderIds: [],
  tackleStopIds: [],
  hustleStopIds: [],
  alignments: {},
  homeScore: 0,
  visitorScore: 0,
  homeWinProbability: null,
  expectedPointsAdded: null,
  ...identity,
});
