/** URL schemes a rich-text link may use (spec 1 §5); compared case-insensitively. */
const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** What an unsafe link target becomes. */
const UNSAFE_HREF_REPLACEMENT = '#';

// Browsers ignore ASCII whitespace and control characters inside a URL's scheme ("java\tscript:")
// and read "\" as "/" ("/\host" is protocol-relative), so the checks run on a compacted copy.
// eslint-disable-next-line no-control-regex
const IGNORED_URL_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const compactUrl = (href: string): string => href.replace(IGNORED_URL_CHARACTERS, '').replace(/\\/g, '/');

const getScheme = (href: string): string | null => SCHEME.exec(compactUrl(href))?.[1]?.toLowerCase() ?? null;

/**
 * The link target to keep (spec 1 §5): an href starting with "/" or "#", or using http:, https:,
 * mailto: or tel:, is kept (trimmed); anything else becomes "#" — javascript:, data:, vbscript:,
 * unknown schemes, bare relative paths ("page.html") and protocol-relative "//host", which
 * leaves the site while looking like a local path. Entities must already be decoded (the DOM has).
 */
export function getSafeHref(href: string): string {
  const compact = compactUrl(href);
  if (compact.startsWith('//')) return UNSAFE_HREF_REPLACEMENT;
  if (compact.startsWith('/') || compact.startsWith('#')) return href.trim();
  const scheme = getScheme(href);
  return scheme !== null && (SAFE_LINK_SCHEMES as readonly string[]).includes(scheme)
    ? href.trim()
    : UNSAFE_HREF_REPLACEMENT;
}

/** True for links that leave the app: http: and https: URLs. They open in a new tab without an opener. */
export function isExternalHref(href: string): boolean {
  const scheme = getScheme(href);
  return scheme === 'http' || scheme === 'https';
}
