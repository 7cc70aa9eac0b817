/**
 * Test helpers of @all22/domain, for the tests of every package ("@all22/domain/testing"); never
 * imported by running code.
 */
import { asGameId, asTeamId } from '../ids.js';
import { createNeutralPlayRecord, type PlaySituation } from '../plays/create-neutral-play-record.js';
import type { PlayRecord } from '../plays/play-record.js';

/** The play every fixture starts from: game 2024090800, team 1000 has the ball against 2000. */
const FIXTURE_SITUATION: PlaySituation = {
  gameId: asGameId(2024090800),
  playId: 1,
  sequence: 1,
  season: 2024,
  seasonType: 'REG',
  week: 1,
  weekSlug: 'WEEK_1',
  occurredAt: '2024-09-08T17:00:00.000Z',
  drive: null,
  quarter: 1,
  clock: '15:00',
  clockSeconds: 900,
  down: null,
  distance: null,
  yardsToGoType: null,
  yardLine: null,
  yardlineNumber: null,
  possessionTeamId: asTeamId('1000'),
  defenseTeamId: asTeamId('2000'),
  playType: 'play_type_rush',
  isSnap: true,
  redzone: false,
  goalToGo: false,
  offenseScoreDifferential: 0,
  offenseScoreDifferentialType: null,
  defenseScoreDifferential: 0,
  defenseScoreDifferentialType: null,
  homeScore: 0,
  visitorScore: 0,
};

/**
 * The one play fixture: a snap on which nothing happened (every flag false, every count 0,
 * every figure and participant null), with any field replaced by `overrides`. Its lists and
 * alignments are its own, not the frozen ones the engine shares, so a test may build on them.
 */
export function makePlayRecord(overrides: Partial<PlayRecord> = {}): PlayRecord {
  const play = createNeutralPlayRecord(FIXTURE_SITUATION);
  const ownLists = Object.fromEntries(
    Object.entries(play).flatMap(([key, value]) => (Array.isArray(value) ? [[key, []]] : [])),
  );
  return { ...play, ...ownLists, alignments: {}, ...overrides };
}
