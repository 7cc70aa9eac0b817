import { HOME_PATH } from '@all22/domain';

/** Where the identity provider sends the browser back after sign-in (a registered redirect URI). */
export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Where a silent sign-in in a hidden frame lands (the other registered redirect URI). */
export const SILENT_RENEW_PATH = '/auth/silent-renew';

/**
 * The app path to return to after sign-in. Only a same-origin path is accepted ("/stats?x=1"),
 * never "//evil.example" or an absolute URL, so the sign-in state cannot send a user off-site;
 * the auth routes themselves fall back home, so a return never loops through the callback.
 */
export function toSafeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return HOME_PATH;
  }
  const { pathname } = new URL(value, 'http://app.invalid');
  return pathname === AUTH_CALLBACK_PATH || pathname === SILENT_RENEW_PATH ? HOME_PATH : value;
}

/** The current page as a return path: path, query and hash of `url`. */
export function toReturnPath(url: string): string {
  const { pathname, search, hash } = new URL(url);
  return toSafeReturnPath(`${pathname}${search}${hash}`);
}
