import { t } from '@lingui/core/macro';
import type { BaseQueryApi, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { RefreshResponse } from '@vidya/contract';
import { isSessionUser } from '../session/session-user';
import { REFRESH_API_PATH } from './api-paths';
import { apiBaseQuery, type ApiError } from './base-query';

export type RefreshResult = QueryReturnValue<RefreshResponse, ApiError, FetchBaseQueryMeta | undefined>;

const REFRESH_LOCK_NAME = 'vidya-token-refresh';

let refreshInFlight: Promise<RefreshResult> | null = null;

/**
 * The refresh token rotates on every use and a reused one revokes the whole session, so two
 * refreshes must never race. Within a tab, concurrent callers share one request; across tabs a
 * Web Lock serialises them, and the later tab then sends the cookie the earlier one received.
 */
export function refreshAccessToken(api: BaseQueryApi): Promise<RefreshResult> {
  refreshInFlight ??= runExclusively(() => requestRefresh(api)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runExclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks === undefined ? task() : await locks.request(REFRESH_LOCK_NAME, task);
}

async function requestRefresh(api: BaseQueryApi): Promise<RefreshResult> {
  // The refresh is shared, so it must not die with the request (and abort signal) that started it.
  const sharedApi: BaseQueryApi = { ...api, signal: new AbortController().signal };
  const result = await apiBaseQuery({ url: REFRESH_API_PATH, method: 'POST' }, sharedApi, {});
  if (result.error !== undefined) return { error: result.error, meta: result.meta };
  const { data } = result;
  // Checked by hand rather than with the contract's zod schema, which would put zod in the entry chunk.
  if (
    typeof data !== 'object' ||
    data === null ||
    !('access' in data) ||
    typeof data.access !== 'string' ||
    !('user' in data) ||
    !isSessionUser(data.user)
  ) {
    return {
      error: {
        status: 'CUSTOM_ERROR',
        error: t`The server's answer could not be read. Please sign in again.`,
      },
      meta: result.meta,
    };
  }
  return { data: { access: data.access, user: data.user }, meta: result.meta };
}
