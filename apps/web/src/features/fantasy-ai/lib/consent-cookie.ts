import { FANTASY_AI_CONSENT_COOKIE, hasFantasyAiConsent } from '@all22/domain';

/** The consent cookie's value in `cookieHeader` (document.cookie), or null. */
function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The Fantasy AI consent (spec 2 §4 "Consent"): the cookie 'fantasyAiConsent', true once agreed. */
export const documentConsent = {
  read: (): boolean => hasFantasyAiConsent(readCookie(document.cookie, FANTASY_AI_CONSENT_COOKIE.name)),
  /** Remembers the consent for 365 days on the whole site. */
  give: (): void => {
    const { name, value, maxAgeSeconds, path } = FANTASY_AI_CONSENT_COOKIE;
    document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax`;
  },
};
