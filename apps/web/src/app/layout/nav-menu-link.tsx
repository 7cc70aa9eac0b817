import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTrackNavClick } from './use-track-nav-click';

/** A link inside a nav menu: tracked for non-subscribers, and closes its menu or drawer. */
export function NavMenuLink({
  href,
  label,
  onNavigate,
  children,
}: {
  href: string;
  /** The name analytics records for the click (the link text, with its group where names repeat). */
  label: string;
  onNavigate: () => void;
  children?: ReactNode;
}) {
  const trackNavClick = useTrackNavClick();
  return (
    <Link
      component={RouterLink}
      to={href}
      color="text.primary"
      underline="hover"
      onClick={() => {
        trackNavClick(label, href);
        onNavigate();
      }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 32,
        fontSize: '0.9rem',
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
          borderRadius: 0.5,
        },
      }}
    >
      {children ?? label}
    </Link>
  );
}
