import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryError } from '../components/ui/query-error';
import { errorReply, stubApi } from '../test/fake-server';
import { renderWithI18n } from '../test/render-with-i18n';
import { apiBaseQuery } from './api/base-query';
import { describeFailure } from './errors';
import { activateLocale } from './i18n/i18n';

// Issue #18: a server failure shows the reference the API gave the request (its x-request-id),
// so a user's report leads to the log lines; a refusal that says what to change does not.

afterEach(async () => {
  await activateLocale('en');
});

const SERVER_ERROR = 'A server error occurred. Please try again later.';
const CATALOGUE = '/api/courses/available-courses/paginated/';

/** The catalogue's call through the app's own base query, answered by the given reply. */
async function failedCall(reply: ReturnType<typeof errorReply>) {
  stubApi({ [`GET ${CATALOGUE}`]: () => reply });
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({ session: { accessToken: null } }),
    extra: undefined,
    endpoint: 'availableCourses',
    type: 'query',
  } as unknown as BaseQueryApi;
  const result = await apiBaseQuery('/courses/available-courses/paginated/', api, {});
  if (result.error === undefined) throw new Error('the call was meant to fail');
  return result.error;
}

function showFailure(error: unknown) {
  renderWithI18n(<QueryError error={error} fallback="Failed to fetch courses" onRetry={() => undefined} />);
  return screen.getByRole('alert');
}

describe('the reference in error messages', () => {
  it('a server error from the API shows its request id', async () => {
    const error = await failedCall(
      errorReply(500, SERVER_ERROR, { code: 'internal', headers: { 'x-request-id': '3f9a1c-2s1' } }),
    );
    expect(error.requestId).toBe('3f9a1c-2s1');
    expect(showFailure(error)).toHaveTextContent(`${SERVER_ERROR} Reference: 3f9a1c-2s1`);
  });

  it('reads "Reference" in Hindi', async () => {
    await activateLocale('hi');
    const error = await failedCall(
      errorReply(500, SERVER_ERROR, { code: 'internal', headers: { 'x-request-id': '3f9a1c-2s2' } }),
    );
    const alert = showFailure(error);
    expect(alert).toHaveTextContent('संदर्भ: 3f9a1c-2s2');
    expect(alert).not.toHaveTextContent('Reference');
  });

  it('a refusal with words of its own, or a reply without an id, shows none', async () => {
    const refusal = await failedCall(
      errorReply(400, 'Invalid page.', { headers: { 'x-request-id': '3f9a1c-2s3' } }),
    );
    expect(showFailure(refusal)).toHaveTextContent(/^Invalid page\.Try again$/);
    const refused = {
      status: 400,
      data: { detail: 'Invalid email.', code: 'invalid' },
      requestId: 'ab12cd-1',
    };
    expect(describeFailure(refused)).toBe('Invalid email.');
    expect(describeFailure({ status: 500, data: { detail: SERVER_ERROR, code: 'internal' } })).toBe(
      SERVER_ERROR,
    );
    // A refusal that said nothing: the fallback, with the reference to report.
    expect(describeFailure({ status: 404, data: '', requestId: 'ab12cd-2' }, 'Failed to fetch courses')).toBe(
      'Failed to fetch courses Reference: ab12cd-2',
    );
  });
});
