/** Shown wherever a number, date or label is missing or invalid: an em dash. */
export const MISSING_VALUE = '—';
