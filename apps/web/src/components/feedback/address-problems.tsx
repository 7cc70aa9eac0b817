import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * What a page ignored of its address (a bad season, an unknown team…), and a way to clear it: the
 * stats, fantasy stats and players pages read their filters from the address.
 */
export function AddressProblems({ problems }: { problems: readonly string[] }) {
  const { pathname } = useLocation();
  if (problems.length === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={pathname} color="inherit" size="small">
          Clear
        </Button>
      }
    >
      <AlertTitle>Some filters in the address were not applied</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}
