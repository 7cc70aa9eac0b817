import type { AccountInfo } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { ApiRequestError } from '../lib/api-client';
import { testAppConfig } from '../testing/fixtures';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { teams } from '../testing/schedule-fixtures';

const ACCOUNT: AccountInfo = {
  UID: 'user-1',
  email: 'sam@example.com',
  createdTimestamp: 1_700_000_000_000,
  profile: { firstName: 'Sam', lastName: 'Baker' },
  data: {
    display: { showOddsInfo: true, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [teams.bal.teamId] },
  },
};

const signedIn = () =>
  createStaticSession({
    user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true },
    account: ACCOUNT,
  });

const stubCalls = () =>
  stubFetch({
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/schedules/current': () =>
      jsonResponse({
        season: 2024,
        seasonType: 'REG',
        week: 6,
        weekSlug: 'WEEK_6',
        gamesPlayedSmartIds: [],
        numberOfGamesPlayed: 0,
      }),
    '/api/scores/live/games': () => jsonResponse({ games: [] }),
  });

describe('the settings page', () => {
  it("shows the account's settings and saves only what changed", async () => {
    stubCalls();
    const session = signedIn();
    const save = vi.spyOn(session, 'saveSettings');
    renderApp({ path: '/settings', session });
    expect(await screen.findByRole('button', { name: `${teams.bal.fullName}` })).toBeTruthy();
    const save_ = screen.getByRole('button', { name: 'Save settings' });
    expect(save_.hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: /^Standard/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'All-22' }) as HTMLInputElement).checked).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^PPR/ }));
    await user.click(screen.getByRole('checkbox', { name: 'All-22' }));
    await user.click(screen.getByRole('switch', { name: 'Show live odds' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({
      display: { pointsPerReception: 1, showOddsInfo: false, clipTypes: ['SIDELINE', 'ENDZONE', 'ALL_22'] },
    });
    expect(session.getSnapshot().account?.data.display.pointsPerReception).toBe(1);
    expect(screen.getByRole('button', { name: 'Save settings' }).hasAttribute('disabled')).toBe(true);
  });

  it('needs at least one film angle', async () => {
    stubCalls();
    renderApp({ path: '/settings', session: signedIn() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Sideline' }));
    await user.click(screen.getByRole('checkbox', { name: 'Endzone' }));
    expect(screen.getByText('Choose at least one film angle.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save settings' }).hasAttribute('disabled')).toBe(true);
  });

  it("says why a save failed and keeps the user's choices", async () => {
    stubCalls();
    const session = signedIn();
    vi.spyOn(session, 'saveSettings').mockRejectedValue(
      new ApiRequestError({ message: "Invalid body field 'data.league.favoriteTeams'", statusCode: 400 }),
    );
    renderApp({ path: '/settings', session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Half PPR/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        "Your settings could not be saved. Invalid body field 'data.league.favoriteTeams'",
      ),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Half PPR/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    stubCalls();
    const session = createStaticSession();
    const signIn = vi.spyOn(session, 'signIn');
    renderApp({
      path: '/settings',
      session,
      config: { ...testAppConfig, authEnabled: true, freemium: true, freemiumRoutes: ['/settings'] },
    });
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain('Sign in to choose your favourite teams');
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('/settings'));
  });
});
