/**
 * Folds a name for matching: accents removed (é → e), lower case, apostrophes and periods dropped
 * (D'Andre → dandre, A.J. → aj), hyphens and other separators turned into single spaces
 * (Smith-Njigba → smith njigba), trimmed.
 */
export function normalizePersonName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
