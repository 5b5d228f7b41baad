import {
  accessTokenRefreshed,
  selectAccessToken,
  sessionCleared,
  type SessionRootState,
} from '../session/session-slice';
import { isPublicApiPath } from './api-paths';
import { apiBaseQuery, type ApiBaseQuery } from './base-query';
import { refreshAccessToken } from './refresh';

const readToken = (getState: () => unknown) => selectAccessToken(getState() as SessionRootState);

const isUnauthorized = (result: Awaited<ReturnType<ApiBaseQuery>>) => result.error?.status === 401;

/**
 * A 401 on a protected call gets one token refresh and one retry (spec §4). If that fails the
 * session is cleared; the dashboard guards then send the user to their login page, while public
 * pages stay where they are.
 */
export const reauthBaseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const { url, method } = typeof args === 'string' ? { url: args, method: undefined } : args;
  const tokenSent = readToken(api.getState);
  const result = await apiBaseQuery(args, api, extraOptions);
  if (!isUnauthorized(result) || isPublicApiPath(url, method)) return result;

  // Another call may already have refreshed while this one was in flight: retry with its token.
  const currentToken = readToken(api.getState);
  if (currentToken === null || currentToken === tokenSent) {
    const refreshed = await refreshAccessToken(api);
    if (refreshed.error !== undefined) {
      api.dispatch(sessionCleared());
      return result;
    }
    api.dispatch(accessTokenRefreshed(refreshed.data.access, refreshed.data.user));
  }

  const retried = await apiBaseQuery(args, api, extraOptions);
  if (isUnauthorized(retried)) api.dispatch(sessionCleared());
  return retried;
};
