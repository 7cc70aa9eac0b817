import type { NflId, PlayRecord, Position, TeamId } from '@all22/domain';
import { asNflId, asTeamId } from '@all22/domain';
import { createEmptyPlayRecord } from './tracking-empty-play.js';
import type { GeneratePlayTrackingOptions, TrackingParticipant } from '../tracking/tracking-types.js';

/**
 * Small, complete and consistent play records for tests: two teams, each with an offense, a
 * defense and specialists, and one factory per kind of play. Every factory takes overrides.
 */
export const HOME_TEAM_ID: TeamId = asTeamId('3800');
export const VISITOR_TEAM_ID: TeamId = asTeamId('0200');
export const TEST_OPTIONS: GeneratePlayTrackingOptions = { homeTeamId: HOME_TEAM_ID };

const ROSTER: readonly (readonly [string, Position])[] = [
  ['QB', 'QB'],
  ['RB', 'RB'],
  ['WR1', 'WR'],
  ['WR2', 'WR'],
  ['WR3', 'WR'],
  ['TE', 'TE'],
  ['LT', 'OL'],
  ['LG', 'OL'],
  ['C', 'OL'],
  ['RG', 'OL'],
  ['RT', 'OL'],
  ['DT1', 'DL'],
  ['DT2', 'DL'],
  ['EDGE1', 'EDGE'],
  ['EDGE2', 'EDGE'],
  ['LB1', 'LB'],
  ['LB2', 'LB'],
  ['CB1', 'CB'],
  ['CB2', 'CB'],
  ['NB', 'CB'],
  ['FS', 'DB'],
  ['SS', 'DB'],
  ['K', 'K'],
  ['P', 'P'],
  ['LS', 'LS'],
];
type Role = (typeof ROSTER)[number][0];

/** A team's player by role: home players are 1000 + index, visitors 2000 + index. */
export function playerId(teamId: TeamId, role: Role): NflId {
  return asNflId((teamId === HOME_TEAM_ID ? 1000 : 2000) + ROSTER.findIndex(([name]) => name === role));
}

export function createTestParticipants(): Map<NflId, TrackingParticipant> {
  return new Map(
    [HOME_TEAM_ID, VISITOR_TEAM_ID].flatMap((teamId) =>
      ROSTER.map(([role, position], index): [NflId, TrackingParticipant] => [
        playerId(teamId, role),
        { position, jerseyNumber: index + 1, teamId },
      ]),
    ),
  );
}

const OFFENSE_ROLES: Role[] = ['QB', 'RB', 'WR1', 'WR2', 'WR3', 'TE', 'LT', 'LG', 'C', 'RG', 'RT'];
const DEFENSE_ROLES: Role[] = ['DT1', 'DT2', 'EDGE1', 'EDGE2', 'LB1', 'LB2', 'CB1', 'CB2', 'NB', 'FS', 'SS'];
const KICKING_ROLES: Role[] = ['K', 'P', 'LS', 'LB1', 'LB2', 'CB1', 'CB2', 'FS', 'SS', 'TE', 'RB'];
const RETURN_ROLES: Role[] = ['WR1', 'WR2', 'RB', 'TE', 'LB1', 'LB2', 'CB1', 'CB2', 'NB', 'FS', 'SS'];

const off = (role: Role) => playerId(HOME_TEAM_ID, role);
const def = (role: Role) => playerId(VISITOR_TEAM_ID, role);

const OFFENSE_ALIGNMENTS: Record<string, string> = {
  [off('RB')]: 'BACKFIELD',
  [off('WR1')]: 'WIDE',
  [off('WR2')]: 'WIDE',
  [off('WR3')]: 'SLOT',
  [off('TE')]: 'TIGHT',
  [def('DT1')]: 'DT',
  [def('DT2')]: 'DT',
  [def('EDGE1')]: 'EDGE',
  [def('EDGE2')]: 'EDGE',
  [def('LB1')]: 'LB',
  [def('LB2')]: 'LB',
  [def('CB1')]: 'CB',
  [def('CB2')]: 'CB',
  [def('NB')]: 'SLOT',
  [def('FS')]: 'FS',
  [def('SS')]: 'SS',
};

/** A snap from the offense's own 35 with a full offense and nickel defense. */
const createSnapPlay = (overrides: Partial<PlayRecord>): PlayRecord => ({
  ...createEmptyPlayRecord(HOME_TEAM_ID, VISITOR_TEAM_ID),
  offensePlayerIds: OFFENSE_ROLES.map(off),
  defensePlayerIds: DEFENSE_ROLES.map(def),
  alignments: OFFENSE_ALIGNMENTS,
  personnelRb: 1,
  personnelTe: 1,
  personnelWr: 3,
  personnelDl: 4,
  personnelLb: 2,
  personnelDb: 5,
  personnel: 'NICKEL',
  defendersInTheBox: 6,
  boxDefenderIds: ['DT1', 'DT2', 'EDGE1', 'EDGE2', 'LB1', 'LB2'].map((role) => def(role as Role)),
  ...overrides,
});

/** A 12-yard completion: an IN route at 8 air yards between the hashes, 4 after the catch. */
export function createPassPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createSnapPlay({
    playType: 'play_type_pass',
    description: 'Short pass middle, tackled',
    yardsGained: 12,
    firstDown: true,
    passPlay: true,
    attempt: true,
    completion: true,
    reception: true,
    target: true,
    dropback: true,
    airYards: 8,
    timeToThrow: 2.6,
    qbAlignment: 'SHOTGUN',
    routeType: 'IN',
    targetLocation: 'BETWEEN_HASHES',
    receiverAlignment: 'WIDE',
    separation: 2.1,
    recCoverageType: 'OFF',
    defCoverageType: 'ZONE',
    maxSpeed: 17.5,
    passerId: off('QB'),
    targetId: off('WR1'),
    ballCarrierId: off('WR1'),
    nearestDefenderId: def('CB1'),
    routeRunnerIds: ['WR1', 'WR2', 'WR3', 'TE'].map((role) => off(role as Role)),
    passRusherIds: ['DT1', 'DT2', 'EDGE1', 'EDGE2'].map((role) => def(role as Role)),
    coverageDefenderIds: ['LB1', 'LB2', 'CB1', 'CB2', 'NB', 'FS', 'SS'].map((role) => def(role as Role)),
    tacklerIds: [def('LB1')],
    tackles: 1,
    ...overrides,
  });
}

