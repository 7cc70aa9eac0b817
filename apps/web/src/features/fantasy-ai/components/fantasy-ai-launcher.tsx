import { isFantasyAiButtonVisible } from '@all22/domain';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../../../config/app-config-context';
import { useSession } from '../../../lib/session/session-context';
import { lazyOverlay } from '../../../components/overlay/lazy-overlay';

const FantasyAiPanel = lazyOverlay<{ isOpen: boolean; onClose: () => void }>(
  () => import('./fantasy-ai-panel').then((module) => module.FantasyAiPanel),
  ({ isOpen }) => isOpen,
);

/**
 * The floating Fantasy AI button and its side panel (spec 1 §2): for subscribers with the fantasy
 * and chatbot flags on, and never on the AI page itself (domain isFantasyAiButtonVisible).
 */
export function FantasyAiLauncher() {
  const config = useAppConfig();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  if (!isFantasyAiButtonVisible(config, user, pathname)) return null;
  return (
    <>
      <Fab
        color="primary"
        variant="extended"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        onPointerEnter={FantasyAiPanel.preload}
        onFocus={FantasyAiPanel.preload}
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial' }}
      >
        <AutoAwesomeIcon sx={{ mr: 1 }} aria-hidden />
        Fantasy AI
      </Fab>
      <FantasyAiPanel isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
