import { asGsisId, asNflId, asSmartId, type GsisId, type NflId, type SmartId } from '@all22/domain';
import { createDeterministicUuid } from '../random/create-deterministic-uuid.js';

/** The first generated player's nflId; later players count up from it, one per serial. */
export const FIRST_PLAYER_NFL_ID = 52_000;

/** GSIS ids have five free digits after "00-00"; the simulator starts its players at 30000. */
const FIRST_GSIS_NUMBER = 30_000;
const LAST_GSIS_NUMBER = 99_999;

export interface PlayerIds {
  nflId: NflId;
  gsisId: GsisId;
  smartId: SmartId;
}

/**
 * The three ids of the `serial`-th generated player (0, 1, 2, … in generation order). They
 * depend only on the serial and the league's id seed, so a player keeps them for good and two
 * players never share one: nflId and gsisId count up, the smartId is a UUID of (seed, serial).
 */
export function createPlayerIds(idSeed: string, serial: number): PlayerIds {
  const gsisNumber = FIRST_GSIS_NUMBER + serial;
  if (!Number.isInteger(serial) || serial < 0 || gsisNumber > LAST_GSIS_NUMBER) {
    throw new RangeError(`Player serial ${serial} is outside 0–${LAST_GSIS_NUMBER - FIRST_GSIS_NUMBER}`);
  }
  return {
    nflId: asNflId(FIRST_PLAYER_NFL_ID + serial),
    gsisId: asGsisId(`00-00${String(gsisNumber).padStart(5, '0')}`),
    smartId: asSmartId(createDeterministicUuid(idSeed, 'player', serial)),
  };
}

/** The player's serial (his index in LeagueState.players) from his nflId. */
export function getPlayerSerial(nflId: NflId): number {
  return nflId - FIRST_PLAYER_NFL_ID;
}
