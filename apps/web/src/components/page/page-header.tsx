import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's heading (its one h1), with an optional line under it and something beside it (a logo). */
export function PageHeader({
  title,
  subtitle,
  aside,
}: {
  title: string;
  subtitle?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      {aside}
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {subtitle !== undefined && <Typography color="text.secondary">{subtitle}</Typography>}
      </Stack>
    </Stack>
  );
}
