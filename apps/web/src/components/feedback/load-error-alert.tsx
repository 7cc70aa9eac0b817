import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { normalizeError } from '../../lib/errors';

/**
 * A failed call where its data would be: "<what> could not be loaded." with the normalised
 * message, and a Retry button when the caller can ask again.
 */
export function LoadErrorAlert({
  what,
  error,
  onRetry,
}: {
  /** What failed, as the sentence's subject: "The schedule", "This week's games". */
  what: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const { message } = normalizeError(error);
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {what} could not be loaded. {message}
    </Alert>
  );
}
