import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { type ReactNode, useId, useState } from 'react';
import { navItemSx } from './nav-item-styles';

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
        className={isActive ? 'active' : undefined}
        sx={navItemSx}
      >
        {label}
        {badge}
      </Button>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: panelId,
            variant: 'outlined',
            sx: { minWidth: { md: minWidth }, maxWidth: 'calc(100vw - 32px)', mt: 0.5, p: 2.5 },
          },
        }}
      >
        {/* The panel is portalled out of the main nav, so it is its own navigation landmark. */}
        <Box component="nav" aria-label={label}>
          {children(close)}
        </Box>
      </Popover>
    </>
  );
}
