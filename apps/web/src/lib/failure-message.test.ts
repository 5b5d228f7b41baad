import { describe, expect, it } from 'vitest';
import { getFailureMessage } from './failure-message';

const FALLBACK = 'Failed to fetch courses';

describe('getFailureMessage', () => {
  it("prefers the server's detail, then its message, then a text body", () => {
    expect(getFailureMessage({ status: 404, data: { detail: 'Course not found.' } }, FALLBACK)).toBe(
      'Course not found.',
    );
    expect(getFailureMessage({ status: 400, data: { message: 'Bad page.' } }, FALLBACK)).toBe('Bad page.');
    expect(getFailureMessage({ status: 502, data: 'Bad gateway' }, FALLBACK)).toBe('Bad gateway');
  });

  it('uses the fallback when the server said nothing', () => {
    expect(getFailureMessage({ status: 500, data: {} }, FALLBACK)).toBe(FALLBACK);
    expect(
      getFailureMessage({ status: 500, data: null, statusText: 'Internal Server Error' }, FALLBACK),
    ).toBe(FALLBACK);
    expect(getFailureMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });

  it('names network failures, timeouts and throttling as such', () => {
    expect(getFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, FALLBACK)).toBe(
      'Network error occurred',
    );
    expect(getFailureMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, FALLBACK)).toBe(
      'The server took too long to respond. Please try again.',
    );
    expect(getFailureMessage({ status: 429, data: { detail: 'Request was throttled.' } }, FALLBACK)).toBe(
      'You are making requests too quickly. Please wait and try again.',
    );
  });
});
