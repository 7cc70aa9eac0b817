import { FANTASY_AI_PATH, decideRouteAccess, type AccessConfig, type UserState } from '@all22/domain';
import type { ChatErrorCode } from './chat-errors.js';

/** The user a socket speaks for once authenticated. */
export interface ChatUser {
  /** The token subject lower-cased, as chat_sessions.user_id stores it. */
  readonly userId: string;
  /** The last instant the token is accepted, in ms since the epoch; null with AUTH_ENABLED=false. */
  readonly acceptedUntil: number | null;
}

/** What the API's verifier (app.authenticateToken, plugins/auth.ts) says of a token. */
export interface TokenVerification {
  readonly token: { readonly subject: string; readonly acceptedUntil: number } | null;
  readonly state: UserState;
}

/** The user of auth-disabled servers, where everyone is a subscriber (spec 1 §6). */
export const LOCAL_CHAT_USER_ID = 'local';

export type ChatAuthResult =
  | { readonly kind: 'ok'; readonly user: ChatUser }
  | { readonly kind: 'refused'; readonly code: ChatErrorCode };

/**
 * Who may chat (spec 2 §6): the page rules of /fantasy/ai (the fantasy and chatbot flags, the
 * country allow-list, the subscription) applied to the verified token's user, as the web app
 * applies them to the page. A freemium /fantasy/ai still needs a subscription: the chat is a
 * subscriber feature.
 */
export async function authenticateChatUser(
  token: string,
  verify: (token: string) => Promise<TokenVerification>,
  config: AccessConfig,
): Promise<ChatAuthResult> {
  if (!config.featureFantasy || !config.featureChatbot) return { kind: 'refused', code: 'CHATBOT_OFF' };
  if (!config.authEnabled) return { kind: 'ok', user: { userId: LOCAL_CHAT_USER_ID, acceptedUntil: null } };
  const auth = await verify(token);
  if (!auth.token) return { kind: 'refused', code: 'INVALID_TOKEN' };
  const decision = decideRouteAccess(
    { path: FANTASY_AI_PATH, middleware: ['auth', 'chatbot'] },
    auth.state,
    config,
  );
  if (decision.kind !== 'allow' || !auth.state.isSubscribed)
    return { kind: 'refused', code: 'NOT_SUBSCRIBED' };
  return {
    kind: 'ok',
    user: { userId: auth.token.subject.toLowerCase(), acceptedUntil: auth.token.acceptedUntil },
  };
}
