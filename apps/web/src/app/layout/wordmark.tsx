import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../config/paths';

/** The gold "All22" wordmark, linking home. */
export function Wordmark() {
  return (
    <Link
      component={RouterLink}
      to={routeHref('index')}
      underline="none"
      color="primary"
      sx={{
        fontWeight: 900,
        fontSize: { xs: '1.35rem', sm: '1.5rem' },
        letterSpacing: '-0.03em',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        flexShrink: 0,
        '&:focus-visible': { outline: '2px solid', outlineOffset: 4, borderRadius: 0.5 },
      }}
    >
      All22
    </Link>
  );
}
