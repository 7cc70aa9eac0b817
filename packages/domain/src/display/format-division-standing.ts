import { formatOrdinal } from './format-ordinal.js';
import { type TeamRecord, formatRecord } from './format-record.js';

/**
 * A team's record with its place in its division: "4-1 · 1st in AFC West" (the team page's header,
 * home's favourite-team cards); the record alone while the rank or the division is not known.
 */
export function formatDivisionStanding(
  record: TeamRecord,
  divisionRank: number | null | undefined,
  divisionName: string | null | undefined,
): string {
  const text = formatRecord(record);
  if (typeof divisionRank !== 'number' || !divisionName) return text;
  return `${text} · ${formatOrdinal(divisionRank)} in ${divisionName}`;
}
