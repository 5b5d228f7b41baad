import { FALLBACK_MESSAGES, GENERIC_ERRORS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  getRetryAfterSeconds,
  isRateLimitError,
  readErrorCode,
  readFailureText,
} from './errors';

const RATE_LIMITED = 'You are making requests too quickly. Please wait and try again.';
const FALLBACK = 'Failed to fetch courses';

/** spec §8 General, and the generic error display's rate-limit rule, one rule at a time in order. */
describe('describeFailure', () => {
  describe('1. throttling comes first', () => {
    it('says the rate-limit sentence for a 429, whatever its body says', () => {
      expect(describeFailure({ status: 429, data: { detail: 'Slow down' } }, FALLBACK)).toBe(RATE_LIMITED);
      expect(describeFailure({ status: 'PARSING_ERROR', originalStatus: 429, data: '' })).toBe(RATE_LIMITED);
    });

    it("says it for text with 'throttle' or 'rate limit', in any case and any status", () => {
      expect(describeFailure({ status: 403, data: { detail: 'Request was THROTTLED.' } })).toBe(RATE_LIMITED);
      expect(describeFailure('Rate limit exceeded')).toBe(RATE_LIMITED);
      expect(describeFailure(new Error('rate limit reached'))).toBe(RATE_LIMITED);
    });

    it('is the contract’s text', () => {
      expect(GENERIC_ERRORS.rateLimited).toBe(RATE_LIMITED);
    });
  });

  describe("2. the failure's own words: detail, then message, then the body as text", () => {
    it('prefers the detail of the response body', () => {
      const error = { status: 400, data: { detail: 'Bad email', message: 'ignored' } };
      expect(describeFailure(error, FALLBACK)).toBe('Bad email');
    });

    it('takes the message when there is no detail, or an empty one', () => {
      expect(describeFailure({ status: 400, data: { message: 'Use a college email' } })).toBe(
        'Use a college email',
      );
      expect(describeFailure({ status: 400, data: { detail: '  ', message: 'Second choice' } })).toBe(
        'Second choice',
      );
    });

    it('takes the body as text when it is not JSON', () => {
      expect(describeFailure({ status: 502, data: 'Upstream is down', statusText: 'Bad Gateway' })).toBe(
        'Upstream is down',
      );
      expect(
        describeFailure({ status: 'PARSING_ERROR', originalStatus: 500, data: 'boom', error: 'x' }),
      ).toBe('boom');
    });

    it('reads plain bodies, thrown errors, serialized errors and strings', () => {
      expect(describeFailure({ detail: 'Plain detail' })).toBe('Plain detail');
      expect(describeFailure({ message: 'Plain message' })).toBe('Plain message');
      expect(describeFailure(new Error('Thrown'))).toBe('Thrown');
      expect(describeFailure({ name: 'Error', message: 'Serialized' })).toBe('Serialized');
      expect(describeFailure('Just text')).toBe('Just text');
    });

    it("names our own custom error, never fetch's internals", () => {
      expect(describeFailure({ status: 'CUSTOM_ERROR', error: 'Malformed reply' })).toBe('Malformed reply');
      expect(describeFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).not.toContain(
        'TypeError',
      );
    });
  });

  describe('3. no response at all', () => {
    it("says 'Network error occurred' (a spec fallback) rather than the action's fallback", () => {
      expect(describeFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, FALLBACK)).toBe(
        FALLBACK_MESSAGES.network,
      );
      expect(FALLBACK_MESSAGES.network).toBe('Network error occurred');
    });

    it('says the server took too long on a timeout', () => {
      expect(describeFailure({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, FALLBACK)).toBe(
        GENERIC_ERRORS.timeout,
      );
    });
  });

  describe("4. the caller's fallback when the response said nothing", () => {
    it('is preferred to a bare status line', () => {
      expect(describeFailure({ status: 500, data: {} }, FALLBACK)).toBe(FALLBACK);
      expect(
        describeFailure({ status: 500, data: null, statusText: 'Internal Server Error' }, FALLBACK),
      ).toBe(FALLBACK);
      expect(describeFailure({ status: 404, data: '' }, FALLBACK_MESSAGES.profileFetch)).toBe(
        'Failed to fetch profile',
      );
    });

    it('stands in for anything without words or status', () => {
      expect(describeFailure(undefined, FALLBACK)).toBe(FALLBACK);
      expect(describeFailure({}, FALLBACK)).toBe(FALLBACK);
    });
  });

  describe("5. without a fallback, 'HTTP {status}: {statusText}'", () => {
    it('names the status and its text', () => {
      expect(describeFailure({ status: 503, data: '', statusText: 'Service Unavailable' })).toBe(
        'HTTP 503: Service Unavailable',
      );
      expect(describeFailure({ status: 500, data: {}, statusText: 'Internal Server Error' })).toBe(
        'HTTP 500: Internal Server Error',
      );
    });

    it('names the status alone when the response had no status text (HTTP/2 has none)', () => {
      expect(describeFailure({ status: 500, data: null })).toBe('HTTP 500');
      expect(describeFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' })).toBe(
        'HTTP 502',
      );
    });
  });

  describe("6. 'An error occurred' by default", () => {
    it.each([undefined, null, {}, '', '   ', 42])('for %j', (error) => {
      expect(describeFailure(error)).toBe('An error occurred');
    });
  });
});

describe('readFailureText', () => {
  it("is the failure's own words, or nothing", () => {
    expect(readFailureText({ status: 401, data: { detail: 'Invalid credentials.' } })).toBe(
      'Invalid credentials.',
    );
    expect(readFailureText({ status: 500, data: {} })).toBeUndefined();
    expect(readFailureText({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined();
    expect(readFailureText(undefined)).toBeUndefined();
  });
});

describe('readErrorCode', () => {
  it('reads the code of an API error body', () => {
    expect(readErrorCode({ status: 409, data: { detail: 'x', code: 'confirmation_required' } })).toBe(
      'confirmation_required',
    );
    expect(readErrorCode({ status: 500, data: 'oops' })).toBeUndefined();
    expect(readErrorCode(new Error('x'))).toBeUndefined();
  });
});

describe('isRateLimitError', () => {
  it('recognises a 429 and throttling words', () => {
    expect(isRateLimitError({ status: 429, data: '' })).toBe(true);
    expect(isRateLimitError({ status: 403, data: { detail: 'Request was throttled.' } })).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isRateLimitError({ status: 401, data: { detail: 'Invalid credentials.' } })).toBe(false);
    expect(isRateLimitError(undefined)).toBe(false);
  });
});

describe('getRetryAfterSeconds', () => {
  it('prefers the Retry-After the base query kept', () => {
    expect(getRetryAfterSeconds({ status: 429, data: { detail: 'Slow down' }, retryAfterSeconds: 42 })).toBe(
      42,
    );
  });

  it('never reads the seconds from the English words (decision 037): only Retry-After says how long', () => {
    expect(
      getRetryAfterSeconds({
        status: 429,
        data: { detail: 'Request was throttled. Expected available in 37 seconds.', code: 'throttled' },
      }),
    ).toBeUndefined();
  });

  it('is undefined when nothing says how long', () => {
    expect(getRetryAfterSeconds({ status: 429, data: { detail: 'Slow down' } })).toBeUndefined();
  });
});
