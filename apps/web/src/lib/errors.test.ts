import { FALLBACK_MESSAGES, GENERIC_ERRORS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import {
  getDisplayErrorMessage,
  getErrorMessage,
  getFieldErrors,
  getRetryAfterSeconds,
  isRateLimitError,
} from './errors';

describe('getErrorMessage', () => {
  it('prefers the detail of the response body', () => {
    expect(getErrorMessage({ status: 400, data: { detail: 'Bad email', message: 'ignored' } })).toBe(
      'Bad email',
    );
  });

  it('falls back to the message of the body', () => {
    expect(getErrorMessage({ status: 400, data: { message: 'Use a college email' } })).toBe(
      'Use a college email',
    );
  });

  it('skips an empty detail and uses the message', () => {
    expect(getErrorMessage({ status: 400, data: { detail: '  ', message: 'Second choice' } })).toBe(
      'Second choice',
    );
  });

  it('uses the body text when the body is not JSON', () => {
    expect(getErrorMessage({ status: 502, data: 'Upstream is down', statusText: 'Bad Gateway' })).toBe(
      'Upstream is down',
    );
    expect(getErrorMessage({ status: 'PARSING_ERROR', originalStatus: 500, data: 'boom', error: 'x' })).toBe(
      'boom',
    );
  });

  it("says 'HTTP {status}: {statusText}' when the body has nothing to say", () => {
    expect(getErrorMessage({ status: 503, data: '', statusText: 'Service Unavailable' })).toBe(
      'HTTP 503: Service Unavailable',
    );
    expect(getErrorMessage({ status: 500, data: {}, statusText: 'Internal Server Error' })).toBe(
      'HTTP 500: Internal Server Error',
    );
    expect(getErrorMessage({ status: 500, data: null })).toBe('HTTP 500');
  });

  it('reads plain bodies, Error objects and strings', () => {
    expect(getErrorMessage({ detail: 'Plain detail' })).toBe('Plain detail');
    expect(getErrorMessage({ message: 'Plain message' })).toBe('Plain message');
    expect(getErrorMessage(new Error('Thrown'))).toBe('Thrown');
    expect(getErrorMessage('Just text')).toBe('Just text');
  });

  it('names network failures and timeouts', () => {
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      FALLBACK_MESSAGES.network,
    );
    expect(getErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(GENERIC_ERRORS.timeout);
  });

  it("defaults to 'An error occurred'", () => {
    expect(getErrorMessage(undefined)).toBe('An error occurred');
    expect(getErrorMessage(null)).toBe('An error occurred');
    expect(getErrorMessage({})).toBe('An error occurred');
    expect(getErrorMessage('')).toBe('An error occurred');
    expect(getErrorMessage(42)).toBe('An error occurred');
  });

  it('uses the caller’s fallback when given', () => {
    expect(getErrorMessage({}, FALLBACK_MESSAGES.profileFetch)).toBe('Failed to fetch profile');
  });
});

describe('isRateLimitError', () => {
  it('recognises a 429 whatever its body says', () => {
    expect(isRateLimitError({ status: 429, data: { detail: 'Slow down' } })).toBe(true);
    expect(isRateLimitError({ status: 'PARSING_ERROR', originalStatus: 429, data: '' })).toBe(true);
  });

  it("recognises 'throttle' and 'rate limit' in the text, in any case", () => {
    expect(isRateLimitError({ status: 403, data: { detail: 'Request was THROTTLED.' } })).toBe(true);
    expect(isRateLimitError('Rate limit exceeded')).toBe(true);
    expect(isRateLimitError(new Error('rate limit reached'))).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isRateLimitError({ status: 401, data: { detail: 'Invalid credentials.' } })).toBe(false);
    expect(isRateLimitError(undefined)).toBe(false);
  });
});

describe('getDisplayErrorMessage', () => {
  it('shows the rate-limit sentence for throttling', () => {
    expect(getDisplayErrorMessage({ status: 429, data: { detail: 'Request was throttled.' } })).toBe(
      'You are making requests too quickly. Please wait and try again.',
    );
  });

  it('shows the error text otherwise', () => {
    expect(getDisplayErrorMessage({ status: 404, data: { detail: 'Not found.' } })).toBe('Not found.');
  });
});

describe('getFieldErrors', () => {
  it('takes the first message of each field the server refused', () => {
    const error = {
      status: 400,
      data: {
        detail: 'Invalid email',
        code: 'invalid',
        errors: { email: ['Taken.', 'Also bad.'], phone: ['Too short.'] },
      },
    };
    expect(getFieldErrors(error)).toEqual({ email: 'Taken.', phone: 'Too short.' });
  });

  it('is empty when the body has no field errors', () => {
    expect(getFieldErrors({ status: 409, data: { detail: 'Conflict', code: 'conflict' } })).toEqual({});
    expect(getFieldErrors({ status: 'FETCH_ERROR', error: 'x' })).toEqual({});
    expect(getFieldErrors(undefined)).toEqual({});
  });
});

describe('getRetryAfterSeconds', () => {
  it('prefers the Retry-After the base query kept', () => {
    expect(getRetryAfterSeconds({ status: 429, data: { detail: 'Slow down' }, retryAfterSeconds: 42 })).toBe(
      42,
    );
  });

  it('reads the seconds from a throttled text otherwise', () => {
    expect(
      getRetryAfterSeconds({
        status: 429,
        data: { detail: 'Request was throttled. Expected available in 37 seconds.' },
      }),
    ).toBe(37);
  });

  it('is undefined when nothing says how long', () => {
    expect(getRetryAfterSeconds({ status: 429, data: { detail: 'Slow down' } })).toBeUndefined();
  });
});
