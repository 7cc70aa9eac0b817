import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefreshFailedSnackbar } from './refresh-failed-snackbar';
import { createStaticSession } from '../../lib/session/session';
import { SessionProvider } from '../../lib/session/session-context';

describe('RefreshFailedSnackbar', () => {
  it('shows "API Refresh Failed. Try to reload." once a refresh came back empty', async () => {
    const session = createStaticSession({ accessToken: 'old' });
    render(
      <SessionProvider session={session}>
        <RefreshFailedSnackbar />
      </SessionProvider>,
    );
    expect(screen.queryByText('API Refresh Failed. Try to reload.')).toBeNull();
    act(() => session.markRefreshFailed());
    expect(await screen.findByText('API Refresh Failed. Try to reload.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
