import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH, API_TIMEOUT_MS } from '@vidya/contract';
import { selectAccessToken, type SessionRootState } from '../session/session-slice';
import { isCredentialedApiPath, isPublicApiPath } from './api-paths';

/**
 * An RTK Query error plus the HTTP status text, which the error text rule needs (spec §8), on a
 * 429 how many seconds the server asked the client to wait (its `Retry-After`), and the id the
 * server gave the request (its `x-request-id`), shown as the reference a user can quote.
 */
export type ApiError = FetchBaseQueryError & {
  statusText?: string;
  retryAfterSeconds?: number;
  requestId?: string;
};

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

const toFetchArgs = (args: string | FetchArgs): FetchArgs =>
  typeof args === 'string' ? { url: args } : args;

const fetchFromApi = fetchBaseQuery({
  // An absolute base: fetch implementations outside a browser refuse relative URLs.
  baseUrl: `${window.location.origin}${API_BASE_PATH}`,
  timeout: API_TIMEOUT_MS,
  // Error bodies are not always JSON (a proxy's 502 page); read them by their content type.
  responseHandler: 'content-type',
  prepareHeaders: (headers, { getState, arg }) => {
    const { url, method } = toFetchArgs(arg);
    if (isPublicApiPath(url, method)) return headers;
    const token = selectAccessToken(getState() as SessionRootState);
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** `Retry-After` in its delay-seconds form, the one the API sends. */
function readRetryAfterSeconds(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** JSON over fetch with the 30 s timeout, the bearer token and cookie credentials of spec §7. */
export const apiBaseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const fetchArgs = toFetchArgs(args);
  const result = await fetchFromApi(
    isCredentialedApiPath(fetchArgs.url) ? { ...fetchArgs, credentials: 'include' } : fetchArgs,
    api,
    extraOptions,
  );
  if (result.error === undefined) return result;
  const response = result.meta?.response;
  const error: ApiError = { ...result.error };
  if (response?.statusText) error.statusText = response.statusText;
  const retryAfterSeconds = readRetryAfterSeconds(response?.headers.get('Retry-After'));
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
  const requestId = response?.headers.get('x-request-id');
  if (requestId) error.requestId = requestId;
  return { ...result, error };
};
