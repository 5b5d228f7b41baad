import { getDisplayErrorMessage } from '../../lib/errors';
import { Alert } from './alert';
import { Button } from './button';

/** A failed load: what went wrong, and a way to try again. */
export function QueryError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error">
      <p>{getDisplayErrorMessage(error, fallback)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
