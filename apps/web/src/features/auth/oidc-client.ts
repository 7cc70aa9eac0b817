/**
 * The OIDC client the session speaks to. Its own file because the session (oidc-session.ts)
 * builds its default from the lazy client (lazy-oidc-client.ts), which implements this.
 */
import type { SigninRedirectArgs, SignoutRedirectArgs, User, UserManagerEvents } from 'oidc-client-ts';

/** The part of oidc-client-ts's UserManager the session uses (tests hand in a fake). */
export interface OidcClient {
  readonly events: Pick<UserManagerEvents, 'addUserLoaded' | 'addUserUnloaded'>;
  getUser(): Promise<User | null>;
  removeUser(): Promise<void>;
  revokeTokens(): Promise<void>;
  signinRedirect(args?: SigninRedirectArgs): Promise<void>;
  signinCallback(url?: string): Promise<User | undefined>;
  signinSilent(): Promise<User | null>;
  signoutRedirect(args?: SignoutRedirectArgs): Promise<void>;
}
