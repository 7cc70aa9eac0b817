import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The state of a page whose content is not built yet: said plainly, with no made-up data, inside
 * the page's real frame (header, tabs).
 */
export function ComingSoon({ what }: { what: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
      <Stack spacing={1.5} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ConstructionIcon color="primary" fontSize="large" aria-hidden />
        <Typography component="h2" variant="h6">
          {what} is coming soon
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          We are building this page. The rest of All22 — scores, teams and the film room as they arrive — is a
          click away in the menu.
        </Typography>
      </Stack>
    </Paper>
  );
}
