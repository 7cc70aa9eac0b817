import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { type ReactNode, useId, useState } from 'react';
import { lazyOverlay } from '../../components/overlay/lazy-overlay';
import type { NavDropdownPanelProps } from './nav-dropdown-panel';
import { navItemSx } from './nav-item-styles';

const NavDropdownPanel = lazyOverlay<NavDropdownPanelProps>(
  () => import('./nav-dropdown-panel').then((module) => module.NavDropdownPanel),
  ({ anchor }) => anchor !== null,
);

/**
 * A main-nav menu as a disclosure: a button that opens a panel of plain links (the WAI pattern for
 * site navigation, rather than role="menu", whose arrow-key model does not fit a grid of divisions).
 * The panel traps focus while open, Escape closes it and focus returns to the button.
 */
export function NavDropdown({
  label,
  badge,
  minWidth,
  isActive,
  children,
}: {
  label: string;
  /** Shown after the label and read with it ("Fantasy New"). */
  badge?: ReactNode;
  /** The panel's minimum width in px (spec 1 §2: Teams 900, Stats 600). */
  minWidth: number;
  /** The current page is one of the menu's. */
  isActive: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        endIcon={<ExpandMoreIcon sx={{ transform: isOpen ? 'rotate(180deg)' : undefined }} />}
        onClick={(event) => setAnchor(isOpen ? null : event.currentTarget)}
        onPointerEnter={NavDropdownPanel.preload}
        onFocus={NavDropdownPanel.preload}
        className={isActive ? 'active' : undefined}
        sx={navItemSx}
      >
        {label}
        {badge}
      </Button>
      <NavDropdownPanel id={panelId} label={label} anchor={anchor} minWidth={minWidth} onClose={close}>
        {children(close)}
      </NavDropdownPanel>
    </>
  );
}