/** An 8-yard carry inside from under center. */
export function createRunPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createSnapPlay({
    playType: 'play_type_rush',
    description: 'Run up the middle, tackled',
    yardsGained: 8,
    runPlay: true,
    carries: 1,
    rushDirection: 'INSIDE',
    qbAlignment: 'UNDER_CENTER',
    maxSpeed: 17,
    defendersInTheBox: 7,
    rusherId: off('RB'),
    ballCarrierId: off('RB'),
    tacklerIds: [def('LB2'), def('SS')],
    tackles: 2,
    ...overrides,
  });
}

/** A 7-yard sack in the shotgun. */
export function createSackPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createSnapPlay({
    playType: 'play_type_sack',
    description: 'Sacked for a loss of 7',
    yardsGained: -7,
    passPlay: true,
    dropback: true,
    sack: true,
    pressure: true,
    timeToThrow: 3.1,
    qbAlignment: 'SHOTGUN',
    passerId: off('QB'),
    ballCarrierId: off('QB'),
    passRusherIds: ['DT1', 'DT2', 'EDGE1', 'EDGE2'].map((role) => def(role as Role)),
    sackerIds: [def('EDGE1')],
    tacklerIds: [def('EDGE1')],
    pressurePlayerIds: [def('EDGE1')],
    defSack: true,
    ...overrides,
  });
}

/** A quarterback scramble for 9 yards out of bounds (no tackler). */
export function createScramblePlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createSnapPlay({
    playType: 'play_type_rush',
    description: 'Scramble, ran out of bounds',
    yardsGained: 9,
    runPlay: true,
    carries: 1,
    dropback: true,
    timeToThrow: 2.8,
    qbAlignment: 'SHOTGUN',
    maxSpeed: 16,
    passerId: off('QB'),
    rusherId: off('QB'),
    ballCarrierId: off('QB'),
    ...overrides,
  });
}

/** A deep pass down the seam intercepted 25 yards downfield and returned 12 yards. */
export function createInterceptionPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createPassPlay({
    description: 'Deep pass intercepted',
    yardsGained: 0,
    completion: false,
    reception: false,
    interception: true,
    isTurnover: true,
    defInterception: true,
    airYards: 25,
    timeToThrow: 2.9,
    routeType: 'VERTICAL',
    targetLocation: 'DOWN_SEAMS',
    maxSpeed: 18,
    ballCarrierId: def('FS'),
    interceptorId: def('FS'),
    nearestDefenderId: def('CB2'),
    targetId: off('WR2'),
    returnYards: 12,
    tacklerIds: [off('WR2')],
    ...overrides,
  });
}

const createKickPlay = (overrides: Partial<PlayRecord>): PlayRecord => ({
  ...createEmptyPlayRecord(HOME_TEAM_ID, VISITOR_TEAM_ID),
  isSnap: false,
  offensePlayerIds: KICKING_ROLES.map(off),
  defensePlayerIds: RETURN_ROLES.map(def),
  down: null,
  distance: null,
  ...overrides,
});

/** A 45-yard punt from the 35, returned 8 yards. */
export function createPuntPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createKickPlay({
    playType: 'play_type_punt',
    description: 'Punt 45 yards, returned 8',
    isSnap: true,
    down: 4,
    distance: 6,
    kickDistance: 45,
    returnYards: 8,
    maxSpeed: 18,
    punterId: off('P'),
    returnerId: def('WR1'),
    ballCarrierId: def('WR1'),
    tacklerIds: [off('CB1')],
    ...overrides,
  });
}

/** A kickoff from the 35 caught at the 5 and returned 24 yards (the home team kicks). */
export function createKickoffPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createKickPlay({
    playType: 'play_type_kickoff',
    description: 'Kickoff 60 yards, returned 24',
    drive: null,
    yardlineNumber: 65,
    kickDistance: 60,
    returnYards: 24,
    maxSpeed: 19,
    kickerId: off('K'),
    returnerId: def('WR1'),
    ballCarrierId: def('WR1'),
    tacklerIds: [off('LB1')],
    ...overrides,
  });
}

/** A good 38-yard field goal from the opponent's 21. */
export function createFieldGoalPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createKickPlay({
    playType: 'play_type_field_goal',
    description: '38-yard field goal is GOOD',
    isSnap: true,
    down: 4,
    distance: 3,
    yardLine: 'ATL 21',
    yardlineNumber: 21,
    kickDistance: 38,
    kickResult: 'GOOD',
    points: 3,
    scoring: true,
    scoringTeamId: HOME_TEAM_ID,
    kickerId: off('K'),
    ...overrides,
  });
}

/** A good extra point from the 15. */
export function createExtraPointPlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  return createKickPlay({
    playType: 'play_type_xp',
    description: 'Extra point is GOOD',
    isSnap: true,
    drive: null,
    down: null,
    yardLine: 'ATL 15',
    yardlineNumber: 15,
    kickDistance: 33,
    kickResult: 'GOOD',
    points: 1,
    scoring: true,
    scoringTeamId: HOME_TEAM_ID,
    kickerId: off('K'),
    ...overrides,
  });
}
