import type { PlayRecord, TeamId } from '@all22/domain';
import { makePlayRecord } from '@all22/domain/testing';

/** A play record for tests with every field at its empty value; the factories in tracking.ts fill in a play. */
export function createEmptyPlayRecord(possessionTeamId: TeamId, defenseTeamId: TeamId): PlayRecord {
  return makePlayRecord({
    playId: 100,
    sequence: 10,
    weekSlug: 'REG-1' as PlayRecord['weekSlug'],
    occurredAt: '2024-09-08T17:20:00.000Z',
    drive: 2,
    quarter: 1,
    clock: '10:00',
    clockSeconds: 600,
    down: 1,
    distance: 10,
    yardLine: 'ARI 35',
    yardlineNumber: 65,
    possessionTeamId,
    defenseTeamId,
    playType: 'play_type_pass',
    offenseScoreDifferentialType: 'TIED',
    defenseScoreDifferentialType: 'TIED',
    homeWinProbability: 0.5,
    expectedPointsAdded: 0,
  });
}
