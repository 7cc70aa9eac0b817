import { lazyOverlay } from '../../../components/overlay/lazy-overlay';
import { useSession } from '../../../lib/session/session-context';
import type { PausedSubscriptionDialogViewProps } from './paused-subscription-dialog-view';

const PausedSubscriptionDialogView = lazyOverlay<PausedSubscriptionDialogViewProps>(
  () => import('./paused-subscription-dialog-view').then((module) => module.PausedSubscriptionDialogView),
  ({ isOpen }) => isOpen,
);

/**
 * The paused-subscription dialog (spec 1 §6): opened by the access rules when a paused plan meets a
 * premium page (the user is sent home behind it); closing clears the session's flag. The shell
 * passes the identity host's subscription page, where the plan can be resumed. Its code loads the
 * first time it opens: most visitors never see it.
 */
export function PausedSubscriptionDialog({ manageSubscriptionHref }: { manageSubscriptionHref: string }) {
  const { isPausedDialogOpen } = useSession();
  return (
    <PausedSubscriptionDialogView
      isOpen={isPausedDialogOpen}
      manageSubscriptionHref={manageSubscriptionHref}
    />
  );
}
