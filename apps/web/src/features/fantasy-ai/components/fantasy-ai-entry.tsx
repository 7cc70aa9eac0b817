import { isFantasyAiButtonVisible } from '@all22/domain';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../../../config/app-config-context';
import { useSession } from '../../../lib/session/session-context';

const FantasyAiLauncher = lazy(() =>
  import('./fantasy-ai-launcher').then((module) => ({ default: module.FantasyAiLauncher })),
);

/**
 * Where the shell places the floating Fantasy AI button (spec 1 §2): it shows for subscribers with
 * the fantasy and chatbot flags on, never on the AI page itself (domain isFantasyAiButtonVisible),
 * and its code loads only for them, after the page, so the first screen carries none of it.
 */
export function FantasyAiEntry() {
  const config = useAppConfig();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!isFantasyAiButtonVisible(config, user, pathname)) return null;
  return (
    <Suspense fallback={null}>
      <FantasyAiLauncher />
    </Suspense>
  );
}
