import { screen, waitFor } from '@testing-library/react';
import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

describe('/auth/callback', () => {
  it('goes back to the page sign-in started from', async () => {
    stubFetch({});
    const session = createStaticSession();
    const completeSignIn = vi.spyOn(session, 'completeSignIn').mockResolvedValue('/support?x=1');
    const { router } = renderApp({ path: '/auth/callback?code=c&state=s', session });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/support?x=1'),
    );
    expect(completeSignIn).toHaveBeenCalledWith('http://localhost/auth/callback?code=c&state=s');
  });

  it('shows the error page with the reason when the sign-in failed', async () => {
    stubFetch({});
    const session = createStaticSession();
    vi.spyOn(session, 'completeSignIn').mockRejectedValue(
      new ErrorResponse({ error: 'access_denied', error_description: 'The user said no' }),
    );
    renderApp({ path: '/auth/callback?error=access_denied&state=s', session });
    expect(await screen.findByText(/Sign-in could not be completed \(The user said no\)/)).toBeTruthy();
    expect(screen.getByText('401')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' })).toBeTruthy();
  });
});

describe('/auth/silent-renew', () => {
  it('hands the answer on and renders nothing', async () => {
    stubFetch({});
    const session = createStaticSession();
    const completeSignIn = vi.spyOn(session, 'completeSignIn');
    const { container } = renderApp({ path: '/auth/silent-renew?code=c&state=s', session });
    await waitFor(() => expect(completeSignIn).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
