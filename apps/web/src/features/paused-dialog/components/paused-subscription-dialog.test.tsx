import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { createStaticSession } from '../../../lib/session/session';
import { PausedSubscriptionDialog } from './paused-subscription-dialog';

const HREF = 'http://localhost/identity/subscriptions';

function renderDialog(isPausedDialogOpen: boolean) {
  const session = createStaticSession({ isPausedDialogOpen });
  renderApp({
    session,
    routes: [{ path: '*', element: <PausedSubscriptionDialog manageSubscriptionHref={HREF} /> }],
  });
  return session;
}

describe('PausedSubscriptionDialog', () => {
  it('stays closed unless the session flags it', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains the pause, links to the subscription page and closes through the session', async () => {
    const session = renderDialog(true);
    const dialog = within(await screen.findByRole('dialog', { name: 'Your subscription is paused' }));
    expect(dialog.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe(HREF);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(session.getSnapshot().isPausedDialogOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape', async () => {
    const session = renderDialog(true);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(session.getSnapshot().isPausedDialogOpen).toBe(false);
  });

  it('is at most 600 px wide', async () => {
    renderDialog(true);
    expect(getComputedStyle(await screen.findByRole('dialog')).maxWidth).toBe('600px');
  });
});
