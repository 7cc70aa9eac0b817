import type { AppConfig } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE, type UserState } from '@all22/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { createStaticSession } from '../../../lib/session/session';
import { LoggedOutPromo } from './logged-out-promo';
import { PromoCarousel } from './promo-carousel';

function renderPromo({
  element = <PromoCarousel />,
  config = testAppConfig,
  user = SIGNED_OUT_USER_STATE,
}: { element?: React.ReactNode; config?: AppConfig; user?: UserState } = {}) {
  const session = createStaticSession({ user });
  renderApp({ config, session, routes: [{ path: '*', element }] });
  return session;
}

const slideTitle = () =>
  within(screen.getByTestId('promo-slide')).getByRole('heading', { level: 3 }).textContent;

describe('PromoCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('rotates the three slides every 5 s, wrapping; a manual pick restarts the timer', () => {
    vi.useFakeTimers();
    renderPromo();
    expect(slideTitle()).toBe('Upgrade your stats');
    act(() => vi.advanceTimersByTime(5_000));
    expect(slideTitle()).toBe('Step into the film room');
    act(() => vi.advanceTimersByTime(5_000));
    expect(slideTitle()).toBe('Build your own stats sandbox');
    act(() => vi.advanceTimersByTime(5_000));
    expect(slideTitle()).toBe('Upgrade your stats');

    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Stats sandbox' }));
    expect(slideTitle()).toBe('Build your own stats sandbox');
    expect(
      screen.getByRole('button', { name: 'Show slide 3: Stats sandbox' }).getAttribute('aria-current'),
    ).toBe('true');
    act(() => vi.advanceTimersByTime(4_000));
    expect(slideTitle()).toBe('Build your own stats sandbox');
    act(() => vi.advanceTimersByTime(1_000));
    expect(slideTitle()).toBe('Upgrade your stats');
  });

  it('can be paused and played again', () => {
    vi.useFakeTimers();
    renderPromo();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(slideTitle()).toBe('Upgrade your stats');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(slideTitle()).toBe('Step into the film room');
  });

  it('has Subscribe, Learn More and "Already have an account? Sign in"', () => {
    const session = createStaticSession();
    const signIn = vi.spyOn(session, 'signIn');
    renderApp({
      config: { ...testAppConfig, plansUrl: 'https://id.example.com/plans' },
      session,
      path: '/',
      routes: [{ path: '*', element: <PromoCarousel /> }],
    });
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      'https://id.example.com/plans',
    );
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.getByText(/Already have an account\?/).textContent).toBe(
      'Already have an account? Sign in',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('/');
  });

  it("sends Subscribe to the identity provider's plans page when no purchase page is configured", () => {
    renderPromo();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      'http://localhost/identity/plans',
    );
  });

  it('leaves out the sign-in line for a signed-in user', () => {
    renderPromo({ user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true } });
    expect(screen.queryByText(/Already have an account/)).toBeNull();
  });
});

describe('LoggedOutPromo', () => {
  const freemium = { ...testAppConfig, authEnabled: true, freemium: true };

  it('shows with freemium on to an unsubscribed visitor', () => {
    renderPromo({ element: <LoggedOutPromo />, config: freemium });
    expect(screen.getByRole('region', { name: 'All22 Premium' })).toBeTruthy();
  });

  it.each([
    ['freemium off', { ...freemium, freemium: false }, SIGNED_OUT_USER_STATE],
    ['a subscriber', freemium, { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true }],
    ['auth disabled (everyone subscribed)', { ...freemium, authEnabled: false }, SIGNED_OUT_USER_STATE],
  ])('stays hidden with %s', (_case, config, user) => {
    renderPromo({ element: <LoggedOutPromo />, config, user });
    expect(screen.queryByRole('region', { name: 'All22 Premium' })).toBeNull();
  });
});
