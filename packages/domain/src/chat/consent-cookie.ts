/** The Fantasy AI consent cookie (spec 2 §4, §9): value "true" once agreed. */
export const FANTASY_AI_CONSENT_COOKIE = {
  name: 'fantasyAiConsent',
  value: 'true',
  maxAgeDays: 365,
  /** Same duration in seconds, for a Max-Age attribute. */
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
} as const;

/** True only when the cookie holds exactly "true": anything else (absent, "false", garbage) is no consent. */
export function hasFantasyAiConsent(cookieValue: string | null | undefined): boolean {
  return cookieValue === FANTASY_AI_CONSENT_COOKIE.value;
}
