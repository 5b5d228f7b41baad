import { FALLBACK_MESSAGES, GENERIC_ERRORS } from '@vidya/contract';

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null;

const readText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The body's own words: its `detail`, else its `message`, else the body itself when it is text. */
function readBodyMessage(body: unknown): string | undefined {
  if (isRecord(body)) return readText(body.detail) ?? readText(body.message);
  return readText(body);
}

function readHttpStatus(error: UnknownRecord): number | undefined {
  if (typeof error.status === 'number') return error.status;
  // A body that was not valid JSON still came with a real HTTP status.
  if (typeof error.originalStatus === 'number') return error.originalStatus;
  return undefined;
}

/**
 * The text to show for a failed call (spec §8): the response's `detail`, else its `message`, else
 * the body as text, else 'HTTP {status}: {statusText}', else 'An error occurred'. Accepts RTK
 * Query errors (`{status, data}`), plain error bodies, `Error`s and strings.
 */
export function getErrorMessage(error: unknown, fallback: string = GENERIC_ERRORS.default): string {
  const text = readText(error);
  if (text !== undefined) return text;
  if (!isRecord(error)) return fallback;

  if (error.status === 'FETCH_ERROR') return FALLBACK_MESSAGES.network;
  if (error.status === 'TIMEOUT_ERROR') return GENERIC_ERRORS.timeout;

  const isResponseError = 'status' in error && 'data' in error;
  const fromBody = readBodyMessage(isResponseError ? error.data : error);
  if (fromBody !== undefined) return fromBody;

  const status = readHttpStatus(error);
  if (status !== undefined) {
    const statusText = readText(error.statusText);
    return statusText === undefined ? `HTTP ${status}` : `HTTP ${status}: ${statusText}`;
  }
  return readText(error.error) ?? fallback;
}

/** A 429, or any error whose text speaks of throttling or a rate limit (spec §8). */
export function isRateLimitError(error: unknown): boolean {
  if (isRecord(error) && readHttpStatus(error) === 429) return true;
  const text = getErrorMessage(error, '').toLowerCase();
  return text.includes('throttle') || text.includes('rate limit');
}

/** What the generic error display shows: the rate-limit sentence for throttling, else the error's text. */
export function getDisplayErrorMessage(error: unknown, fallback: string = GENERIC_ERRORS.default): string {
  return isRateLimitError(error) ? GENERIC_ERRORS.rateLimited : getErrorMessage(error, fallback);
}

/** The server's message for each field of the body it refused (`errors: {field: [message]}`). */
export function getFieldErrors(error: unknown): Record<string, string> {
  const body = isRecord(error) && 'status' in error ? error.data : undefined;
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    const text = readText(first);
    if (text !== undefined) fieldErrors[field] = text;
  }
  return fieldErrors;
}

/**
 * How long a throttled client must wait: the `Retry-After` the base query kept, else the seconds
 * named in a "throttled … available in N seconds" text.
 */
export function getRetryAfterSeconds(error: unknown): number | undefined {
  if (isRecord(error) && typeof error.retryAfterSeconds === 'number') return error.retryAfterSeconds;
  const match = /available in (\d+) seconds?/i.exec(getErrorMessage(error, ''));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
