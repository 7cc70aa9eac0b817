import { lazyOverlay } from '../../components/overlay/lazy-overlay';
import { useSession } from '../../lib/session/session-context';

const RefreshFailedSnackbarView = lazyOverlay<{ isOpen: boolean }>(
  () => import('./refresh-failed-snackbar-view').then((module) => module.RefreshFailedSnackbarView),
  ({ isOpen }) => isOpen,
);

/**
 * Shown once a token refresh came back without a token (spec 1 §2, §8). It stays until the page
 * is reloaded: every signed-in call would fail the same way until then. Its code loads only then.
 */
export function RefreshFailedSnackbar() {
  const { isRefreshFailed } = useSession();
  return <RefreshFailedSnackbarView isOpen={isRefreshFailed} />;
}
