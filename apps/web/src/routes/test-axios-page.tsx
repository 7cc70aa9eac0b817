import Stack from '@mui/material/Stack';
import { PageHeader } from '../components/page/page-header';
import { ApiDiagnostics } from '../features/api-diagnostics/components/api-diagnostics';
import { usePageTitle } from '../lib/page-title';

/** Route module of /test/axios: the API client's diagnostics. */
export function Component() {
  usePageTitle('API Client Test');
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <PageHeader title="API client test" subtitle="The access token and the refresh-and-retry path, live." />
      <ApiDiagnostics />
    </Stack>
  );
}
