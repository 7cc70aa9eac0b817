import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../config/paths';
import { useDocumentTitle } from '../../lib/page-title';

export interface ErrorPageProps {
  statusCode: number;
  message: string;
  /** Exact document title; the spec fixes "404 Not Found" and "An error occurred". */
  documentTitle: string;
}

/** The spec's error page: a message, the status code and a Home page link. */
export function ErrorPage({ statusCode, message, documentTitle }: ErrorPageProps) {
  useDocumentTitle(documentTitle);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <Typography component="p" variant="h2" color="primary">
        {statusCode}
      </Typography>
      <Typography component="h1" variant="h5">
        {message}
      </Typography>
      <Button component={RouterLink} to={routeHref('index')} variant="contained">
        Home page
      </Button>
    </Stack>
  );
}
