import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../lib/api/api';
import { logger } from '../../lib/logger';
import { logoutStarted, sessionCleared } from '../../lib/session/session-slice';
import { useLogoutMutation } from './api';

/**
 * Signs out (spec §4): sets the logged-out flag, tells the server (its errors only logged), then
 * forgets the session and every cached response. The dashboard guard, seeing a user who signed
 * out, takes them to their login page; navigating from here instead would race that guard.
 */
export function useSignOut() {
  const dispatch = useDispatch();
  const [logout] = useLogoutMutation();

  return useCallback(async () => {
    dispatch(logoutStarted());
    const result = await logout(undefined);
    if (result.error !== undefined) logger.warn(FALLBACK_MESSAGES.logout, result.error);
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout]);
}
