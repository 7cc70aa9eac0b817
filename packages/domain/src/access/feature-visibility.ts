import { FANTASY_AI_PATH } from './access-paths.js';
import { matchesRoutePattern } from './route-pattern.js';
import type { UserState } from './user-state.js';

export interface FantasyFeatureFlags {
  readonly authEnabled: boolean;
  readonly featureFantasy: boolean;
  readonly featureChatbot: boolean;
}

/** The main-nav Fantasy item needs the fantasy flag (spec 1 §2). */
export function isFantasyNavVisible(flags: Pick<FantasyFeatureFlags, 'featureFantasy'>): boolean {
  return flags.featureFantasy;
}

/** The "AI Assistant" tab and the toolbar Fantasy AI link need both the fantasy and the chatbot flag. */
export function isFantasyAiEnabled(
  flags: Pick<FantasyFeatureFlags, 'featureFantasy' | 'featureChatbot'>,
): boolean {
  return flags.featureFantasy && flags.featureChatbot;
}

/**
 * The floating Fantasy AI button: both flags on, a subscriber (everyone when auth is disabled),
 * and not already on the AI page (spec 1 §2, spec 2 §6).
 */
export function isFantasyAiButtonVisible(flags: FantasyFeatureFlags, user: UserState, path: string): boolean {
  return (
    isFantasyAiEnabled(flags) &&
    (!flags.authEnabled || user.isSubscribed) &&
    !matchesRoutePattern(path, `${FANTASY_AI_PATH}/*`)
  );
}
