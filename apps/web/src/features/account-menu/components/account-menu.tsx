import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { lazyOverlay } from '../../../components/overlay/lazy-overlay';
import type { AccountPanelProps } from './account-panel';

const AccountPanel = lazyOverlay<AccountPanelProps>(
  () => import('./account-panel').then((module) => module.AccountPanel),
  ({ anchor }) => anchor !== null,
);

/**
 * The signed-in user's account button (spec 1 §2) and the panel it opens (account-panel.tsx:
 * account pages, Disable Live Odds, Sign Out), whose code loads on first use.
 */
export function AccountMenu() {
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={AccountPanel.preload}
        onFocus={AccountPanel.preload}
      >
        <AccountCircleIcon />
      </IconButton>
      <AccountPanel id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
