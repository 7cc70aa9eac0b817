import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../config/paths';

/** The footer. The spec's legal links join it when their pages exist. */
export function AppFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} All22 · Advanced football stats, film and fantasy tools
          </Typography>
          <Stack direction="row" spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
