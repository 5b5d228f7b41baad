import { GENERIC_ERRORS } from '@vidya/contract';
import { getErrorMessage, isRateLimitError } from './errors';

/**
 * The text for a failed action that has its own fallback in spec §8 ('Failed to fetch courses',
 * 'Failed to update course', ...): the server's own words (`detail`, `message` or a text body)
 * when it gave any, the network or timeout sentence when nothing came back, the rate-limit
 * sentence when throttled, and otherwise the action's fallback rather than a bare 'HTTP 500'.
 */
export function getFailureMessage(error: unknown, fallback: string): string {
  if (isRateLimitError(error)) return GENERIC_ERRORS.rateLimited;
  if (typeof error !== 'object' || error === null || !('status' in error)) {
    return getErrorMessage(error, fallback);
  }
  if (typeof error.status !== 'number' && error.status !== 'PARSING_ERROR')
    return getErrorMessage(error, fallback);
  const body = 'data' in error ? error.data : undefined;
  return getErrorMessage(body, '') || fallback;
}
