import PublicOffIcon from '@mui/icons-material/PublicOff';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/page-title';

/**
 * Route module of /sorry, where the country allow-list sends visitors from elsewhere (spec 1 §5).
 * It links nowhere inside the app: every other page would send them back here.
 */
export function Component() {
  usePageTitle('Not Available');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <PublicOffIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          All22 is not available in your country
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          Sorry — our stats, film and fantasy tools can only be offered in certain countries because of
          broadcast and data rights. If you are travelling, All22 will work again when you are back in a
          supported country.
        </Typography>
      </Stack>
    </Paper>
  );
}
