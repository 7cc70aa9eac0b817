/**
 * The first path segments of the web app's pages, its redirects and its sign-in returns ('' is
 * the home page). A path whose first segment is none of these is no page of the app: the server
 * answers it with the app's 404 page and a 404 status. Deeper unknown paths (/games/nothing) are
 * the app's to tell, in the browser. The web app's route-table test keeps this list in step.
 */
export const APP_PAGE_SECTIONS: ReadonlySet<string> = new Set([
  '',
  'auth',
  'fantasy',
  'film',
  'games',
  'gtg',
  'health',
  'insights',
  'insights-beta',
  'login',
  'players',
  'settings',
  'sorry',
  'stats',
  'subscribe',
  'support',
  'teams',
  'test',
  'tools',
]);

/** The first segment of a path: '/games/scores' → 'games', '/' → ''. */
export function getPathSection(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** Whether a path may be a page of the web app (its first segment is one of the app's). */
export function isAppPageSection(pathname: string): boolean {
  return APP_PAGE_SECTIONS.has(getPathSection(pathname));
}
