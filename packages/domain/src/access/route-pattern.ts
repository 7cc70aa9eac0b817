/**
 * Route paths and patterns (FREEMIUM_ROUTES).
 *
 * A pattern is a path whose segments are literal, or `*`:
 * - a `*` in the middle matches exactly one segment (`/games/game/*\/stats`);
 * - a trailing `*` matches the rest of the path, including nothing (`/games/*` matches `/games`,
 *   `/games/scores` and `/games/game/1/stats`), because a user listing "/games/*" means the section.
 * `/` matches only the home page. Matching is case-sensitive (router paths are); a trailing slash,
 * a query string and a hash are ignored.
 */

/** Strips query and hash, collapses repeated slashes and drops a trailing slash: "/games/?a=1" → "/games". */
export function normalizeRoutePath(path: string): string {
  const withoutSuffix = path.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutSuffix.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

const splitSegments = (path: string): string[] => normalizeRoutePath(path).split('/').filter(Boolean);

/** True when `path` matches `pattern` (see the module comment for the pattern rules). */
export function matchesRoutePattern(path: string, pattern: string): boolean {
  const pathSegments = splitSegments(path);
  const patternSegments = splitSegments(pattern);
  const last = patternSegments.length - 1;
  for (let i = 0; i < patternSegments.length; i++) {
    const expected = patternSegments[i];
    if (i === last && expected === '*') return true;
    const actual = pathSegments[i];
    if (actual === undefined) return false;
    if (expected !== '*' && expected !== actual) return false;
  }
  return pathSegments.length === patternSegments.length;
}

/** True when `path` matches any of `patterns`; an empty list matches nothing. */
export function matchesAnyRoutePattern(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesRoutePattern(path, pattern));
}

/**
 * Parses a FREEMIUM_ROUTES configuration string: comma-separated patterns, blanks ignored.
 * Each pattern must start with "/"; the bad ones are all listed in one error.
 */
export function parseRoutePatterns(config: string): string[] {
  const patterns = config
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = patterns.filter((pattern) => !pattern.startsWith('/'));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid route patterns: ${invalid.map((p) => `"${p}"`).join(', ')} (each must start with "/", e.g. "/,/games/*")`,
    );
  }
  return patterns;
}
