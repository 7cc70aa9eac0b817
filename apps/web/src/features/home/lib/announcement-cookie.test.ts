import { afterEach, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_COOKIE_NAME,
  buildAnnouncementClosedCookie,
  isAnnouncementClosed,
  rememberAnnouncementClosed,
} from './announcement-cookie';

describe('announcement cookie', () => {
  afterEach(() => {
    document.cookie = `${ANNOUNCEMENT_COOKIE_NAME}=; Max-Age=0; Path=/`;
  });

  it('lasts 365 days, site-wide', () => {
    expect(buildAnnouncementClosedCookie()).toBe(
      `${ANNOUNCEMENT_COOKIE_NAME}=1; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
  });

  it('finds the cookie among others, and only that cookie', () => {
    expect(isAnnouncementClosed('')).toBe(false);
    expect(isAnnouncementClosed(`theme=dark; ${ANNOUNCEMENT_COOKIE_NAME}=1`)).toBe(true);
    expect(isAnnouncementClosed(`${ANNOUNCEMENT_COOKIE_NAME}_old=1`)).toBe(false);
  });

  it('is remembered in the document', () => {
    expect(isAnnouncementClosed(document.cookie)).toBe(false);
    rememberAnnouncementClosed();
    expect(isAnnouncementClosed(document.cookie)).toBe(true);
  });
});
