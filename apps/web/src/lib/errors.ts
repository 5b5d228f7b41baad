import { msg } from '@lingui/core/macro';
import { FALLBACK_MESSAGES, GENERIC_ERRORS, type RefusalValues } from '@vidya/contract';
import { i18n } from './i18n/i18n';
import { translateRefusal } from './i18n/fixed-texts';

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null;

const readText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** RTK Query's failed calls (`FetchBaseQueryError`) carry a `status`; thrown errors and bodies do not. */
const isQueryError = (error: unknown): error is UnknownRecord & { status: unknown } =>
  isRecord(error) && 'status' in error;

/** The body's own words: its `detail`, else its `message`, else the body itself when it is text. */
function readBodyText(body: unknown): string | undefined {
  if (isRecord(body)) return readText(body.detail) ?? readText(body.message);
  return readText(body);
}

function readHttpStatus(error: UnknownRecord & { status: unknown }): number | undefined {
  if (typeof error.status === 'number') return error.status;
  // A body that was not valid JSON still came with a real HTTP status.
  if (typeof error.originalStatus === 'number') return error.originalStatus;
  return undefined;
}

/**
 * The words a failure carries itself, if any: a response's `detail`, else its `message`, else its
 * body when that is text; a thrown `Error`'s (or RTK's `SerializedError`'s) message; a string; a
 * plain `{detail}` or `{message}` body. Nothing for a response that said nothing or never came.
 */
export function readFailureText(error: unknown): string | undefined {
  if (!isRecord(error)) return readText(error);
  if (!isQueryError(error)) return readBodyText(error);
  const fromBody = readBodyText(error.data);
  if (fromBody !== undefined) return fromBody;
  // Our own code names a custom error (e.g. a malformed reply); fetch's own words are not for users.
  return error.status === 'CUSTOM_ERROR' ? readText(error.error) : undefined;
}

/** The `code` of an API error body (`{detail, code}`), e.g. 'confirmation_required'. */
export function readErrorCode(error: unknown): string | undefined {
  if (!isQueryError(error) || !isRecord(error.data)) return undefined;
  return readText(error.data.code);
}

/** The `values` of an API error body: the names and numbers its code's message needs. */
export function readErrorValues(error: unknown): RefusalValues {
  if (!isQueryError(error) || !isRecord(error.data) || !isRecord(error.data.values)) return {};
  const values: RefusalValues = {};
  for (const [name, value] of Object.entries(error.data.values))
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  return values;
}

/** The HTTP status a failed call was answered with, if it got an answer at all. */
export function readErrorStatus(error: unknown): number | undefined {
  return isQueryError(error) ? readHttpStatus(error) : undefined;
}

/**
 * A 429 or the `throttled` code, or (spec §8, for a failure from elsewhere) words that speak of
 * throttling or a rate limit.
 */
export function isRateLimitError(error: unknown): boolean {
  if (isQueryError(error) && readHttpStatus(error) === 429) return true;
  if (readErrorCode(error) === 'throttled') return true;
  const text = readFailureText(error)?.toLowerCase() ?? '';
  return text.includes('throttle') || text.includes('rate limit');
}

/**
 * The one text to show for any failed call (spec §8), in this order:
 * 1. throttled (a 429, or words with 'throttle' or 'rate limit'): 'You are making requests too
 *    quickly. Please wait and try again.';
 * 2. the failure's own words ({@link readFailureText}): the response's `detail`, else its
 *    `message`, else its body as text; an `Error`'s message; a string;
 * 3. no response at all: 'Network error occurred' (spec fallback), or the timeout sentence;
 * 4. the caller's `fallback`, the spec's words for what failed ('Failed to fetch courses');
 * 5. without one, 'HTTP {status}: {statusText}' for a response;
 * 6. 'An error occurred'.
 *
 * The action's own fallback comes before the status line: every failed response has a status, so
 * after it the spec's fallbacks could never show, and 'HTTP 500' tells the user nothing that
 * 'Failed to update course' does not.
 */
export function describeFailure(error: unknown, fallback?: string): string {
  const english = describeInEnglish(error, fallback);
  // A throttled call shows the spec's sentence, whatever code the server gave its 429.
  const code = isRateLimitError(error) ? 'throttled' : readErrorCode(error);
  const text = translateRefusal(english, code, readErrorValues(error));
  const reference = readReference(error);
  return reference === undefined ? text : `${text} ${i18n._(msg`Reference: ${reference}`)}`;
}

/**
 * The id the server gave a failed request (its `x-request-id`, kept by the base query): the same
 * id is on the server's log lines for that request.
 */
export function readRequestId(error: unknown): string | undefined {
  return isQueryError(error) ? readText(error.requestId) : undefined;
}

/**
 * The reference shown after the text, for failures a user can do nothing about but report: a
 * server error (5xx), or a refusal without words of its own. A refusal that says what to change
 * ('Invalid email') needs no reference (decision 034).
 */
function readReference(error: unknown): string | undefined {
  const requestId = readRequestId(error);
  if (requestId === undefined || !isQueryError(error)) return undefined;
  const status = readHttpStatus(error);
  const isServerError = status !== undefined && status >= 500;
  return isServerError || readFailureText(error) === undefined ? requestId : undefined;
}

function describeInEnglish(error: unknown, fallback?: string): string {
  if (isRateLimitError(error)) return GENERIC_ERRORS.rateLimited;
  const text = readFailureText(error);
  if (text !== undefined) return text;
  if (isQueryError(error) && error.status === 'FETCH_ERROR') return FALLBACK_MESSAGES.network;
  if (isQueryError(error) && error.status === 'TIMEOUT_ERROR') return GENERIC_ERRORS.timeout;
  if (fallback !== undefined) return fallback;
  const status = isQueryError(error) ? readHttpStatus(error) : undefined;
  if (status === undefined) return GENERIC_ERRORS.default;
  const statusText = isRecord(error) ? readText(error.statusText) : undefined;
  // The spec's own words (§8), the same in every language: a status line is not prose.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return statusText === undefined ? `HTTP ${status}` : `HTTP ${status}: ${statusText}`;
}

/** How long a throttled client must wait: the `Retry-After` the base query kept. */
export function getRetryAfterSeconds(error: unknown): number | undefined {
  return isRecord(error) && typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;
}
