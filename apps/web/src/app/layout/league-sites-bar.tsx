import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LEAGUE_SITE_LINKS } from './external-links';
import { visuallyHiddenSx } from '../../components/a11y/visually-hidden';

/** The global top bar (spec 1 §2): links to the league's sites, each in a new tab. */
export function LeagueSitesBar() {
  return (
    <Box
      component="nav"
      aria-label="League sites"
      sx={{
        bgcolor: '#000',
        borderBottom: 1,
        borderColor: 'divider',
        // The containing block of the links' hidden "(opens in a new tab)": without it they
        // escape the scroll box and widen the page on phones.
        position: 'relative',
        overflowX: 'auto',
        scrollbarWidth: 'none',
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: { xs: 2, sm: 3 },
          alignItems: 'center',
          listStyle: 'none',
          m: 0,
          px: { xs: 2, sm: 3 },
          minHeight: 32,
        }}
      >
        {LEAGUE_SITE_LINKS.map((site) => (
          <Box component="li" key={site.href} sx={{ flexShrink: 0 }}>
            <Link
              href={site.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="caption"
              color="text.secondary"
              sx={{ fontWeight: 600, '&:hover': { color: 'text.primary' } }}
            >
              {site.label}
              <Box component="span" sx={visuallyHiddenSx}>
                {' '}
                (opens in a new tab)
              </Box>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
