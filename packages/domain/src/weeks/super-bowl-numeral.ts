/**
 * Super Bowl Roman numerals by season (the league year in which the game's season started), as the
 * spec defines them: 2024 to 2030 only.
 */
export const SUPER_BOWL_NUMERALS = {
  2024: 'LIX',
  2025: 'LX',
  2026: 'LXI',
  2027: 'LXII',
  2028: 'LXIII',
  2029: 'LXIV',
  2030: 'LXV',
} as const satisfies Record<number, string>;

/** Roman numeral of the Super Bowl ending `season`, or null outside 2024–2030. */
export function getSuperBowlNumeral(season: number): string | null {
  return Object.hasOwn(SUPER_BOWL_NUMERALS, season)
    ? SUPER_BOWL_NUMERALS[season as keyof typeof SUPER_BOWL_NUMERALS]
    : null;
}
