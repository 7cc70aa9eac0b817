import * as oidc from 'oidc-client-ts';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { testAppConfig } from '../../testing/fixtures';
import { fakeOidcUser } from '../../testing/auth';
import { getUserManagerSettings, getUserStorageKey } from './user-manager-settings';

const config = {
  ...testAppConfig,
  oidc: {
    issuer: 'https://all22.example/identity',
    clientId: 'all22-web',
    scope: 'openid profile email',
  },
};

afterEach(() => {
  localStorage.clear();
});

describe('getUserManagerSettings', () => {
  it("builds the public client's settings from the runtime config and the app's origin", () => {
    const settings = getUserManagerSettings(config, 'https://all22.example', localStorage, oidc);
    expect(settings).toMatchObject({
      authority: 'https://all22.example/identity',
      client_id: 'all22-web',
      scope: 'openid profile email',
      redirect_uri: 'https://all22.example/auth/callback',
      silent_redirect_uri: 'https://all22.example/auth/silent-renew',
      post_logout_redirect_uri: 'https://all22.example/',
      // The session renews and revokes itself, under the cross-tab lock.
      automaticSilentRenew: false,
      revokeTokensOnSignout: false,
      // Only the refresh token: the provider cannot revoke a JWT access token (identity.int.test.ts).
      revokeTokenTypes: ['refresh_token'],
    });
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
  });

  it('keeps the user in the given shared storage, under the key the other tabs watch', async () => {
    const manager = new UserManager(
      getUserManagerSettings(config, 'https://all22.example', localStorage, oidc),
    );
    const user = fakeOidcUser();
    await manager.storeUser(user);
    expect(localStorage.getItem(getUserStorageKey(config))).toBe(user.toStorageString());
    await expect(manager.getUser()).resolves.toMatchObject({ access_token: user.access_token });
  });
});
