import Stack from '@mui/material/Stack';
import { HealthStatusCard } from '../features/health/components/health-status-card';
import { HomeHero } from '../features/home/components/home-hero';
import { usePageTitle } from '../lib/page-title';

/** Route module for "/" (lazy-loaded: React Router reads `Component`). */
export function Component() {
  usePageTitle('Home');
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <HomeHero />
      <Stack sx={{ maxWidth: { md: 420 } }}>
        <HealthStatusCard />
      </Stack>
    </Stack>
  );
}
