import * as oidc from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAppConfig } from '../../testing/fixtures';
import { createLazyOidcClient, isOidcErrorResponse } from './lazy-oidc-client';
import { fakeOidcUser } from '../../testing/auth';
import { getUserManagerSettings, getUserStorageKey } from './user-manager-settings';

const userKey = getUserStorageKey(testAppConfig);

function createClient(loadModule = vi.fn(() => Promise.resolve(oidc))) {
  const client = createLazyOidcClient({
    createSettings: (module) =>
      getUserManagerSettings(testAppConfig, 'http://localhost', localStorage, module),
    storage: localStorage,
    userKey,
    loadModule,
  });
  return { client, loadModule };
}

afterEach(() => {
  localStorage.clear();
});

describe('the OIDC client loaded on demand', () => {
  it('answers a visitor with no stored sign-in without loading the library', async () => {
    const { client, loadModule } = createClient();
    await expect(client.getUser()).resolves.toBeNull();
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('loads the library once for a stored sign-in, and reads the user through it', async () => {
    const stored = fakeOidcUser();
    localStorage.setItem(userKey, stored.toStorageString());
    const { client, loadModule } = createClient();
    await expect(client.getUser()).resolves.toMatchObject({ access_token: stored.access_token });
    await client.getUser();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('passes the events to listeners added before the library was loaded, until they leave', async () => {
    localStorage.setItem(userKey, fakeOidcUser().toStorageString());
    const { client } = createClient();
    const onUnloaded = vi.fn();
    const stopListening = client.events.addUserUnloaded(onUnloaded);
    await client.removeUser();
    expect(onUnloaded).toHaveBeenCalledTimes(1);
    stopListening();
    await client.removeUser();
    expect(onUnloaded).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(userKey)).toBeNull();
  });

  it('tries the load again after it failed (offline, a new deploy)', async () => {
    localStorage.setItem(userKey, fakeOidcUser().toStorageString());
    const loadModule = vi
      .fn<() => Promise<typeof oidc>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(oidc);
    const { client } = createClient(loadModule);
    await expect(client.getUser()).rejects.toThrow('Failed to fetch');
    await expect(client.getUser()).resolves.not.toBeNull();
    expect(loadModule).toHaveBeenCalledTimes(2);
  });
});

describe('isOidcErrorResponse', () => {
  it("tells the provider's refusals from other failures", () => {
    expect(isOidcErrorResponse(new oidc.ErrorResponse({ error: 'invalid_grant' }))).toBe(true);
    expect(isOidcErrorResponse(new TypeError('Failed to fetch'))).toBe(false);
    expect(isOidcErrorResponse('ErrorResponse')).toBe(false);
  });
});
