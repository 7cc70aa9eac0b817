import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import type { ReactNode } from 'react';

export interface NavDropdownPanelProps {
  /** The panel's element id, named by the button's aria-controls. */
  id: string;
  label: string;
  anchor: HTMLElement | null;
  minWidth: number;
  onClose: () => void;
  children: ReactNode;
}

/** The open panel of a main-nav menu (nav-dropdown.tsx), loaded the first time a menu opens. */
export function NavDropdownPanel({ id, label, anchor, minWidth, onClose, children }: NavDropdownPanelProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: {
          id,
          variant: 'outlined',
          sx: { minWidth: { md: minWidth }, maxWidth: 'calc(100vw - 32px)', mt: 0.5, p: 2.5 },
        },
      }}
    >
      {/* The panel is portalled out of the main nav, so it is its own navigation landmark. */}
      <Box component="nav" aria-label={label}>
        {children}
      </Box>
    </Popover>
  );
}
