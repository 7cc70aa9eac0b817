import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** A block of home: a section named by its h2, with an optional "see more" link beside it. */
export function HomeSection({
  title,
  subtitle,
  more,
  children,
}: {
  title: string;
  subtitle?: string;
  more?: { label: string; href: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
          <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {more && (
          <Link component={RouterLink} to={more.href} variant="body2">
            {more.label}
          </Link>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** A block with nothing to show yet. */
export function HomeSectionEmpty({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
