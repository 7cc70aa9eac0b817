import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { lazyOverlay } from '../../../components/overlay/lazy-overlay';

const FantasyAiPanel = lazyOverlay<{ isOpen: boolean; onClose: () => void }>(
  () => import('./fantasy-ai-panel').then((module) => module.FantasyAiPanel),
  ({ isOpen }) => isOpen,
);

/** The foot bar's height: the button (48 px) and 12 px above and below. */
const BAR_HEIGHT = 72;
/**
 * Where the page (the shell's lg container, 1,200 px) leaves a margin wide enough for the round
 * button (48 px) 24 px from the edge and clear of the page by as much again.
 */
const WIDE = '@media (min-width: 1344px)';

/**
 * The floating Fantasy AI button and its side panel (spec 1 §2): for subscribers with the fantasy
 * and chatbot flags on, and never on the AI page itself (domain isFantasyAiButtonVisible).
 */
export function FantasyAiLauncher() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      {/* Below the wide layout the button sits in a bar of its own at the foot of the screen, and
          the page ends with the bar's height of space: it never covers the page. */}
      <Box aria-hidden sx={{ height: BAR_HEIGHT, [WIDE]: { display: 'none' } }} />
      <Box
        data-testid="fantasy-ai-bar"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: BAR_HEIGHT,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          // Above the page, below the button it holds.
          zIndex: (theme) => theme.zIndex.speedDial - 1,
          [WIDE]: { display: 'none' },
        }}
      />
      <Fab
        color="primary"
        variant="extended"
        aria-label="Fantasy AI"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        onPointerEnter={FantasyAiPanel.preload}
        onFocus={FantasyAiPanel.preload}
        sx={{
          position: 'fixed',
          right: 16,
          bottom: (BAR_HEIGHT - 48) / 2,
          zIndex: 'speedDial',
          // Wide screens: a round button in the margin beside the page, clear of its content.
          [WIDE]: {
            right: 24,
            bottom: 24,
            px: 0,
            '& .fantasy-ai-label': { display: 'none' },
            '& svg': { mr: 0 },
          },
        }}
      >
        <AutoAwesomeIcon sx={{ mr: 1 }} aria-hidden />
        <span className="fantasy-ai-label">Fantasy AI</span>
      </Fab>
      <FantasyAiPanel isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
