import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A centred full-screen message for states before the router exists (loading the runtime
 * configuration, or failing to), so it links nowhere itself.
 */
export function FullPageMessage({
  title,
  children,
  role,
}: {
  title: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} role={role} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <Typography
          component="p"
          color="primary"
          sx={{ fontWeight: 900, fontSize: '2rem', letterSpacing: '-0.03em' }}
        >
          All22
        </Typography>
        <Typography component="h1" variant="h6">
          {title}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
