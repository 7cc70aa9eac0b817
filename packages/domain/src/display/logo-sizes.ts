/** Team logo sizes in CSS pixels (spec 1 §2, §9). */
export const LOGO_SIZES = {
  playerHeader: 96,
  team: 200,
  game: 128,
  strip: 24,
} as const;
export type LogoPlacement = keyof typeof LOGO_SIZES;
