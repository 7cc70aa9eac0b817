import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { normalizeError } from '../../../lib/errors';

/** A failed health call: the normalised message and a retry. */
export function HealthError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { message, statusCode } = normalizeError(error);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={isRetrying}>
          Retry
        </Button>
      }
    >
      {message} ({statusCode})
    </Alert>
  );
}
