import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../config/paths';
import { LEGAL_LINKS } from './external-links';
import { visuallyHiddenSx } from '../../components/a11y/visually-hidden';

const listSx = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 2.5,
  rowGap: 1,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** The footer: the legal links (spec 1 §2), system status and the API docs. */
export function AppFooter() {
  return (
    // The Fantasy AI button keeps clear of it on its own (a margin or a bar of its own).
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', pt: 4, pb: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack spacing={2.5}>
          <Box component="nav" aria-label="Legal">
            <Box component="ul" sx={listSx}>
              {LEGAL_LINKS.map((link) => (
                <li key={link.label}>
                  <Link
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    color="text.secondary"
                  >
                    {link.label}
                    <Box component="span" sx={visuallyHiddenSx}>
                      {' '}
                      (opens in a new tab)
                    </Box>
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="body2" color="text.secondary">
              © {new Date().getFullYear()} All22 · Advanced football stats, film and fantasy tools
            </Typography>
            <Box component="ul" sx={listSx}>
              <li>
                <Link component={RouterLink} to={routeHref('health')} variant="body2" color="text.secondary">
                  System status
                </Link>
              </li>
              <li>
                <Link href="/api/docs" variant="body2" color="text.secondary">
                  API docs
                </Link>
              </li>
            </Box>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
