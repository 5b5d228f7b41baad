import { Trans } from '@lingui/react/macro';
import { describeFailure } from '../../lib/errors';
import { Alert } from './alert';
import { Button } from './button';

/**
 * A failed load: what went wrong, and a way to try again. Takes the query's raw `error` and the
 * spec's words for what failed (`fallback`, e.g. 'Failed to fetch courses'), and words it once.
 */
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
      <p>{describeFailure(error, fallback)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
