import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { logger } from '../../lib/logger';
import { readAccessTokenClaims } from '../../lib/session/access-token';
import {
  credentialsReceived,
  restoreFinished,
  restoreStarted,
  type SessionRootState,
} from '../../lib/session/session-slice';
import { hasSessionHint, isLoggedOutFlagSet } from '../../lib/session/session-storage';

/**
 * On page load the access token is gone (it lives in memory only), so the session is restored
 * through the refresh cookie — unless the user explicitly signed out in this tab (spec §4), or
 * the server never set the session hint (a visitor: the refresh could only fail, and the first
 * page would wait for it). A failure leaves the visitor signed out without a word. The API module
 * is imported here, not at the top, so a visitor's first page loads without RTK Query.
 */
export const restoreSession =
  (): ThunkAction<Promise<void>, SessionRootState, unknown, UnknownAction> => async (dispatch) => {
    if (isLoggedOutFlagSet() || !hasSessionHint()) return;
    dispatch(restoreStarted());
    try {
      // Offline, or a new release replaced the chunk: the visitor stays signed out, as after a failure.
      const authModule = await import('./api').catch((error: unknown) => {
        logger.warn('Could not load the code that restores the session', error);
        return null;
      });
      if (authModule === null) return;
      const result = await dispatch(authModule.authApi.endpoints.refresh.initiate(undefined));
      if (result.data === undefined) {
        logger.debug('No session to restore', result.error);
        return;
      }
      const claims = readAccessTokenClaims(result.data.access);
      dispatch(credentialsReceived(result.data.access, result.data.user, claims));
    } finally {
      dispatch(restoreFinished());
    }
  };
