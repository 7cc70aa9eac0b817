import type { NflId } from '../ids.js';
import type { PlayRecord } from './play-record.js';

/**
 * What is known of a play before anything happens on it: which play it is, the situation at the
 * snap, and the score so far (a scoring play adds to it).
 */
export type PlaySituation = Pick<
  PlayRecord,
  | 'gameId'
  | 'playId'
  | 'sequence'
  | 'season'
  | 'seasonType'
  | 'week'
  | 'weekSlug'
  | 'occurredAt'
  | 'drive'
  | 'quarter'
  | 'clock'
  | 'clockSeconds'
  | 'down'
  | 'distance'
  | 'yardsToGoType'
  | 'yardLine'
  | 'yardlineNumber'
  | 'possessionTeamId'
  | 'defenseTeamId'
  | 'playType'
  | 'isSnap'
  | 'redzone'
  | 'goalToGo'
  | 'offenseScoreDifferential'
  | 'offenseScoreDifferentialType'
  | 'defenseScoreDifferential'
  | 'defenseScoreDifferentialType'
  | 'homeScore'
  | 'visitorScore'
>;

/**
 * One shared empty list for the many plays without tacklers, sackers and the like (half a million
 * plays a league). Frozen, as every play holds it: set a new list, never push onto this one.
 */
export const NO_PLAYER_IDS: NflId[] = Object.freeze([]) as unknown as NflId[];
const NO_ALIGNMENTS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * The one literal of a play record: the situation given, every outcome at its neutral value (flags
 * false, counts 0, figures and participants null, lists empty). The play engine fills in what
 * happened; test fixtures (`makePlayRecord` in @all22/domain/testing) start from it too. A single
 * literal in field order gives every play one object shape, which keeps V8's property access fast.
 */
export function createNeutralPlayRecord(situation: PlaySituation): PlayRecord {
  return {
    gameId: situation.gameId,
    playId: situation.playId,
    sequence: situation.sequence,
    season: situation.season,
    seasonType: situation.seasonType,
    week: situation.week,
    weekSlug: situation.weekSlug,
    occurredAt: situation.occurredAt,
    drive: situation.drive,
    quarter: situation.quarter,
    clock: situation.clock,
    clockSeconds: situation.clockSeconds,
    down: situation.down,
    distance: situation.distance,
    yardsToGoType: situation.yardsToGoType,
    yardLine: situation.yardLine,
    yardlineNumber: situation.yardlineNumber,
    possessionTeamId: situation.possessionTeamId,
    defenseTeamId: situation.defenseTeamId,
    playType: situation.playType,
    description: '',
    yardsGained: 0,
    isSnap: situation.isSnap,
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
    redzone: situation.redzone,
    goalToGo: situation.goalToGo,
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
    offenseScoreDifferential: situation.offenseScoreDifferential,
    offenseScoreDifferentialType: situation.offenseScoreDifferentialType,
    defenseScoreDifferential: situation.defenseScoreDifferential,
    defenseScoreDifferentialType: situation.defenseScoreDifferentialType,
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
    routeRunnerIds: NO_PLAYER_IDS,
    tacklerIds: NO_PLAYER_IDS,
    passRusherIds: NO_PLAYER_IDS,
    coverageDefenderIds: NO_PLAYER_IDS,
    offensePlayerIds: NO_PLAYER_IDS,
    defensePlayerIds: NO_PLAYER_IDS,
    sackerIds: NO_PLAYER_IDS,
    pressurePlayerIds: NO_PLAYER_IDS,
    boxDefenderIds: NO_PLAYER_IDS,
    tackleStopIds: NO_PLAYER_IDS,
    hustleStopIds: NO_PLAYER_IDS,
    alignments: NO_ALIGNMENTS,
    homeScore: situation.homeScore,
    visitorScore: situation.visitorScore,
    homeWinProbability: null,
    expectedPointsAdded: null,
  };
}
