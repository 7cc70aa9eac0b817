import { FANTASY_AI_PATH, FANTASY_PATH, FANTASY_STATS_PATH, HOME_PATH } from './access-paths.js';
import { isHiddenPage, isTabVisible } from './environment.js';
import { matchesRoutePattern, normalizeRoutePath } from './route-pattern.js';

/** The configuration flags that switch whole features on or off. */
export interface FeatureFlags {
  readonly featureFantasy: boolean;
  readonly featureChatbot: boolean;
  readonly appEnv: string;
}

/** Why a feature gate moved the user. */
export type FeatureGateReason = 'fantasy-off' | 'chatbot-off' | 'hidden-in-production';

export interface FeatureGateRedirect {
  readonly to: string;
  readonly reason: FeatureGateReason;
}

const PLAYER_FANTASY_TAB = /^(\/players\/player\/[^/]+)\/fantasy$/;
const HIDDEN_TAB_PAGE = /^(\/(?:games\/game|teams\/team)\/[^/]+)\/([^/]+)$/;

/**
 * Where a page of a switched-off feature sends the user, or null when the page exists.
 * A disabled feature is off for everyone, so this does not look at the user.
 * - Fantasy off: /fantasy and everything below → home; a player's Fantasy tab → the player page.
 * - Hidden tabs in production (depth chart, team stats, videos, articles, box score v2) → the
 *   parent game or team page, so a shared link still lands somewhere useful.
 * - Lower-environment pages in production (/insights, /insights-beta) → home.
 * The chatbot switch is the 'chatbot' middleware's job: see {@link getChatbotRedirect}.
 */
export function getFeatureRedirect(path: string, flags: FeatureFlags): FeatureGateRedirect | null {
  const normalized = normalizeRoutePath(path);
  if (!flags.featureFantasy) {
    if (matchesRoutePattern(normalized, `${FANTASY_PATH}/*`)) return { to: HOME_PATH, reason: 'fantasy-off' };
    const playerPage = PLAYER_FANTASY_TAB.exec(normalized)?.[1];
    if (playerPage !== undefined) return { to: playerPage, reason: 'fantasy-off' };
  }
  if (isHiddenPage(normalized, flags.appEnv)) return { to: HOME_PATH, reason: 'hidden-in-production' };
  const tabMatch = HIDDEN_TAB_PAGE.exec(normalized);
  if (tabMatch?.[1] !== undefined && tabMatch[2] !== undefined && !isTabVisible(tabMatch[2], flags.appEnv)) {
    return { to: tabMatch[1], reason: 'hidden-in-production' };
  }
  return null;
}

/**
 * The AI-chatbot gate (spec 1 §2, spec 2 §2): /fantasy/ai needs both the chatbot and the fantasy flag;
 * otherwise it goes to /fantasy/stats — or home when fantasy itself is off, because /fantasy/stats
 * would only bounce again.
 */
export function getChatbotRedirect(path: string, flags: FeatureFlags): FeatureGateRedirect | null {
  if (!matchesRoutePattern(path, `${FANTASY_AI_PATH}/*`)) return null;
  if (!flags.featureFantasy) return { to: HOME_PATH, reason: 'fantasy-off' };
  if (!flags.featureChatbot) return { to: FANTASY_STATS_PATH, reason: 'chatbot-off' };
  return null;
}
