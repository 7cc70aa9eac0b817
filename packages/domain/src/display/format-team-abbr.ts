/** Abbreviations shown differently from the data (spec 1 §3: ARI is shown as AZ). */
export const TEAM_ABBR_DISPLAY = { ARI: 'AZ' } as const satisfies Record<string, string>;

/** Team abbreviation for display: ARI → AZ, any other abbreviation unchanged. */
export function formatTeamAbbr(abbr: string): string {
  return Object.hasOwn(TEAM_ABBR_DISPLAY, abbr)
    ? TEAM_ABBR_DISPLAY[abbr as keyof typeof TEAM_ABBR_DISPLAY]
    : abbr;
}
