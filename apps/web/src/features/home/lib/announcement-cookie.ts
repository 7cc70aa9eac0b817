/** The cookie that remembers a closed Fantasy AI announcement. */
export const ANNOUNCEMENT_COOKIE_NAME = 'all22_fantasy_ai_announcement_closed';
/** Spec 1 §9: closing the announcement is remembered for 365 days. */
export const ANNOUNCEMENT_COOKIE_DAYS = 365;

const SECONDS_PER_DAY = 86_400;

/** True when `cookieHeader` (document.cookie) says the announcement was closed. */
export function isAnnouncementClosed(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((entry) => entry.trim().split('=')[0] === ANNOUNCEMENT_COOKIE_NAME);
}

/** The Set-Cookie text that remembers the close: site-wide, a year, not sent cross-site. */
export function buildAnnouncementClosedCookie(): string {
  const maxAge = ANNOUNCEMENT_COOKIE_DAYS * SECONDS_PER_DAY;
  return `${ANNOUNCEMENT_COOKIE_NAME}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** Remembers the close in this browser. */
export function rememberAnnouncementClosed(doc: Document = document): void {
  doc.cookie = buildAnnouncementClosedCookie();
}
