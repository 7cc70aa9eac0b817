import type { GsisId, NflId, SmartId } from '../ids.js';
import { asGsisId, asNflId, asSmartId } from '../ids.js';

/** Error text when no id is given (spec 1 §5, §8). */
export const MISSING_PLAYER_ID_MESSAGE = 'no player id passed in';
/** Error text when an id is given but is none of the three kinds. */
export const INVALID_PLAYER_ID_MESSAGE = 'invalid player id';

export const PLAYER_ID_KINDS = ['nflId', 'gsisId', 'smartId'] as const;
export type PlayerIdKind = (typeof PLAYER_ID_KINDS)[number];

export type PlayerIdLookup =
  | { ok: true; kind: 'nflId'; value: NflId }
  | { ok: true; kind: 'gsisId'; value: GsisId }
  | { ok: true; kind: 'smartId'; value: SmartId }
  | { ok: false; reason: 'missing'; message: typeof MISSING_PLAYER_ID_MESSAGE }
  | { ok: false; reason: 'invalid'; message: typeof INVALID_PLAYER_ID_MESSAGE };

export interface PlayerIdFields {
  nflId?: number | string | null;
  gsisId?: string | null;
  smartId?: string | null;
}

const NFL_ID_PATTERN = /^\d+$/;
const GSIS_ID_PATTERN = /^\d{2}-\d{7}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MISSING: PlayerIdLookup = { ok: false, reason: 'missing', message: MISSING_PLAYER_ID_MESSAGE };
const INVALID: PlayerIdLookup = { ok: false, reason: 'invalid', message: INVALID_PLAYER_ID_MESSAGE };

const isBlank = (value: unknown): value is undefined | null | '' =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const toNflId = (value: number | string): PlayerIdLookup => {
  const text = String(value).trim();
  if (!NFL_ID_PATTERN.test(text)) return INVALID;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? { ok: true, kind: 'nflId', value: asNflId(id) } : INVALID;
};

/**
 * Classifies a raw id, as found in a URL (/players/player/{playerId}): all digits → nflId,
 * "NN-NNNNNNN" → gsisId, a UUID → smartId (lower-cased). Surrounding spaces are ignored.
 */
const classifyRawId = (raw: string | number): PlayerIdLookup => {
  if (typeof raw === 'number') return toNflId(raw);
  const text = raw.trim();
  if (NFL_ID_PATTERN.test(text)) return toNflId(text);
  if (GSIS_ID_PATTERN.test(text)) return { ok: true, kind: 'gsisId', value: asGsisId(text) };
  if (UUID_PATTERN.test(text)) return { ok: true, kind: 'smartId', value: asSmartId(text.toLowerCase()) };
  return INVALID;
};

/**
 * Which id to look a player up by (spec 1 §5: nflId, gsisId or smartId). Takes either the fields
 * (first non-blank of nflId, gsisId, smartId wins, and must be valid for its kind) or a raw id
 * string/number (classified by shape). Nothing given → "no player id passed in"; something that
 * is no valid id → "invalid player id". Never throws.
 */
export function resolvePlayerId(input: PlayerIdFields | string | number | null | undefined): PlayerIdLookup {
  if (isBlank(input)) return MISSING;
  if (typeof input === 'string' || typeof input === 'number') return classifyRawId(input);
  const { nflId, gsisId, smartId } = input;
  if (!isBlank(nflId)) return toNflId(nflId);
  if (!isBlank(gsisId)) {
    const text = gsisId.trim();
    return GSIS_ID_PATTERN.test(text) ? { ok: true, kind: 'gsisId', value: asGsisId(text) } : INVALID;
  }
  if (!isBlank(smartId)) {
    const text = smartId.trim();
    return UUID_PATTERN.test(text)
      ? { ok: true, kind: 'smartId', value: asSmartId(text.toLowerCase()) }
      : INVALID;
  }
  return MISSING;
}
