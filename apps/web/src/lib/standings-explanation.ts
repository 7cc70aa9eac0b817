import type { StandingsRowResponse } from '@all22/contracts';
import type { ClinchPrefix } from '@all22/domain';

/** What each clinch prefix means (spec 1 §4), in the order the legend lists them. */
export const CLINCH_PREFIX_MEANINGS = [
  { prefix: 'z', meaning: 'clinched home field' },
  { prefix: 'y', meaning: 'clinched division' },
  { prefix: 'x', meaning: 'clinched playoff berth' },
  { prefix: 'e', meaning: 'eliminated' },
] as const satisfies readonly { prefix: NonNullable<ClinchPrefix>; meaning: string }[];

const sentence = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const capitalised = trimmed[0]?.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

/**
 * How a team got its division rank and its seed, as the API explains them, as sentences:
 * "2nd in the AFC East, lost division tie-breaker to BUF on head-to-head (0-2)." Empty strings
 * (no games yet) are left out.
 */
export function explainStandingsRow(row: Pick<StandingsRowResponse, 'explanation'>): string[] {
  return [row.explanation.division, row.explanation.seed].map(sentence).filter((text) => text !== '');
}

/** True when a tie-breaker step, not the record alone, decided the division rank or the seed. */
export function isDecidedByTieBreaker(row: Pick<StandingsRowResponse, 'explanation'>): boolean {
  return / tie-breaker (over|to) /.test(`${row.explanation.division} ${row.explanation.seed}`);
}
