/** Standings clinch flags (spec 1 §3); absent means not clinched. */
export interface ClinchFlags {
  homeField?: boolean | null;
  division?: boolean | null;
  wildCard?: boolean | null;
  playoff?: boolean | null;
  eliminated?: boolean | null;
}

export const CLINCH_PREFIXES = ['z', 'y', 'x', 'e', ''] as const;
export type ClinchPrefix = (typeof CLINCH_PREFIXES)[number];

/**
 * Standings prefix (spec 1 §4): z clinched home field, y division, x wild card or playoff,
 * e eliminated; the strongest applies (z > y > x > e). No flag gives ''.
 */
export function getClinchPrefix(flags: ClinchFlags): ClinchPrefix {
  if (flags.homeField === true) return 'z';
  if (flags.division === true) return 'y';
  if (flags.wildCard === true || flags.playoff === true) return 'x';
  if (flags.eliminated === true) return 'e';
  return '';
}
